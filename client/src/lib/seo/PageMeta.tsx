import { useLocation } from 'react-router-dom';
import { LANGUAGES, useLanguage, useT, type Language } from '../i18n';
import { pathInLanguage } from '../language-path';
import type { MoneyValue } from '../money';
import { useAbsoluteUrl } from '../ssr/site';
import { decimalFromMinorUnits, SHOP_NAME } from './json-ld';

/** Open Graph's locale names (language_TERRITORY). */
const OPEN_GRAPH_LOCALES: Record<Language, string> = { en: 'en_US', bn: 'bn_BD', hi: 'hi_IN' };

export const HOME_TITLE = `${SHOP_NAME} — clothing for women, men and kids`;

/** The picture a page is shared with when it has none of its own (its alt text in the shopper's language). */
const SHOP_IMAGE = { url: '/images/art/hero.svg', width: 800, height: 700 };

/** "Women · Kapor"; the home page (null) is the shop's own name and line (`homeTitle`, in the shopper's language). */
export function documentTitle(title: string | null, homeTitle = HOME_TITLE): string {
  return title ? `${title} · ${SHOP_NAME}` : homeTitle;
}

/**
 * The address search engines should file a page under: its path, and of the query only what defines the
 * page (`keep`, in that order: /all?search=…&page=2), never sort orders, tokens or utm_… tracking.
 */
export function canonicalPath(pathname: string, search: string, keep: readonly string[] = []): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of keep) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

const ELLIPSIS = '…';

/** A description of at most `max` characters (~155, what results pages show), cut between words. */
export function summary(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const room = flat.slice(0, max - ELLIPSIS.length);
  // Whole words only, unless a single word fills most of the room.
  const lastSpace = flat[room.length] === ' ' ? room.length : room.lastIndexOf(' ');
  const words = lastSpace > max / 2 ? room.slice(0, lastSpace) : room;
  return `${words.replace(/[\s,.;:–—-]+$/, '')}${ELLIPSIS}`;
}

export interface PageImage {
  url: string;
  alt: string;
  width?: number | null;
  height?: number | null;
}

export interface PageMetaProps {
  /** The page's own name ("Women"); null on the home page. */
  title: string | null;
  description: string;
  /** The page's own path when it is not the one shown (a product opened by id has its /product/slug). */
  path?: string;
  /** Query parameters that define the page, kept in its canonical URL (see canonicalPath). */
  keepParams?: readonly string[];
  /** What the page is shared with (site-relative or absolute); the shop's picture when omitted. */
  image?: PageImage;
  /** A product page: Open Graph type product, with the price the shop charges. */
  price?: MoneyValue;
  /** Personal and transactional pages, and what does not exist: kept out of search results. */
  noindex?: boolean;
}

/**
 * Everything a page says about itself in <head>: title, description, canonical link, robots, Open Graph and
 * Twitter card. React 19 hoists these elements into <head> (on the server and on client-side navigation), so
 * every route renders exactly one PageMeta: two would leave two titles.
 */
export function PageMeta({ title, description, path, keepParams, image: ownImage, price, noindex = false }: PageMetaProps) {
  const t = useT();
  const location = useLocation();
  const absolute = useAbsoluteUrl();
  const homeTitle = t('common.meta.homeTitle');
  const image = ownImage ?? { ...SHOP_IMAGE, alt: t('common.meta.imageAlt') };
  const fullTitle = documentTitle(title, homeTitle);
  const shareTitle = title ?? homeTitle;
  const language = useLanguage();
  // The page's own path within the app (the router's location leaves out the language prefix).
  const appPath = path ?? canonicalPath(location.pathname, location.search, keepParams);
  const canonical = absolute(pathInLanguage(appPath, language));
  const imageUrl = absolute(image.url);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        // The same page in each language (English also as the default), so search engines show the shopper's.
        [...LANGUAGES.map((l) => l.code), 'x-default' as const].map((hreflang) => (
          <link key={hreflang} rel="alternate" hrefLang={hreflang} href={absolute(pathInLanguage(appPath, hreflang === 'x-default' ? 'en' : hreflang))} />
        ))
      )}
      <meta property="og:locale" content={OPEN_GRAPH_LOCALES[language]} />
      <meta property="og:site_name" content={SHOP_NAME} />
      <meta property="og:type" content={price ? 'product' : 'website'} />
      <meta property="og:title" content={shareTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:alt" content={image.alt} />
      {image.width && image.height ? (
        <>
          <meta property="og:image:width" content={String(image.width)} />
          <meta property="og:image:height" content={String(image.height)} />
        </>
      ) : null}
      {price && (
        <>
          <meta property="product:price:amount" content={decimalFromMinorUnits(price.amount, price.currency)} />
          <meta property="product:price:currency" content={price.currency} />
        </>
      )}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={shareTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={image.alt} />
    </>
  );
}
