import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Product } from '#openapi/demo/e-commerce.ts';
import { handleOf, priceWithTax } from '#openapi/demo/product-rules.ts';
import { errorMessage } from '../../../../shared/api/error-message.ts';
import { links, paths } from '../../../../shared/routing/paths.ts';
import { Alert, Button, Form } from '../../../../shared/ui/antd.ts';
import { toast } from '../../../../shared/ui/toast.ts';
import { useRemoveProduct } from '../api/remove-product.ts';
import { useSaveProduct } from '../api/save-product.ts';
import { ProductBasicFields } from './product-basic-fields.tsx';
import { ProductImagesField } from './product-images-field.tsx';
import { ProductStockFields } from './product-stock-fields.tsx';

/**
 * The product editor's form (seed appendix: save sends the whole product). The price with tax, and
 * the handle when left empty, follow from the other fields, as the template's editor had them.
 */
export function ProductForm({ product, isNew }: { product: Product; isNew: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Product>();
  const save = useSaveProduct();
  const remove = useRemoveProduct();

  const onFinish = (values: Product) => {
    const edited: Product = {
      ...product,
      ...values,
      handle: values.handle || handleOf(values.name),
      priceTaxIncl: priceWithTax(values.priceTaxExcl, values.taxRate),
    };
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
    <Form<Product>
      form={form}
      layout="vertical"
      className="product-form"
      initialValues={product}
      onFinish={onFinish}
      scrollToFirstError
    >
      <ProductBasicFields />
      <ProductImagesField images={product.images} />
      <ProductStockFields />
      {save.error ? (
        <Alert type="error" role="alert" title={errorMessage(save.error, t)} showIcon={false} />
      ) : null}
      <div className="product-form-actions">
        <Button
          type="primary"
          htmlType="submit"
          className="shop-action"
          icon={<SaveOutlined aria-hidden />}
          loading={save.isPending}
        >
          {t('demoECommerce.product.save')}
        </Button>
        {isNew ? null : (
          <Button
            danger
            className="shop-action"
            icon={<DeleteOutlined aria-hidden />}
            loading={remove.isPending}
            onClick={onRemove}
          >
            {t('demoECommerce.product.remove')}
          </Button>
        )}
      </div>
    </Form>
  );
}
