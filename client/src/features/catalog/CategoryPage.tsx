import type { Category } from '../../gql/graphql';
import { useT, type MessageKey } from '../../lib/i18n';
import { breadcrumbJsonLd } from '../../lib/seo/json-ld';
import { JsonLd } from '../../lib/seo/JsonLd';
import { PageMeta } from '../../lib/seo/PageMeta';
import { useAbsoluteUrl } from '../../lib/ssr/site';
import { ProductListing } from './components/ProductListing';
import './catalog.css';

export interface CategoryPageProps {
  category: Category;
  /** The page's own address, e.g. "/womens" (its sort is left out of the canonical link). */
  path: string;
  /** Server-drawn art under /images/art/, e.g. "banner-women". */
  banner: 'banner-women' | 'banner-men' | 'banner-kid';
}

/**
 * A category's words: the page heading and tab title (e.g. "Women"), the sentence search results show for
 * the page, the banner's text alternative and the name of its product list.
 */
const TEXTS: Record<Category, { title: MessageKey; description: MessageKey; bannerAlt: MessageKey; kicker: MessageKey; headline: MessageKey; products: MessageKey }> = {
  WOMEN: { title: 'catalog.category.women', description: 'catalog.women.description', bannerAlt: 'catalog.women.bannerAlt', kicker: 'catalog.women.bannerKicker', headline: 'catalog.women.bannerHeadline', products: 'catalog.women.products' },
  MEN: { title: 'catalog.category.men', description: 'catalog.men.description', bannerAlt: 'catalog.men.bannerAlt', kicker: 'catalog.men.bannerKicker', headline: 'catalog.men.bannerHeadline', products: 'catalog.men.products' },
  KID: { title: 'catalog.category.kids', description: 'catalog.kids.description', bannerAlt: 'catalog.kids.bannerAlt', kicker: 'catalog.kids.bannerKicker', headline: 'catalog.kids.bannerHeadline', products: 'catalog.kids.products' },
};

/** /womens, /mens, /kids: the category's banner, then its products with real counts, a sort and 'Explore More'. */
export function CategoryPage({ category, path, banner }: CategoryPageProps) {
  const t = useT();
  const absolute = useAbsoluteUrl();
  // ?v=2: the picture without its words (they are the page's now); a browser keeps art for a week.
  const bannerUrl = `/images/art/${banner}.svg?v=2`;
  const texts = TEXTS[category];
  const title = t(texts.title);
  const bannerAlt = t(texts.bannerAlt);
  return (
    <div className="container page catalog">
      <PageMeta title={title} description={t(texts.description)} path={path} image={{ url: bannerUrl, alt: bannerAlt, width: 1200, height: 300 }} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t('catalog.home'), url: absolute('/') },
          { name: title, url: absolute(path) },
        ])}
      />
      {/* The banner is the first thing seen: load it at once. Its words are the page's, in the shopper's language, over
          the picture (the picture's alt text says them to a screen reader). */}
      <div className={`catalog__banner catalog__banner--${category.toLowerCase()}`}>
        <img src={bannerUrl} alt={bannerAlt} width="1200" height="300" fetchPriority="high" />
        <p className="catalog__banner-words" aria-hidden="true">
          <span className="catalog__banner-kicker">{t(texts.kicker)}</span>
          <span className="catalog__banner-headline">{t(texts.headline)}</span>
        </p>
      </div>
      <h1 className="catalog__title">{title}</h1>
      <ProductListing category={category} label={t(texts.products)} />
    </div>
  );
}
