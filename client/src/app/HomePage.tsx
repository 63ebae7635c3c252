import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { NewsletterBox } from '../components/NewsletterBox';
import { ProductGrid } from '../components/ProductCard';
import { ErrorText, Spinner } from '../components/Spinner';
import { HomeCategoryDocument, HomeRelatedDocument, type Category, type ProductCardFragment } from '../gql/graphql';
import { Message, useT, type MessageKey } from '../lib/i18n';
import { organizationJsonLd } from '../lib/seo/json-ld';
import { JsonLd } from '../lib/seo/JsonLd';
import { PageMeta } from '../lib/seo/PageMeta';
import { useFreeShippingFrom, useShopContact } from '../lib/shop-settings';
import { useAbsoluteUrl } from '../lib/ssr/site';
import './HomePage.css';

/** The home page's head tags, and the shop itself (name, logo, contact details) as structured data. */
function HomeSeo() {
  const t = useT();
  const freeFrom = useFreeShippingFrom();
  const contact = useShopContact();
  const absolute = useAbsoluteUrl();
  return (
    <>
      <PageMeta title={null} description={freeFrom ? t('pages.home.descriptionFree', { amount: freeFrom }) : t('pages.home.description')} />
      <JsonLd data={organizationJsonLd({ url: absolute('/'), logo: absolute('/favicon.svg'), contact })} />
    </>
  );
}

/** Cards per home list: one row of four on a desktop, two rows of two on a phone. */
const HOME_LIST_SIZE = 4;

/** Each category's two lists: headings, links and the spec's error texts (the English ones exactly as the spec has them). */
const CATEGORY_LISTS: { category: Category; href: string; popular: MessageKey; newest: MessageKey; shop: MessageKey; popularError: MessageKey }[] = [
  { category: 'WOMEN', href: '/womens', popular: 'pages.home.popular.women', newest: 'pages.home.newest.women', shop: 'pages.home.shop.women', popularError: 'pages.home.error.women' },
  { category: 'MEN', href: '/mens', popular: 'pages.home.popular.men', newest: 'pages.home.newest.men', shop: 'pages.home.shop.men', popularError: 'pages.home.error.men' },
  { category: 'KID', href: '/kids', popular: 'pages.home.popular.kids', newest: 'pages.home.newest.kids', shop: 'pages.home.shop.kids', popularError: 'pages.home.error.kids' },
];

/**
 * Home: hero, then popular and new collections for women, men and kids, related products,
 * 'Exclusive Offers' and the newsletter box. Each category's two lists come in one query (all
 * three start at once); a list that fails shows its own error and the rest of the page stays.
 */
export default function HomePage() {
  const t = useT();
  const women = useCategoryLists('WOMEN');
  const men = useCategoryLists('MEN');
  const kids = useCategoryLists('KID');
  const lists = { WOMEN: women, MEN: men, KID: kids };
  // Related products: those like the most popular women's piece (the first card on the page),
  // leaving out what the women's lists already show.
  const anchor = women.popular?.[0];
  const shownIds = new Set([...(women.popular ?? []), ...(women.newest ?? [])].map((product) => product.id));

  return (
    <div className="home">
      <HomeSeo />
      <Hero />
      <div className="container">
        {CATEGORY_LISTS.map(({ category, href, popular, newest, shop, popularError }) => {
          const state = lists[category];
          return (
            <div key={category}>
              <HomeSection id={`popular-${category.toLowerCase()}`} title={t(popular)} link={{ to: href, label: t(shop) }} products={state.popular} loading={state.loading} errorText={t(popularError)} />
              <HomeSection id={`new-${category.toLowerCase()}`} title={t(newest)} link={{ to: `${href}?sort=newest`, label: t('pages.home.seeNew') }} products={state.newest} loading={state.loading} errorText={t('pages.home.error.newCollections')} />
            </div>
          );
        })}
        <RelatedSection anchor={anchor} exclude={shownIds} waiting={women.loading} />
      </div>
      <ExclusiveOffers />
      <div className="container">
        <NewsletterBox />
      </div>
    </div>
  );
}

