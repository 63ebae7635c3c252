import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { IN_FLIGHT_MS, currenciesMock } from '../../../test/shop-fixtures';
import { ENGLISH_PREFERENCES } from '../../../test/shop-render';
import { drawnPicture, photoPicture, shopSettingsMock } from '../../../test/shop-render';
import {
  AddToCartDocument,
  ProductDetailDocument,
  ProductPageRelatedDocument,
  ProductReviewsDocument,
  WishlistIdsDocument,
} from '../../gql/graphql';
import { createCache } from '../../lib/apollo';
import { AuthProvider } from '../../lib/auth';
import { PreferencesProvider } from '../../lib/preferences';
import { HttpResponseProvider, type HttpResponseState } from '../../lib/ssr/http-response';
import { SiteProvider } from '../../lib/ssr/site';
import DisplayProductPage from './DisplayProductPage';
import ProductPage from './ProductPage';

const money = (amount: number) => ({ __typename: 'Money' as const, amount, currency: 'USD', formatted: `$${(amount / 100).toFixed(2)}` });

const dress = {
  __typename: 'Product',
  id: 'p-1',
  legacyId: 2,
  slug: 'striped-square-neck-midi-dress',
  name: 'Striped Square-Neck Midi Dress',
  category: 'WOMEN',
  mainImage: drawnPicture('striped-square-neck-midi-dress', 'Striped Square-Neck Midi Dress'),
  rating: 4.5,
  ratingCount: 318,
  inStock: true,
  defaultColour: 'RED',
  price: money(8500),
  compareAtPrice: money(12050),
  variants: [
    { __typename: 'ProductVariant', id: 'v-1', size: 'S', colour: 'RED', available: 12 },
    { __typename: 'ProductVariant', id: 'v-2', size: 'M', colour: 'RED', available: 3 },
    { __typename: 'ProductVariant', id: 'v-3', size: 'L', colour: 'RED', available: 0 },
    { __typename: 'ProductVariant', id: 'v-4', size: 'XL', colour: 'RED', available: 20 },
    { __typename: 'ProductVariant', id: 'v-5', size: 'XXL', colour: 'RED', available: 20 },
    { __typename: 'ProductVariant', id: 'v-6', size: 'S', colour: 'BLACK', available: 9 },
    { __typename: 'ProductVariant', id: 'v-7', size: 'M', colour: 'BLACK', available: 0 },
    { __typename: 'ProductVariant', id: 'v-8', size: 'L', colour: 'BLACK', available: 9 },
    { __typename: 'ProductVariant', id: 'v-9', size: 'XL', colour: 'BLACK', available: 9 },
    { __typename: 'ProductVariant', id: 'v-10', size: 'XXL', colour: 'BLACK', available: 9 },
  ],
  description: 'A striped cotton-blend midi dress with a square neckline.',
  garment: 'dress',
  colours: ['RED', 'BLACK'],
  discountPercent: 29,
  images: ['front', 'back', 'detail', 'flat'].map((view) => ({ ...drawnPicture('striped-square-neck-midi-dress', 'Striped Square-Neck Midi Dress', view), id: null, colour: null })),
};

const productBySlug = (slug: string, product: unknown = dress): MockLink.MockedResponse => ({
  request: { query: ProductDetailDocument, variables: { slug, id: null } },
  result: { data: { product } },
});

const related: MockLink.MockedResponse = {
  request: { query: ProductPageRelatedDocument, variables: { productId: 'p-1', limit: 4 } },
  result: { data: { relatedProducts: [] } },
  maxUsageCount: Infinity,
};

const noReviews: MockLink.MockedResponse = {
  request: { query: ProductReviewsDocument, variables: { productId: 'p-1', page: 1, pageSize: 5 } },
  result: { data: { productReviews: null } },
  maxUsageCount: Infinity,
};

const emptyWishlist: MockLink.MockedResponse = {
  request: { query: WishlistIdsDocument },
  result: { data: { wishlist: { __typename: 'Wishlist', id: 'w-1', itemCount: 0, items: [] } } },
  maxUsageCount: Infinity,
};

function cart() {
  return {
    __typename: 'Cart',
    id: 'c-1',
    itemCount: 1,
    promoCode: null,
    promoNotice: null,
    promoRejection: null,
    lines: [],
    subtotal: money(8500),
    discount: null,
    shipping: money(0),
    freeShippingThreshold: money(12000),
    amountToFreeShipping: money(0),
    total: money(8500),
  };
}

/** Where the app is, for asserting navigation (the data router needs a fetch Request jsdom lacks). */
const current: { location: Location | null } = { location: null };
function LocationProbe() {
  current.location = useLocation();
  return null;
}

