import type { Category } from '../../gql/graphql';
import { useTitle } from '../../lib/use-title';
import { ProductListing } from './components/ProductListing';
import './catalog.css';

export interface CategoryPageProps {
  category: Category;
  /** The page heading and tab title, e.g. "Women". */
  title: string;
  /** Server-drawn art under /images/art/, e.g. "banner-women". */
  banner: 'banner-women' | 'banner-men' | 'banner-kid';
  bannerAlt: string;
}

/** /womens, /mens, /kids: the category's banner, then its products with real counts, a sort and 'Explore More'. */
export function CategoryPage({ category, title, banner, bannerAlt }: CategoryPageProps) {
  useTitle(title);
  return (
    <div className="container page catalog">
      {/* The banner is the first thing seen: load it at once. */}
      <img className="catalog__banner" src={`/images/art/${banner}.svg`} alt={bannerAlt} width="1200" height="300" fetchPriority="high" />
      <h1 className="catalog__title">{title}</h1>
      <ProductListing category={category} label={`${title} products`} />
    </div>
  );
}
