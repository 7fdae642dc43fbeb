import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '#openapi/demo/e-commerce.ts';
import { errorMessage } from '../../../../shared/api/error-message.ts';
import { newProductId, paths } from '../../../../shared/routing/paths.ts';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title.ts';
import { useProduct } from '../api/get-product.ts';
import { ProductForm } from './product-form.tsx';
import { ShopPageHeader } from './shop-page-header.tsx';
import './shop.css';
import { LoadingNote } from '../../../../shared/ui/loading-note.tsx';

/** An empty product, with the store's usual tax rate and shipping fee (seed appendix). */
export const blankProduct = (id: string): Product => ({
  id,
  name: '',
  handle: '',
  description: '',
  categories: [],
  tags: [],
  featuredImageId: '',
  images: [],
  priceTaxExcl: 0,
  priceTaxIncl: 0,
  taxRate: 10,
  comparedPrice: 0,
  quantity: 0,
  sku: '',
  width: '',
  height: '',
  depth: '',
  weight: '',
  extraShippingFee: 3,
  active: true,
});

/**
 * /apps/e-commerce/products/:productId: a product's editor; `new` opens an empty one, which gets
 * its id here, so saving it appends (seed appendix: save replaces the same id, else appends).
 */
export function ProductEditor({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const isNew = productId === newProductId;
  const [newId] = useState(() => crypto.randomUUID());
  const { data, error } = useProduct(isNew ? null : productId);
  const product = isNew ? blankProduct(newId) : data?.body;
  const title = isNew
    ? t('demoECommerce.product.newTitle')
    : (product?.name ?? t('demoECommerce.product.title'));
  useDocumentTitle(title);

  let content = <LoadingNote className="shop-note" />;
  if (error) content = <p role="alert">{errorMessage(error, t)}</p>;
  else if (product) content = <ProductForm key={product.id} product={product} isNew={isNew} />;

  return (
    <section className="shop-page" aria-labelledby="page-title">
      <Link className="shop-back" to={paths.eCommerceProducts}>
        <ArrowLeftOutlined aria-hidden /> {t('demoECommerce.products.title')}
      </Link>
      <ShopPageHeader title={title} />
      {content}
    </section>
  );
}