function useCategoryLists(category: Category) {
  const { data, loading } = useQuery(HomeCategoryDocument, { variables: { category, limit: HOME_LIST_SIZE }, errorPolicy: 'all' });
  // With errorPolicy 'all' a failed field is simply missing: that list shows its error.
  return { popular: data?.popular ?? null, newest: data?.newest ?? null, loading };
}

function Hero() {
  const t = useT();
  const freeFrom = useFreeShippingFrom();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="hero__kicker">{t('pages.home.hero.kicker')}</p>
          <h1 id="hero-title">
            <Message id="pages.home.hero.title" values={{ accent: (chunks) => <span>{chunks}</span> }} />
          </h1>
          <p className="hero__lead">{freeFrom ? t('pages.home.hero.leadFree', { amount: freeFrom }) : t('pages.home.hero.lead')}</p>
          <div className="hero__actions">
            <Link to="/new_collection" className="button button--accent">
              {t('pages.home.hero.latest')} <span aria-hidden="true">→</span>
            </Link>
            <Link to="/sale" className="button button--ghost">
              {t('pages.home.hero.sale')}
            </Link>
          </div>
        </div>
        {/* The largest thing on the first screen: fetched first, never lazily. */}
        <img className="hero__art" src="/images/art/hero.svg" alt={t('pages.home.hero.alt')} width="800" height="700" fetchPriority="high" loading="eager" decoding="async" />
      </div>
    </section>
  );
}

function HomeSection({ id, title, link, products, loading, errorText }: { id: string; title: string; link?: { to: string; label: string }; products: ProductCardFragment[] | null; loading: boolean; errorText: string }) {
  const t = useT();
  return (
    <section className="section home__section" aria-labelledby={id}>
      <div className="section__head">
        <h2 id={id}>{title}</h2>
        {link && (
          <Link to={link.to} className="section__link">
            {link.label} <span aria-hidden="true">→</span>
          </Link>
        )}
      </div>
      {products ? (
        products.length > 0 ? (
          <ProductGrid products={products} label={title} />
        ) : (
          <p className="muted">{t('pages.home.empty')}</p>
        )
      ) : loading ? (
        <Spinner label={t('pages.home.loading', { list: title.toLowerCase() })} />
      ) : (
        <ErrorText>{errorText}</ErrorText>
      )}
    </section>
  );
}

function RelatedSection({ anchor, exclude, waiting }: { anchor: ProductCardFragment | undefined; exclude: Set<string>; waiting: boolean }) {
  const t = useT();
  // Twice the cards needed, so there are still four after dropping those already on the page.
  const { data, loading } = useQuery(HomeRelatedDocument, { variables: { productId: anchor?.id ?? '', limit: HOME_LIST_SIZE * 2 }, skip: !anchor, errorPolicy: 'all' });
  // Nothing to relate to (the women's list failed or is empty): leave the section out.
  if (!anchor && !waiting) return null;
  const related = data?.relatedProducts ? data.relatedProducts.filter((product) => !exclude.has(product.id)).slice(0, HOME_LIST_SIZE) : null;
  return <HomeSection id="related" title={t('pages.home.related')} products={related} loading={waiting || loading} errorText={t('pages.home.error.related')} />;
}

function ExclusiveOffers() {
  const t = useT();
  return (
    <section className="offers" aria-labelledby="offers-title">
      <div className="container offers__inner">
        <div className="offers__text">
          <h2 id="offers-title">
            <Message id="pages.home.offers.title" values={{ accent: (chunks) => <span>{chunks}</span> }} />
          </h2>
          <p className="offers__kicker">{t('pages.home.offers.kicker')}</p>
          <Link to="/sale" className="button">
            {t('pages.home.offers.check')}
          </Link>
        </div>
        <img className="offers__art" src="/images/art/exclusive.svg" alt="" width="700" height="620" loading="lazy" decoding="async" />
      </div>
    </section>
  );
}
