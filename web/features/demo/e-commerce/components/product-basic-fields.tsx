import { useTranslation } from 'react-i18next';
import { Form, Input, Select, Switch, TextArea } from '../../../../shared/ui/antd.ts';

const handlePattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The product's name, handle, description, categories, tags and whether it is on sale. */
export function ProductBasicFields() {
  const { t } = useTranslation();
  return (
    <fieldset className="product-form-section">
      <legend>{t('demoECommerce.product.section.basic')}</legend>
      <Form.Item
        name="name"
        label={t('demoECommerce.product.field.name')}
        rules={[
          { required: true, whitespace: true, message: t('demoECommerce.product.nameRequired') },
        ]}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item
        name="handle"
        label={t('demoECommerce.product.field.handle')}
        extra={t('demoECommerce.product.handleHint')}
        rules={[{ pattern: handlePattern, message: t('demoECommerce.product.handleInvalid') }]}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="description" label={t('demoECommerce.product.field.description')}>
        <TextArea rows={4} maxLength={4000} />
      </Form.Item>
      <div className="product-form-grid">
        <Form.Item name="categories" label={t('demoECommerce.product.field.categories')}>
          <Select mode="tags" open={false} maxCount={20} />
        </Form.Item>
        <Form.Item name="tags" label={t('demoECommerce.product.field.tags')}>
          <Select mode="tags" open={false} maxCount={20} />
        </Form.Item>
      </div>
      <Form.Item
        name="active"
        label={t('demoECommerce.product.field.active')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
    </fieldset>
  );
}
