import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { priceWithTax } from '#openapi/demo/product-rules.ts';
import { formatMoney } from '../../../../shared/intl/format-money.ts';
import { FormField } from '../../../../shared/ui/form-field.tsx';
import { NumberInput, type TypedNumber } from '../../../../shared/ui/number-input.tsx';
import { TextInput } from '../../../../shared/ui/text-input.tsx';
import type { AmountName, ProductFields } from './product-fields.ts';

/** A required figure: rupees or percent (a decimal keypad), or a quantity (a numeric one). */
function AmountField({
  form,
  name,
  inputMode = 'decimal',
}: {
  form: ProductFields;
  name: AmountName;
  inputMode?: 'decimal' | 'numeric';
}) {
  const { t } = useTranslation();
  return (
    <FormField label={t(`demoECommerce.product.field.${name}`)} error={form.error(name)} required>
      {(control) => (
        <NumberInput
          {...control}
          inputMode={inputMode}
          value={form.values[name]}
          onChange={(value) => form.set(name, value)}
        />
      )}
    </FormField>
  );
}

const isFigure = (value: TypedNumber): value is number => value !== null && Number.isFinite(value);

/** The price with tax, worked out as the price and the tax rate change. */
function PriceWithTax({ price, rate }: { price: TypedNumber; rate: TypedNumber }) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  return (
    <div className="product-form-derived">
      <span id={labelId} className="product-form-derived-label">
        {t('demoECommerce.product.field.priceTaxIncl')}
      </span>
      <output aria-labelledby={labelId}>
        {isFigure(price) && isFigure(rate)
          ? formatMoney(priceWithTax(price, rate), i18n.language)
          : '—'}
      </output>
    </div>
  );
}

/** Pricing, inventory and shipping: the template's other tabs, as sections. */
export function ProductStockFields({ form }: { form: ProductFields }) {
  const { t } = useTranslation();
  return (
    <>
      <fieldset className="product-form-section">
        <legend>{t('demoECommerce.product.section.pricing')}</legend>
        <div className="product-form-grid">
          <AmountField form={form} name="priceTaxExcl" />
          <AmountField form={form} name="taxRate" />
          <PriceWithTax price={form.values.priceTaxExcl} rate={form.values.taxRate} />
          <AmountField form={form} name="comparedPrice" />
        </div>
      </fieldset>
      <fieldset className="product-form-section">
        <legend>{t('demoECommerce.product.section.inventory')}</legend>
        <div className="product-form-grid">
          <FormField label={t('demoECommerce.product.field.sku')} error={undefined}>
            {(control) => <TextInput {...control} maxLength={40} {...form.text('sku')} />}
          </FormField>
          <AmountField form={form} name="quantity" inputMode="numeric" />
        </div>
      </fieldset>
      <fieldset className="product-form-section">
        <legend>{t('demoECommerce.product.section.shipping')}</legend>
        <div className="product-form-grid">
          {(['width', 'height', 'depth', 'weight'] as const).map((name) => (
            <FormField
              key={name}
              label={t(`demoECommerce.product.field.${name}`)}
              error={undefined}
            >
              {(control) => <TextInput {...control} maxLength={20} {...form.text(name)} />}
            </FormField>
          ))}
          <AmountField form={form} name="extraShippingFee" />
        </div>
      </fieldset>
    </>
  );
}
