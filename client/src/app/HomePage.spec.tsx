import { configure, screen, waitFor, within } from '@testing-library/react';
import { productFixture, renderInShop } from '../../test/shop-render';
import { HomeCategoryDocument, HomeRelatedDocument, type Category } from '../gql/graphql';
import HomePage from './HomePage';

// Pages render after a request (and, for search, a 300 ms pause): allow for a busy machine.
configure({ asyncUtilTimeout: 4000 });

function categoryMock(category: Category, start: number, fail = false) {
  const request = { query: HomeCategoryDocument, variables: { category, limit: 4 } };
  const cards = (from: number) => Array.from({ length: 4 }, (_, i) => productFixture(from + i, { name: `${category} ${from + i}`, category }));
  // A failed list is asked for again when the others land in the cache: it stays failed here.
  return fail ? { request, error: new Error('offline'), maxUsageCount: Number.POSITIVE_INFINITY } : { request, result: { data: { popular: cards(start), newest: cards(start + 4) } } };
}

const relatedMock = {
  request: { query: HomeRelatedDocument, variables: { productId: 'p1', limit: 8 } },
  // p2 is already in the women's popular list: left out.
  result: { data: { relatedProducts: [productFixture(2, { name: 'WOMEN 2' }), productFixture(90, { name: 'Related 90' })] } },
};

const section = (name: string) => screen.getByRole('region', { name });

describe('home page', () => {
  it('shows the hero and every list in the spec’s order', async () => {
    renderInShop(<HomePage />, { mocks: [categoryMock('WOMEN', 1), categoryMock('MEN', 20), categoryMock('KID', 40), relatedMock] });
    expect(screen.getByText('NEW ARRIVALS ONLY')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Latest Collection/ })).toHaveAttribute('href', '/new_collection');
    const hero = screen.getByRole('img', { name: 'New arrivals hanging on a clothing rail' });
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).not.toHaveAttribute('loading', 'lazy');

    expect(await screen.findByText('WOMEN 1')).toBeInTheDocument();
    expect(await screen.findByText('Related 90')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Popular in Women',
      'New Collections for Women',
      'Popular in Men',
      'New Collections for Men',
      'Popular in Kids',
      'New Collections for Kids',
      'Related Products',
      'Exclusive Offers For You',
      'Get Exclusive Offers On Your Email',
    ]);
    expect(within(section('Popular in Men')).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section('New Collections for Kids')).getByText('KID 44')).toBeInTheDocument();
    expect(within(section('Related Products')).getAllByRole('listitem')).toHaveLength(1);
    expect(within(section('Exclusive Offers For You')).getByRole('link', { name: 'Check Now' })).toHaveAttribute('href', '/sale');
  });

  it('introduces the shop to search engines: its line as the title, and the shop with its contact details', async () => {
    renderInShop(<HomePage />, { mocks: [categoryMock('WOMEN', 1), categoryMock('MEN', 20), categoryMock('KID', 40), relatedMock] });
    expect(document.title).toBe('Kapor — clothing for women, men and kids');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/');
    // The shop's settings answer: its free-shipping threshold and contact details as the owner set them.
    await waitFor(() => expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('free shipping over $120'));
    const organization = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Kapor',
      url: 'http://localhost/',
      logo: 'http://localhost/favicon.svg',
      email: 'help@kapor.shop',
      telephone: '+880 9612-527267',
      address: 'House 12, Road 7, Dhanmondi, Dhaka 1205, Bangladesh',
    });
    await screen.findByText('Related 90');
  });

  it('shows each failed list’s own error and keeps the rest', async () => {
    renderInShop(<HomePage />, { mocks: [categoryMock('WOMEN', 1), categoryMock('MEN', 20, true), categoryMock('KID', 40, true), relatedMock] });
    expect(await within(section('Popular in Men')).findByRole('alert')).toHaveTextContent('Failed to fetch men collection');
    expect(await within(section('New Collections for Men')).findByRole('alert')).toHaveTextContent('Failed to fetch new collections.');
    expect(await within(section('Popular in Kids')).findByRole('alert')).toHaveTextContent('Failed to fetch kid collection');
    expect(await screen.findByText('WOMEN 1')).toBeInTheDocument();
    expect(within(section('Popular in Women')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Failed to fetch women data.' when the women's lists fail", async () => {
    renderInShop(<HomePage />, { mocks: [categoryMock('WOMEN', 1, true), categoryMock('MEN', 20), categoryMock('KID', 40)] });
    expect(await within(section('Popular in Women')).findByRole('alert')).toHaveTextContent('Failed to fetch women data.');
    expect(screen.queryByRole('region', { name: 'Related Products' })).not.toBeInTheDocument();
  });
});
