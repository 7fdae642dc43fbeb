import type { Product } from '#openapi/demo/e-commerce.ts';

/** The product's featured picture, small; decorative, as the name beside it says what it is. */
export function ProductThumbnail({ product }: { product: Product }) {
  const image =
    product.images.find((item) => item.id === product.featuredImageId) ?? product.images[0];
  if (!image) return <span className="shop-thumbnail shop-thumbnail-empty" aria-hidden />;
  return <img className="shop-thumbnail" src={image.url} alt="" width={40} height={40} />;
}
