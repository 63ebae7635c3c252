import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import bangla from '../../i18n/bn';
import { LanguageProvider } from '../i18n';
import { SiteProvider } from '../ssr/site';
import { canonicalPath, documentTitle, PageMeta, summary, type PageMetaProps } from './PageMeta';
import { renderInEnglish } from '../../../test/in-english';

const SHOP = 'https://kapor.example';

function renderMeta(props: PageMetaProps, url = '/womens') {
  return renderInEnglish(meta(props, url));
}

function meta(props: PageMetaProps, url: string) {
  return (
    <SiteProvider site={{ origin: SHOP }}>
      <MemoryRouter initialEntries={[url]}>
        <PageMeta {...props} />
      </MemoryRouter>
    </SiteProvider>
  );
}

/** Each hreflang alternate's address. */
function alternates() {
  return Object.fromEntries([...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
}

/** What <head> says, as a crawler reads it: each named or property meta tag's content. */
function head() {
  const metas = Object.fromEntries([...document.head.querySelectorAll('meta')].map((meta) => [meta.getAttribute('name') ?? meta.getAttribute('property'), meta.getAttribute('content')]));
  return {
    titles: [...document.head.querySelectorAll('title')].map((title) => title.textContent),
    canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
    metas,
  };
}

describe('PageMeta', () => {
  it('puts the title, description, canonical link, Open Graph and Twitter card into <head>', () => {
    renderMeta({ title: 'Women', description: "Women's clothing at Kapor." }, '/womens?sort=newest&utm_source=mail');
    expect(head()).toEqual({
      titles: ['Women · Kapor'],
      canonical: [`${SHOP}/womens`],
      metas: {
        description: "Women's clothing at Kapor.",
        'og:locale': 'en_US',
        'og:site_name': 'Kapor',
        'og:type': 'website',
        'og:title': 'Women',
        'og:description': "Women's clothing at Kapor.",
        'og:url': `${SHOP}/womens`,
        'og:image': `${SHOP}/images/art/hero.svg`,
        'og:image:alt': 'New arrivals at Kapor hanging on a clothing rail',
        'og:image:width': '800',
        'og:image:height': '700',
        'twitter:card': 'summary_large_image',
        'twitter:title': 'Women',
        'twitter:description': "Women's clothing at Kapor.",
        'twitter:image': `${SHOP}/images/art/hero.svg`,
        'twitter:image:alt': 'New arrivals at Kapor hanging on a clothing rail',
      },
    });
    expect(document.title).toBe('Women · Kapor');
  });

  it('names the same page in every language, English as the default, and files a Bangla page under its own address', () => {
    const english = renderMeta({ title: 'Women', description: "Women's clothing at Kapor." }, '/womens?page=2&sort=newest');
    const everyLanguage = { en: `${SHOP}/womens`, bn: `${SHOP}/bn/womens`, hi: `${SHOP}/hi/womens`, 'x-default': `${SHOP}/womens` };
    expect(alternates()).toEqual(everyLanguage);
    english.unmount();

    // The router's location leaves out the /bn basename; the canonical address keeps it.
    render(<LanguageProvider language="bn" messages={bangla}>{meta({ title: 'নারী', description: 'নারীদের পোশাক।' }, '/womens')}</LanguageProvider>);
    expect(head().canonical).toEqual([`${SHOP}/bn/womens`]);
    expect(head().metas['og:url']).toBe(`${SHOP}/bn/womens`);
    expect(head().metas['og:locale']).toBe('bn_BD');
    expect(alternates()).toEqual(everyLanguage);
  });

  it('gives a page kept out of search results no alternates', () => {
    renderMeta({ title: 'Cart', description: 'Your cart.', noindex: true }, '/cart');
    expect(alternates()).toEqual({});
  });

  it("names the home page by the shop's own line", () => {
    renderMeta({ title: null, description: 'Clothing for women, men and kids.' }, '/');
    expect(document.title).toBe('Kapor — clothing for women, men and kids');
    expect(head().metas['og:title']).toBe('Kapor — clothing for women, men and kids');
    expect(head().canonical).toEqual([`${SHOP}/`]);
  });

  it("shares a product with its own picture and price, under its own address, whatever the page's address", () => {
    renderMeta(
      {
        title: 'Linen Shirt',
        description: 'A linen shirt.',
        path: '/product/linen-shirt',
        image: {
          url: '/images/uploads/abc-1280.webp',
          alt: 'Worn in white',
          width: 1280,
          height: 1707,
        },
        price: { amount: 4550, currency: 'USD' },
      },
      '/display_product',
    );
    const { canonical, metas } = head();
    expect(canonical).toEqual([`${SHOP}/product/linen-shirt`]);
    expect(metas).toMatchObject({
      'og:type': 'product',
      'og:url': `${SHOP}/product/linen-shirt`,
      'og:image': `${SHOP}/images/uploads/abc-1280.webp`,
      'og:image:width': '1280',
      'og:image:height': '1707',
      'twitter:image': `${SHOP}/images/uploads/abc-1280.webp`,
      'product:price:amount': '45.50',
      'product:price:currency': 'USD',
    });
  });

  it('keeps personal pages out of search results, and only those', () => {
    renderMeta({ title: 'Your cart', description: 'Your cart.', noindex: true }, '/cart');
    expect(head().metas.robots).toBe('noindex');
  });

  it('says nothing about robots on pages meant to be found', () => {
    renderMeta({ title: 'Sale', description: 'The sale.' }, '/sale');
    expect(head().metas).not.toHaveProperty('robots');
    expect(head().metas).not.toHaveProperty('product:price:amount');
  });

  it('keeps in the canonical link the query that defines the page', () => {
    renderMeta(
      {
        title: 'All products',
        description: 'Everything.',
        keepParams: ['search', 'page'],
      },
      '/all?page=2&fbclid=x&search=linen%20shirt',
    );
    expect(head().canonical).toEqual([`${SHOP}/all?search=linen+shirt&page=2`]);
  });

  it('leaves one set of tags on client-side navigation: the page shown now', async () => {
    renderInEnglish(
      <SiteProvider site={{ origin: SHOP }}>
        <MemoryRouter initialEntries={['/mens']}>
          <Routes>
            <Route
              path="/mens"
              element={
                <>
                  <PageMeta title="Men" description="Men's clothing." />
                  <Link to="/kids">Kids</Link>
                </>
              }
            />
            <Route
              path="/kids"
              element={
                <>
                  <PageMeta title="Kids" description="Kids' clothing." />
                  <h1>Kids</h1>
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </SiteProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Kids' }));
    await screen.findByRole('heading', { name: 'Kids' });
    const { titles, canonical, metas } = head();
    expect(titles).toEqual(['Kids · Kapor']);
    expect(canonical).toEqual([`${SHOP}/kids`]);
    expect(metas.description).toBe("Kids' clothing.");
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});

describe('documentTitle', () => {
  it('adds the shop to a page name', () => {
    expect(documentTitle('About Us')).toBe('About Us · Kapor');
    expect(documentTitle(null)).toBe('Kapor — clothing for women, men and kids');
  });
});

describe('canonicalPath', () => {
  it('drops sort orders, tokens and tracking; keeps the named parameters in their order', () => {
    expect(canonicalPath('/womens', '?sort=price-asc&utm_campaign=x')).toBe('/womens');
    expect(canonicalPath('/reset-password', '?token=secret')).toBe('/reset-password');
    expect(canonicalPath('/all', '?page=3&search=dress&gclid=1', ['search', 'page'])).toBe('/all?search=dress&page=3');
    expect(canonicalPath('/all', '?page=&search=', ['search', 'page'])).toBe('/all');
  });
});

describe('summary', () => {
  it('keeps a short description whole, on one line', () => {
    expect(summary('  A linen shirt.\n\nCut loose.  ')).toBe('A linen shirt. Cut loose.');
  });

  it('cuts a long one between words, under the limit, with an ellipsis', () => {
    const text = 'A relaxed shirt in washed linen with a camp collar, a chest pocket and a straight hem, made to be worn open over a T-shirt or buttoned up on warm evenings by the sea.';
    const short = summary(text);
    expect(short.length).toBeLessThanOrEqual(155);
    expect(short).toBe('A relaxed shirt in washed linen with a camp collar, a chest pocket and a straight hem, made to be worn open over a T-shirt or buttoned up on warm evenings…');
  });

  it('cuts a single endless word where it must', () => {
    expect(summary('x'.repeat(300), 20)).toBe(`${'x'.repeat(19)}…`);
  });
});
