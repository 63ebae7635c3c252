import type { ProductDetailFragment } from '../../../gql/graphql';
import { breadcrumbJsonLd, productJsonLd } from '../../../lib/seo/json-ld';
import { JsonLd } from '../../../lib/seo/JsonLd';
import { PageMeta, summary } from '../../../lib/seo/PageMeta';
import { useAbsoluteUrl } from '../../../lib/ssr/site';
import { categoryName, categoryPath, garmentName, LOW_STOCK } from '../product-options';
import { useReviewsPage } from './ProductReviews';

export function productPath(slug: string): string {
  return `/product/${encodeURIComponent(slug)}`;
}

/** A product's head tags (title, description, its own address, picture and price) and its structured data. */
export function ProductSeo({ product }: { product: ProductDetailFragment }) {
  const absolute = useAbsoluteUrl();
  const path = productPath(product.slug);
  const url = absolute(path);
  const text = product.description || `${garmentName(product.garment)} for ${categoryName(product.category).toLowerCase()} at Kapor.`;
  const pictures = [...new Set([product.mainImage.url, ...product.images.map((image) => image.url)])].map(absolute);
  const reviews = useReviewsPage(product.id).data?.productReviews?.reviews.items;
  return (
    <>
      <PageMeta title={product.name} description={summary(text)} path={path} image={product.mainImage} price={product.price} />
      <JsonLd data={productJsonLd({ ...product, description: text, reviews }, { url, images: pictures, lowStock: LOW_STOCK })} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', url: absolute('/') },
          { name: categoryName(product.category), url: absolute(categoryPath(product.category)) },
          { name: product.name, url },
        ])}
      />
    </>
  );
}
