import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '#openapi/demo/e-commerce.ts';
import { errorMessage } from '../../../../shared/api/error-message.ts';
import { formatMoney } from '../../../../shared/intl/format-money.ts';
import { links, newProductId } from '../../../../shared/routing/paths.ts';
import { Tag } from '../../../../shared/ui/tag.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title.ts';
import { useDrawnAnswer } from '../../../../shared/ui/use-drawn-answer.ts';
import { type DemoColumn, DemoTable } from '../../shared/demo-table.tsx';
import { useProducts } from '../api/get-products.ts';
import { useRemoveProducts } from '../api/remove-products.ts';
import { ProductThumbnail } from './product-thumbnail.tsx';
import { ShopPageHeader } from './shop-page-header.tsx';
import { ShopSearch } from './shop-search.tsx';
import './shop.css';

/** Whether the product's name, SKU or a category holds the search words. */
const matches = (product: Product, query: string) =>
  [product.name, product.sku, ...product.categories].some((text) =>
    text.toLowerCase().includes(query),
  );

/**
 * The demo store's products (seed appendix, D18): search, sort and pages, and removing the
 * selected ones; a name opens the product's editor.
 */
export function ProductsList() {
  const { t, i18n } = useTranslation();
  const title = t('demoECommerce.products.title');
  useDocumentTitle(title);
  const { data, error, isPending } = useProducts();
  const { shown, loading } = useDrawnAnswer(data, isPending);
  const remove = useRemoveProducts();
  const [search, setSearch] = useState('');

  const query = search.trim().toLowerCase();
  const products = (shown?.body ?? []).filter((product) => matches(product, query));

  const removeSelected = (productIds: string[], done: () => void) =>
    remove.mutate(productIds, {
      onSuccess: () => {
        done();
        toast.success(t('demoECommerce.products.removed', { count: productIds.length }));
      },
      onError: (failure) => toast.error(errorMessage(failure, t)),
    });

  const columns: DemoColumn<Product>[] = [
    {
      key: 'image',
      title: <span className="visually-hidden">{t('demoECommerce.products.image')}</span>,
      width: 64,
      from: 'sm',
      render: (product) => <ProductThumbnail product={product} />,
    },
    {
      key: 'name',
      title: t('demoECommerce.products.name'),
      sorter: (a, b) => a.name.localeCompare(b.name),
      render: (product) => (
        <Link className="shop-link" to={links.eCommerceProduct(product.id)}>
          {product.name}
        </Link>
      ),
    },
    {
      key: 'category',
      title: t('demoECommerce.products.category'),
      from: 'md',
      sorter: (a, b) => (a.categories[0] ?? '').localeCompare(b.categories[0] ?? ''),
      render: (product) => product.categories.join(', '),
    },
    {
      key: 'price',
      title: t('demoECommerce.products.price'),
      align: 'end',
      sorter: (a, b) => a.priceTaxIncl - b.priceTaxIncl,
      render: (product) => formatMoney(product.priceTaxIncl, i18n.language),
    },
    {
      key: 'quantity',
      title: t('demoECommerce.products.quantity'),
      align: 'end',
      from: 'sm',
      sorter: (a, b) => a.quantity - b.quantity,
      render: (product) => product.quantity,
    },
    {
      key: 'active',
      title: t('demoECommerce.products.active'),
      from: 'md',
      sorter: (a, b) => Number(a.active) - Number(b.active),
      render: (product) =>
        product.active ? (
          <Tag tone="green">{t('demoECommerce.products.isActive')}</Tag>
        ) : (
          <Tag>{t('demoECommerce.products.isInactive')}</Tag>
        ),
    },
  ];

  return (
    <section className="shop-page" aria-labelledby="page-title">
      <ShopPageHeader title={title}>
        <ShopSearch
          label={t('demoECommerce.products.search')}
          value={search}
          onChange={setSearch}
        />
        <Link className="shop-button-link" to={links.eCommerceProduct(newProductId)}>
          <PlusOutlined aria-hidden /> {t('demoECommerce.products.add')}
        </Link>
      </ShopPageHeader>
      {error ? (
        <p role="alert">{errorMessage(error, t)}</p>
      ) : (
        <DemoTable<Product>
          rows={products}
          columns={columns}
          loading={loading}
          emptyText={t('demoECommerce.products.empty')}
          pick={{
            selectLabel: (product) => t('demoECommerce.products.select', { name: product.name }),
            removeLabel: (count) => t('demoECommerce.products.removeSelected', { count }),
            removing: remove.isPending,
            onRemove: removeSelected,
          }}
        />
      )}
    </section>
  );
}
