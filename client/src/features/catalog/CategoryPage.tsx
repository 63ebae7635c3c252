import type { Category } from '../../gql/graphql';
import { breadcrumbJsonLd } from '../../lib/seo/json-ld';
import { JsonLd } from '../../lib/seo/JsonLd';
import { PageMeta } from '../../lib/seo/PageMeta';
import { useAbsoluteUrl } from '../../lib/ssr/site';
import { ProductListing } from './components/ProductListing';
import './catalog.css';

export interface CategoryPageProps {
  category: Category;
  /** The page heading and tab title, e.g. "Women". */
  title: string;
  /** The sentence search results show for the page. */
  description: string;
  /** The page's own address, e.g. "/womens" (its sort is left out of the canonical link). */
  path: string;
  /** Server-drawn art under /images/art/, e.g. "banner-women". */
  banner: 'banner-women' | 'banner-men' | 'banner-kid';
  bannerAlt: string;
}

/** /womens, /mens, /kids: the category's banner, then its products with real counts, a sort and 'Explore More'. */
export function CategoryPage({ category, title, description, path, banner, bannerAlt }: CategoryPageProps) {
  const absolute = useAbsoluteUrl();
  const bannerUrl = `/images/art/${banner}.svg`;
  return (
    <div className="container page catalog">
      <PageMeta title={title} description={description} path={path} image={{ url: bannerUrl, alt: bannerAlt, width: 1200, height: 300 }} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', url: absolute('/') },
          { name: title, url: absolute(path) },
        ])}
      />
      {/* The banner is the first thing seen: load it at once. */}
      <img className="catalog__banner" src={bannerUrl} alt={bannerAlt} width="1200" height="300" fetchPriority="high" />
      <h1 className="catalog__title">{title}</h1>
      <ProductListing category={category} label={`${title} products`} />
    </div>
  );
}
