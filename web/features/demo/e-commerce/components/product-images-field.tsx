import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductFields } from './product-fields.ts';

/** The product's pictures; the one picked is the featured one the list shows. */
export function ProductImagesField({ form }: { form: ProductFields }) {
  const { t } = useTranslation();
  const group = useId();
  const { images, featuredImageId } = form.values;
  return (
    <fieldset className="product-form-section">
      <legend>{t('demoECommerce.product.section.images')}</legend>
      {images.length === 0 ? (
        <p className="shop-note">{t('demoECommerce.product.noImages')}</p>
      ) : (
        // A radio per picture, the picture its label (antd's Radio group of pictures).
        <fieldset className="product-images">
          <legend>{t('demoECommerce.product.field.featuredImage')}</legend>
          <div className="product-images-choices">
            {images.map((image, index) => (
              <label key={image.id} className="product-image-choice">
                <input
                  type="radio"
                  name={group}
                  value={image.id}
                  checked={featuredImageId === image.id}
                  onChange={() => form.set('featuredImageId', image.id)}
                />
                <img
                  src={image.url}
                  alt={t('demoECommerce.product.imageNumber', { number: index + 1 })}
                  width={96}
                  height={96}
                />
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </fieldset>
  );
}
