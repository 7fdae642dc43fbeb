import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Product } from '#openapi/demo/e-commerce.ts';
import { errorMessage } from '../../../../shared/api/error-message.ts';
import { links, paths } from '../../../../shared/routing/paths.ts';
import { AppButton } from '../../../../shared/ui/app-button.tsx';
import { FormErrorSummary } from '../../../../shared/ui/form-error-summary.tsx';
import { Notice } from '../../../../shared/ui/notice.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { useRemoveProduct } from '../api/remove-product.ts';
import { useSaveProduct } from '../api/save-product.ts';
import { ProductBasicFields } from './product-basic-fields.tsx';
import { type ProductDraft, productToSave, useProductFields } from './product-fields.ts';
import { ProductImagesField } from './product-images-field.tsx';
import { ProductStockFields } from './product-stock-fields.tsx';

/**
 * The product editor's form (seed appendix: save sends the whole product). The price with tax, and
 * the handle when left empty, follow from the other fields, as the template's editor had them. The
 * app's own form state and fields, not antd's (issue 29).
 */
export function ProductForm({ product, isNew }: { product: Product; isNew: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useProductFields(product);
  const save = useSaveProduct();
  const remove = useRemoveProduct();

  const onValid = (draft: ProductDraft) => {
    const edited = productToSave(draft);
    save.mutate(edited, {
      onSuccess: () => {
        toast.success(t('demoECommerce.product.saved'));
        if (isNew) void navigate(links.eCommerceProduct(edited.id), { replace: true });
      },
    });
  };

  const onRemove = () =>
    remove.mutate(product.id, {
      onSuccess: () => {
        toast.success(t('demoECommerce.products.removed', { count: 1 }));
        void navigate(paths.eCommerceProducts);
      },
      onError: (failure) => toast.error(errorMessage(failure, t)),
    });

  return (
    <form className="product-form" noValidate onSubmit={form.submit(onValid)}>
      <FormErrorSummary failure={form.failure} />
      <ProductBasicFields form={form} />
      <ProductImagesField form={form} />
      <ProductStockFields form={form} />
      {save.error ? <Notice tone="error" icon={false} title={errorMessage(save.error, t)} /> : null}
      <div className="product-form-actions">
        <AppButton variant="primary" submit className="shop-action" loading={save.isPending}>
          {save.isPending ? null : <SaveOutlined aria-hidden />}
          {t('demoECommerce.product.save')}
        </AppButton>
        {isNew ? null : (
          <AppButton danger className="shop-action" loading={remove.isPending} onClick={onRemove}>
            {remove.isPending ? null : <DeleteOutlined aria-hidden />}
            {t('demoECommerce.product.remove')}
          </AppButton>
        )}
      </div>
    </form>
  );
}
