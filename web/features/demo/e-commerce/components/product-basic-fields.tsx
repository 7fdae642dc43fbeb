import { useTranslation } from 'react-i18next';
import { productLabelMaxLength } from '#openapi/demo/product-rules.ts';
import { FormField } from '../../../../shared/ui/form-field.tsx';
import { TagsInput } from '../../../../shared/ui/tags-input.tsx';
import { TextArea, TextInput } from '../../../../shared/ui/text-input.tsx';
import type { ProductFields } from './product-fields.ts';

/** The product's name, handle, description, categories, tags and whether it is on sale. */
export function ProductBasicFields({ form }: { form: ProductFields }) {
  const { t } = useTranslation();
  return (
    <fieldset className="product-form-section">
      <legend>{t('demoECommerce.product.section.basic')}</legend>
      <FormField label={t('demoECommerce.product.field.name')} error={form.error('name')} required>
        {(control) => <TextInput {...control} maxLength={120} {...form.text('name')} />}
      </FormField>
      <FormField
        label={t('demoECommerce.product.field.handle')}
        error={form.error('handle')}
        hint={t('demoECommerce.product.handleHint')}
      >
        {(control) => (
          <TextInput {...control} maxLength={120} autoComplete="off" {...form.text('handle')} />
        )}
      </FormField>
      <FormField label={t('demoECommerce.product.field.description')} error={undefined}>
        {({ status: _textAreaHasNoStatus, ...control }) => (
          <TextArea {...control} rows={4} maxLength={4000} {...form.text('description')} />
        )}
      </FormField>
      <div className="product-form-grid">
        {(['categories', 'tags'] as const).map((name) => (
          <FormField
            key={name}
            label={t(`demoECommerce.product.field.${name}`)}
            error={form.error(name)}
          >
            {(control) => (
              <TagsInput
                {...control}
                maxLength={productLabelMaxLength}
                value={form.values[name]}
                onChange={(labels) => form.set(name, labels)}
              />
            )}
          </FormField>
        ))}
      </div>
      {/* antd's Switch: a checkbox that says it is a switch, under a label that is its tap target. */}
      <label className="product-switch">
        <input
          type="checkbox"
          role="switch"
          className="covering-input"
          checked={form.values.active}
          aria-checked={form.values.active}
          onChange={(event) => form.set('active', event.target.checked)}
        />
        <span className="product-switch-track" aria-hidden="true" />
        {t('demoECommerce.product.field.active')}
      </label>
    </fieldset>
  );
}
