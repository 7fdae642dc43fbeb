import { useParams } from 'react-router';
import { ProductEditor } from '../../features/demo/e-commerce/components/product-editor.tsx';

/** /apps/e-commerce/products/:productId: a product's editor, or an empty one for `new` (D18). */
export function Component() {
  const { productId = '' } = useParams();
  return <ProductEditor key={productId} productId={productId} />;
}