const SHOP = 'https://kapor.example';
/** What the page told the server's answer (status, redirect), as the server reads it after rendering. */
let response: HttpResponseState = { status: 200 };

function renderAt(path: string, mocks: MockLink.MockedResponse[], state?: unknown) {
  response = { status: 200 };
  const { pathname, search } = new URL(path, SHOP);
  render(
    <HttpResponseProvider value={response}>
      <SiteProvider site={{ origin: SHOP }}>
        <MockedProvider mocks={[currenciesMock, related, noReviews, shopSettingsMock(), ...mocks]} cache={createCache()}>
          <AuthProvider>
            <PreferencesProvider initial={ENGLISH_PREFERENCES}>
              <MemoryRouter initialEntries={[{ pathname, search, state }]}>
                <LocationProbe />
                <Routes>
                  <Route path="/product/:slug" element={<ProductPage />} />
                  <Route path="/display_product" element={<DisplayProductPage />} />
                  <Route path="/login" element={<p>Login screen</p>} />
                  <Route path="/cart" element={<p>Cart screen</p>} />
                </Routes>
              </MemoryRouter>
            </PreferencesProvider>
          </AuthProvider>
        </MockedProvider>
      </SiteProvider>
    </HttpResponseProvider>,
  );
  return current;
}

const slugPath = `/product/${dress.slug}`;

/** Matches a mutation whatever its variables (the test is about what happens with the answer). */
const anyVariables = () => true;

beforeEach(() => localStorage.clear());

