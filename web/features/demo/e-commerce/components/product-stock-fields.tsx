import { useTranslation } from 'react-i18next';
import { priceWithTax } from '#openapi/demo/product-rules.ts';
import { formatMoney } from '../../../../shared/intl/format-money.ts';
import { Form, Input, InputNumber } from '../../../../shared/ui/antd.ts';

/** A required amount of zero or more, in rupees or percent. */
function NumberField({ name, max, step = 1 }: { name: string; max?: number; step?: number }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={t(`demoECommerce.product.field.${name}`)}
      rules={[
        {
          required: true,
          type: 'number',
          min: 0,
          max,
          message: t('demoECommerce.product.numberInvalid'),
        },
      ]}
    >
      <InputNumber
        className="product-form-number"
        min={0}
        max={max}
        step={step}
        inputMode="decimal"
      />
    </Form.Item>
  );
}

/** The price with tax, worked out as the price and the tax rate change. */
function PriceWithTax() {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const price: unknown = Form.useWatch('priceTaxExcl', form);
  const rate: unknown = Form.useWatch('taxRate', form);
  const known = typeof price === 'number' && typeof rate === 'number';
  return (
    <div className="product-form-derived">
      <span className="product-form-derived-label">
        {t('demoECommerce.product.field.priceTaxIncl')}
      </span>
      <output>{known ? formatMoney(priceWithTax(price, rate), i18n.language) : '—'}</output>
    </div>
  );
}

/** Pricing, inventory and shipping: the template's other tabs, as sections. */
export function ProductStockFields() {
  const { t } = useTranslation();
  return (
    <>
      <fieldset className="product-form-section">
        <legend>{t('demoECommerce.product.section.pricing')}</legend>
        <div className="product-form-grid">
          <NumberField name="priceTaxExcl" step={0.01} />
          <NumberField name="taxRate" max={100} />
          <PriceWithTax />
          <NumberField name="comparedPrice" step={0.01} />
        </div>
      </fieldset>
      <fieldset className="product-form-section">
        <legend>{t('demoECommerce.product.section.inventory')}</legend>
        <div className="product-form-grid">
          <Form.Item name="sku" label={t('demoECommerce.product.field.sku')}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item
            name="quantity"
            label={t('demoECommerce.product.field.quantity')}
            rules={[
              {
                required: true,
                type: 'integer',
                min: 0,
                message: t('demoECommerce.product.quantityInvalid'),
              },
            ]}
          >
            <InputNumber
              className="product-form-number"
              min={0}
              precision={0}
              inputMode="numeric"
            />
          </Form.Item>
        </div>
      </fieldset>
      <fieldset className="product-form-section">
        <legend>{t('demoECommerce.product.section.shipping')}</legend>
        <div className="product-form-grid">
          {(['width', 'height', 'depth', 'weight'] as const).map((name) => (
            <Form.Item key={name} name={name} label={t(`demoECommerce.product.field.${name}`)}>
              <Input maxLength={20} />
            </Form.Item>
          ))}
          <NumberField name="extraShippingFee" step={0.01} />
        </div>
      </fieldset>
    </>
  );
}
