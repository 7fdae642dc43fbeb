import { useTranslation } from 'react-i18next';
import type { ProductImage } from '#openapi/demo/e-commerce.ts';
import { Form, Radio, RadioGroup } from '../../../../shared/ui/antd.ts';

/** The product's pictures; the one picked is the featured one the list shows. */
export function ProductImagesField({ images }: { images: readonly ProductImage[] }) {
  const { t } = useTranslation();
  return (
    <fieldset className="product-form-section">
      <legend>{t('demoECommerce.product.section.images')}</legend>
      {images.length === 0 ? (
        <p className="shop-note">{t('demoECommerce.product.noImages')}</p>
      ) : (
        <Form.Item name="featuredImageId" label={t('demoECommerce.product.field.featuredImage')}>
          <RadioGroup className="product-images">
            {images.map((image, index) => (
              <Radio key={image.id} value={image.id} className="product-image-choice">
                <img
                  src={image.url}
                  alt={t('demoECommerce.product.imageNumber', { number: index + 1 })}
                  width={96}
                  height={96}
                />
              </Radio>
            ))}
          </RadioGroup>
        </Form.Item>
      )}
    </fieldset>
  );
}
