import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { NewsletterBox } from '../components/NewsletterBox';
import { ProductGrid } from '../components/ProductCard';
import { ErrorText, Spinner } from '../components/Spinner';
import { HomeCategoryDocument, HomeRelatedDocument, type Category, type ProductCardFragment } from '../gql/graphql';
import { organizationJsonLd } from '../lib/seo/json-ld';
import { JsonLd } from '../lib/seo/JsonLd';
import { PageMeta } from '../lib/seo/PageMeta';
import { useFreeShippingFrom, useShopContact } from '../lib/shop-settings';
import { useAbsoluteUrl } from '../lib/ssr/site';
import './HomePage.css';

/** The home page's head tags, and the shop itself (name, logo, contact details) as structured data. */
function HomeSeo() {
  const freeFrom = useFreeShippingFrom();
  const contact = useShopContact();
  const absolute = useAbsoluteUrl();
  return (
    <>
      <PageMeta title={null} description={`Clothing for women, men and kids at Kapor: new collections every season, sizes S to XXL${freeFrom ? `, free shipping over ${freeFrom}` : ''} and secure online payment.`} />
      <JsonLd data={organizationJsonLd({ url: absolute('/'), logo: absolute('/favicon.svg'), contact })} />
    </>
  );
}

/** Cards per home list: one row of four on a desktop, two rows of two on a phone. */
const HOME_LIST_SIZE = 4;

/** The spec's error texts, one per list. */
const CATEGORY_LISTS: { category: Category; name: string; href: string; popularError: string }[] = [
  { category: 'WOMEN', name: 'Women', href: '/womens', popularError: 'Failed to fetch women data.' },
  { category: 'MEN', name: 'Men', href: '/mens', popularError: 'Failed to fetch men collection' },
  { category: 'KID', name: 'Kids', href: '/kids', popularError: 'Failed to fetch kid collection' },
];
const NEW_COLLECTION_ERROR = 'Failed to fetch new collections.';

/**
 * Home: hero, then popular and new collections for women, men and kids, related products,
 * 'Exclusive Offers' and the newsletter box. Each category's two lists come in one query (all
 * three start at once); a list that fails shows its own error and the rest of the page stays.
 */
export default function HomePage() {
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
        {CATEGORY_LISTS.map(({ category, name, href, popularError }) => {
          const state = lists[category];
          return (
            <div key={category}>
              <HomeSection id={`popular-${category.toLowerCase()}`} title={`Popular in ${name}`} link={{ to: href, label: `Shop ${name}` }} products={state.popular} loading={state.loading} errorText={popularError} />
              <HomeSection id={`new-${category.toLowerCase()}`} title={`New Collections for ${name}`} link={{ to: `${href}?sort=newest`, label: 'See what’s new' }} products={state.newest} loading={state.loading} errorText={NEW_COLLECTION_ERROR} />
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
  const freeFrom = useFreeShippingFrom();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="hero__kicker">NEW ARRIVALS ONLY</p>
          <h1 id="hero-title">
            New collections <span>for everyone</span>
          </h1>
          <p className="hero__lead">Fresh cuts for women, men and kids — delivered across South Asia{freeFrom ? `, free over ${freeFrom}` : ''}.</p>
          <div className="hero__actions">
            <Link to="/new_collection" className="button button--accent">
              Latest Collection <span aria-hidden="true">→</span>
            </Link>
            <Link to="/sale" className="button button--ghost">
              Shop the sale
            </Link>
          </div>
        </div>
        {/* The largest thing on the first screen: fetched first, never lazily. */}
        <img className="hero__art" src="/images/art/hero.svg" alt="New arrivals hanging on a clothing rail" width="800" height="700" fetchPriority="high" loading="eager" decoding="async" />
      </div>
    </section>
  );
}

function HomeSection({ id, title, link, products, loading, errorText }: { id: string; title: string; link?: { to: string; label: string }; products: ProductCardFragment[] | null; loading: boolean; errorText: string }) {
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
          <p className="muted">Nothing here yet — new pieces arrive every week.</p>
        )
      ) : loading ? (
        <Spinner label={`Loading ${title.toLowerCase()}...`} />
      ) : (
        <ErrorText>{errorText}</ErrorText>
      )}
    </section>
  );
}

function RelatedSection({ anchor, exclude, waiting }: { anchor: ProductCardFragment | undefined; exclude: Set<string>; waiting: boolean }) {
  // Twice the cards needed, so there are still four after dropping those already on the page.
  const { data, loading } = useQuery(HomeRelatedDocument, { variables: { productId: anchor?.id ?? '', limit: HOME_LIST_SIZE * 2 }, skip: !anchor, errorPolicy: 'all' });
  // Nothing to relate to (the women's list failed or is empty): leave the section out.
  if (!anchor && !waiting) return null;
  const related = data?.relatedProducts ? data.relatedProducts.filter((product) => !exclude.has(product.id)).slice(0, HOME_LIST_SIZE) : null;
  return <HomeSection id="related" title="Related Products" products={related} loading={waiting || loading} errorText="Failed to fetch related products." />;
}

function ExclusiveOffers() {
  return (
    <section className="offers" aria-labelledby="offers-title">
      <div className="container offers__inner">
        <div className="offers__text">
          <h2 id="offers-title">
            Exclusive <span>Offers For You</span>
          </h2>
          <p className="offers__kicker">ONLY ON BEST SELLERS PRODUCTS</p>
          <Link to="/sale" className="button">
            Check Now
          </Link>
        </div>
        <img className="offers__art" src="/images/art/exclusive.svg" alt="" width="700" height="620" loading="lazy" decoding="async" />
      </div>
    </section>
  );
}
