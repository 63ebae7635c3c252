import type { ProductDetailFragment } from '../../../gql/graphql';
import { breadcrumbJsonLd, productJsonLd } from '../../../lib/seo/json-ld';
import { JsonLd } from '../../../lib/seo/JsonLd';
import { PageMeta, summary } from '../../../lib/seo/PageMeta';
import { useAbsoluteUrl } from '../../../lib/ssr/site';
import { useT } from '../../../lib/i18n';
import { categoryPath, LOW_STOCK, useProductLabels } from '../product-options';
import { useReviewsPage } from './ProductReviews';

export function productPath(slug: string): string {
  return `/product/${encodeURIComponent(slug)}`;
}

/** A product's head tags (title, description, its own address, picture and price) and its structured data. */
export function ProductSeo({ product }: { product: ProductDetailFragment }) {
  const t = useT();
  const labels = useProductLabels();
  const absolute = useAbsoluteUrl();
  const path = productPath(product.slug);
  const url = absolute(path);
  const text = product.description || t('product.seo.description', { garment: labels.garment(product.garment), category: product.category });
  const pictures = [...new Set([product.mainImage.url, ...product.images.map((image) => image.url)])].map(absolute);
  const reviews = useReviewsPage(product.id).data?.productReviews?.reviews.items;
  return (
    <>
      <PageMeta title={product.name} description={summary(text)} path={path} image={product.mainImage} price={product.price} />
      <JsonLd data={productJsonLd({ ...product, description: text, reviews }, { url, images: pictures, lowStock: LOW_STOCK })} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t('catalog.home'), url: absolute('/') },
          { name: labels.category(product.category), url: absolute(categoryPath(product.category)) },
          { name: product.name, url },
        ])}
      />
    </>
  );
}