describe('ProductPage', () => {
  it('shows the product: name, rating, both prices, description, sizes and colours', async () => {
    renderAt(slugPath, [productBySlug(dress.slug)]);
    expect(await screen.findByRole('heading', { level: 1, name: dress.name })).toBeInTheDocument();
    expect(screen.getByText('4.5 out of 5')).toBeInTheDocument();
    expect(screen.getByText('(318)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('$120.50').closest('del')).not.toBeNull();
    expect(screen.getByText('$85.00')).toBeInTheDocument();
    expect(await screen.findByText('(Tk 10,412.50)')).toBeInTheDocument();
    expect(screen.getByText(dress.description)).toBeInTheDocument();
    for (const size of ['S', 'M', 'XL', 'XXL']) expect(screen.getByRole('button', { name: size })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'L (sold out)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Red' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Women', { selector: 'dd a' })).toBeInTheDocument();
    expect(document.title).toBe(`${dress.name} · Kapor`);
  });

  it('asks for a size at the size picker before adding, without any request', async () => {
    const user = userEvent.setup();
    localStorage.setItem('auth-token', 'token-1');
    const add = jest.fn(() => ({ data: { addToCart: cart() } }));
    renderAt(slugPath, [productBySlug(dress.slug), emptyWishlist, { request: { query: AddToCartDocument, variables: anyVariables }, result: add }]);
    await user.click(await screen.findByRole('button', { name: 'ADD TO CART' }));
    const sizes = screen.getByRole('group', { name: 'Size' });
    expect(within(sizes).getByRole('alert')).toHaveTextContent('Please select a size before adding to cart.');
    expect(sizes).toHaveAccessibleDescription('Please select a size before adding to cart.');
    expect(add).not.toHaveBeenCalled();
    // Choosing a size takes the message away.
    await user.click(screen.getByRole('button', { name: 'M' }));
    expect(screen.queryByText('Please select a size before adding to cart.')).not.toBeInTheDocument();
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
  });

  it('tells a visitor "User not authenticated" and offers to log in and come back', async () => {
    const user = userEvent.setup();
    const router = renderAt(slugPath, [productBySlug(dress.slug)]);
    await user.click(await screen.findByRole('button', { name: 'S' }));
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('User not authenticated'));
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(router.location?.state).toEqual({ from: slugPath });
  });

  it('says "Adding..." and disables the button while the cart is updated, keeping the keyboard on it', async () => {
    const user = userEvent.setup();
    localStorage.setItem('auth-token', 'token-1');
    renderAt(slugPath, [
      productBySlug(dress.slug),
      emptyWishlist,
      {
        request: { query: AddToCartDocument, variables: { productId: 'p-1', size: 'XL', colour: 'BLACK', quantity: 1 } },
        result: { data: { addToCart: cart() } },
        delay: IN_FLIGHT_MS,
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Black' }));
    await user.click(screen.getByRole('button', { name: 'XL' }));
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    // aria-disabled, not disabled: a disabled button would drop the focus to <body>.
    expect(screen.getByRole('button', { name: 'Adding...' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Adding...' })).toHaveFocus();
    expect(await screen.findByRole('status')).toHaveTextContent(`Added ${dress.name} (XL, Black) to your cart.`);
    expect(screen.getByRole('button', { name: 'ADD TO CART' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'ADD TO CART' })).toHaveFocus();
  });

  it("shows the server's reason when the size cannot be added", async () => {
    const user = userEvent.setup();
    localStorage.setItem('auth-token', 'token-1');
    renderAt(slugPath, [
      productBySlug(dress.slug),
      emptyWishlist,
      {
        request: { query: AddToCartDocument, variables: { productId: 'p-1', size: 'M', colour: 'RED', quantity: 1 } },
        result: {
          data: { addToCart: { __typename: 'OutOfStockError', code: 'OUT_OF_STOCK', message: 'Only 3 of size M in Red left, and 3 are already in your cart.', available: 3, canAdd: 0 } },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Only 3 of size M in Red left, and 3 are already in your cart.'));
  });

  it('follows the chosen colour: pictures repaint and sizes sold out in it are disabled', async () => {
    const user = userEvent.setup();
    renderAt(slugPath, [productBySlug(dress.slug)]);
    await user.click(await screen.findByRole('button', { name: 'M' }));
    const picture = screen.getByRole('img', { name: 'Striped Square-Neck Midi Dress, front view, Red' });
    expect(picture).toHaveAttribute('src', '/images/products/striped-square-neck-midi-dress/front.svg');
    await user.click(screen.getByRole('button', { name: 'Black' }));
    expect(screen.getByRole('img', { name: 'Striped Square-Neck Midi Dress, front view, Black' })).toHaveAttribute(
      'src',
      '/images/products/striped-square-neck-midi-dress/front.svg?colour=Black',
    );
    // M is sold out in black, so the choice of M is dropped.
    expect(screen.getByRole('button', { name: 'M (sold out)' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Size' })).not.toHaveTextContent('Size: M');
    await user.click(screen.getByRole('button', { name: 'Show back view' }));
    expect(screen.getByRole('img', { name: 'Striped Square-Neck Midi Dress, back view, Black' })).toHaveAttribute(
      'src',
      '/images/products/striped-square-neck-midi-dress/back.svg?colour=Black',
    );
  });

  it('offers to mail the sizes sold out in the chosen colour, and remembers the product as recently viewed', async () => {
    const user = userEvent.setup();
    renderAt(slugPath, [productBySlug(dress.slug)]);
    await user.click(await screen.findByRole('button', { name: 'Notify me when it is back' }));
    const size = screen.getByRole('combobox', { name: 'Size' });
    expect(within(size).getAllByRole('option').map((o) => o.textContent)).toEqual(['L']);
    await user.click(screen.getByRole('button', { name: 'Black' }));
    expect(within(size).getAllByRole('option').map((o) => o.textContent)).toEqual(['M']);
    expect(JSON.parse(localStorage.getItem('recently-viewed')!)).toMatchObject([{ id: 'p-1', slug: dress.slug, name: dress.name, price: { amount: 8500, currency: 'USD' } }]);
  });

  it('shows the merchant’s photos instead of the drawn views, with srcset and sizes, and the chosen colour’s first', async () => {
    const user = userEvent.setup();
    const photos = [
      { ...photoPicture('a'.repeat(64), 'Worn in red'), id: 'img-1', colour: 'RED' },
      { ...photoPicture('b'.repeat(64), 'The label', [320, 500]), id: 'img-2', colour: null },
      { ...photoPicture('c'.repeat(64), 'Worn in black'), id: 'img-3', colour: 'BLACK' },
    ];
    renderAt(slugPath, [productBySlug(dress.slug, { ...dress, mainImage: photos[0], images: photos })]);
    const main = await screen.findByRole('img', { name: 'Worn in red' });
    expect(main.getAttribute('srcset')).toBe([320, 640, 960, 1280].map((w) => `/images/uploads/${'a'.repeat(64)}-${w}.webp ${w}w`).join(', '));
    expect(main).toHaveAttribute('sizes', '(max-width: 560px) 100vw, (max-width: 900px) calc(100vw - 140px), 490px');
    expect([main.getAttribute('width'), main.getAttribute('height')]).toEqual(['1280', '1707']);
    expect(main.parentElement!.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toMatch(/a{64}-1280\.avif 1280w$/);
    const thumbs = within(screen.getByRole('group', { name: 'Product pictures' }));
    expect(thumbs.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Show photo 1: Worn in red', 'Show photo 2: The label']);
    expect(thumbs.getAllByRole('button')[1].querySelector('img')).toHaveAttribute('sizes', '84px');
    await user.click(thumbs.getByRole('button', { name: 'Show photo 2: The label' }));
    expect(screen.getByRole('img', { name: 'The label' }).getAttribute('srcset')).toMatch(/b{64}-500\.webp 500w$/);

    // Another colour: its photos and those of no colour in particular, never painted over.
    await user.click(screen.getByRole('button', { name: 'Black' }));
    expect(thumbs.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Show photo 1: The label', 'Show photo 2: Worn in black']);
    expect(screen.getByRole('img', { name: 'The label' })).toHaveAttribute('src', `/images/uploads/${'b'.repeat(64)}-500.webp`);
  });

  it("says 'No Product found.' for an unknown product: a 404 kept out of search results, with a search and ways back to the shop", async () => {
    renderAt('/product/no-such-thing', [productBySlug('no-such-thing', null)]);
    expect(await screen.findByRole('heading', { name: 'No Product found.' })).toBeInTheDocument();
    expect(response).toEqual({ status: 404 });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.title).toBe('No Product found. · Kapor');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/all');
    expect(screen.getByRole('link', { name: 'Women' })).toHaveAttribute('href', '/womens');
  });

  it('tells search engines the product: canonical link, Open Graph with price, Product and BreadcrumbList JSON-LD', async () => {
    renderAt(`${slugPath}?utm_source=mail&colour=black`, [productBySlug(dress.slug)]);
    await screen.findByRole('heading', { level: 1, name: dress.name });
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${SHOP}${slugPath}`);
    expect(meta('meta[name="description"]')).toBe(dress.description);
    expect(meta('meta[property="og:type"]')).toBe('product');
    expect(meta('meta[property="og:url"]')).toBe(`${SHOP}${slugPath}`);
    expect(meta('meta[property="og:image"]')).toBe(`${SHOP}/images/products/${dress.slug}/front.svg`);
    expect(meta('meta[property="product:price:amount"]')).toBe('85.00');
    expect(meta('meta[property="product:price:currency"]')).toBe('USD');
    expect(meta('meta[name="robots"]')).toBeUndefined();
    expect(response).toEqual({ status: 200 });

    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!));
    expect(data.map((item) => item['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(data[0]).toMatchObject({
      name: dress.name,
      sku: '2',
      url: `${SHOP}${slugPath}`,
      image: ['front', 'back', 'detail', 'flat'].map((view) => `${SHOP}/images/products/${dress.slug}/${view}.svg`),
      offers: { '@type': 'Offer', price: '85.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 318 },
    });
    expect(data[1].itemListElement.map((step: { name: string; item: string }) => [step.name, step.item])).toEqual([
      ['Home', `${SHOP}/`],
      ['Women', `${SHOP}/womens`],
      [dress.name, `${SHOP}${slugPath}`],
    ]);
  });

  it('says OutOfStock in the structured data when no size or colour is left', async () => {
    const soldOut = { ...dress, inStock: false, variants: dress.variants.map((variant) => ({ ...variant, available: 0 })) };
    renderAt(slugPath, [productBySlug(dress.slug, soldOut)]);
    await screen.findByRole('heading', { level: 1, name: dress.name });
    const product = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(product.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it("moves an old address to the product's current one: 301 on the server, a replaced entry in the browser", async () => {
    const router = renderAt('/product/old-striped-dress?utm_source=mail', [productBySlug('old-striped-dress'), productBySlug(dress.slug)]);
    expect(await screen.findByRole('heading', { level: 1, name: dress.name })).toBeInTheDocument();
    expect(router.location?.pathname).toBe(slugPath);
    expect(router.location?.search).toBe('?utm_source=mail');
    expect(response.redirect).toEqual({ to: `${slugPath}?utm_source=mail`, status: 301 });
  });
});

describe('DisplayProductPage', () => {
  it("says 'No Product found.' without a product in navigation state (404: the server never has that state)", async () => {
    renderAt('/display_product', []);
    expect(await screen.findByRole('heading', { name: 'No Product found.' })).toBeInTheDocument();
    expect(response.status).toBe(404);
  });

  it("moves to the product's own address when the state names it", async () => {
    const router = renderAt('/display_product', [productBySlug(dress.slug)], { product: { id: 'p-1', slug: dress.slug } });
    expect(await screen.findByRole('heading', { level: 1, name: dress.name })).toBeInTheDocument();
    expect(router.location?.pathname).toBe(slugPath);
  });

  it('shows the product by id when the state has only an id', async () => {
    renderAt('/display_product', [{ request: { query: ProductDetailDocument, variables: { slug: null, id: '2' } }, result: { data: { product: dress } } }], {
      product: { id: 2 },
    });
    expect(await screen.findByRole('heading', { level: 1, name: dress.name })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${dress.name} · Kapor`));
    // Shown here, filed under its own address.
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${SHOP}${slugPath}`);
  });
});
