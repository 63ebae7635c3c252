import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { facetsFixture } from '../../../test/catalog-fixtures';
import { BANGLA_PREFERENCES, HINDI_PREFERENCES, productFixture, renderInShop } from '../../../test/shop-render';
import { LatestCollectionDocument, ProductListDocument } from '../../gql/graphql';
import AllProductsPage from './AllProductsPage';
import NewCollectionPage from './NewCollectionPage';
import SalePage from './SalePage';
import WomenPage from './WomenPage';

// Pages render after a request (and, for search, a 300 ms pause): allow for a busy machine.
configure({ asyncUtilTimeout: 4000 });

const dresses = Array.from({ length: 14 }, (_, i) => productFixture(i + 1, { name: `Dress ${i + 1}` }));

/** The first page of a listing (twelve cards a step) as the server answers it. */
function listMock(filter: Record<string, unknown>, items = dresses, { sort = 'FEATURED', pageSize = 12, didYouMean = null as string | null } = {}) {
  return {
    request: { query: ProductListDocument, variables: { page: 1, pageSize, filter, sort } },
    result: {
      data: {
        products: {
          __typename: 'ProductPage',
          page: 1,
          pageSize,
          totalItems: items.length,
          totalPages: Math.max(1, Math.ceil(items.length / pageSize)),
          items: items.slice(0, pageSize),
          didYouMean,
          facets: facetsFixture({ sizes: { M: 9 } }),
        },
      },
    },
  };
}

describe('a category page in Bangla', () => {
  it('shows its heading, banner, count, sort, filters and Explore More in Bangla, with Bangla digits, keeping the URL in English', async () => {
    const { location } = renderInShop(<WomenPage />, {
      path: '/womens',
      route: '/womens',
      preferences: BANGLA_PREFERENCES,
      mocks: [listMock({ category: 'WOMEN' }), listMock({ category: 'WOMEN', colours: ['BLACK'] }, dresses.slice(0, 3))],
    });
    expect(screen.getByRole('status')).toHaveTextContent('পণ্য লোড হচ্ছে...');
    expect(await screen.findByText('১৪টি পণ্যের মধ্যে ১–১২ দেখানো হচ্ছে')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'নারী' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'নারীদের কালেকশন: চলাফেরায় স্বচ্ছন্দ' })).toHaveAttribute('src', '/images/art/banner-women.svg?v=2');
    // The banner's words are the page's, in Bangla, over the picture (which has none).
    expect(document.querySelector('.catalog__banner-words')).toHaveTextContent('নারীদের কালেকশনচলাফেরায় স্বচ্ছন্দ');
    expect(document.title).toBe('নারী · Kapor');
    expect(within(screen.getByRole('list', { name: 'নারীদের পণ্য' })).getAllByRole('heading', { level: 3 })).toHaveLength(12);

    const sort = screen.getByRole('combobox', { name: 'সাজান' });
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual(['বিশেষ পণ্য আগে', 'দাম: কম থেকে বেশি', 'দাম: বেশি থেকে কম', 'নতুন আগে', 'সেরা রেটিং']);
    expect(screen.getByRole('button', { name: 'আরও দেখুন' })).toBeInTheDocument();

    const panel = screen.getByRole('region', { name: 'ফিল্টার' });
    expect(within(within(panel).getByRole('group', { name: 'সাইজ' })).getByRole('checkbox', { name: 'M (৯)' })).toBeEnabled();
    const price = within(panel).getByRole('group', { name: 'দাম' });
    expect(within(price).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual([
      '$২৫.০০-এর কম(৩)',
      '$২৫.০০ থেকে $৫০.০০(৩)',
      '$৫০.০০ থেকে $১০০.০০(৩)',
      '$১০০.০০ ও তার বেশি(৩)',
    ]);
    expect(within(panel).getByRole('group', { name: 'প্রাপ্যতা' })).toHaveTextContent('শুধু স্টকে আছে এমন');

    // The colour reads in Bangla; the address keeps the shop's English name.
    await userEvent.click(within(within(panel).getByRole('group', { name: 'রং' })).getByRole('checkbox', { name: 'কালো (৩)' }));
    expect(location().search).toBe('?colour=Black');
    expect(await screen.findByText('৩টি পণ্যের মধ্যে ১–৩ দেখানো হচ্ছে')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ফিল্টার (১)' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'ফিল্টার মুছুন' })).toBeInTheDocument();
  });

  it('says when nothing is listed, and the search page counts matches and offers "Did you mean" in Bangla', async () => {
    renderInShop(<AllProductsPage />, {
      path: '/all?search=jeens',
      route: '/all',
      preferences: BANGLA_PREFERENCES,
      mocks: [listMock({ search: 'jeens' }, [], { pageSize: 10, didYouMean: 'jeans' }), listMock({ search: 'jeans' }, dresses.slice(0, 2), { pageSize: 10 })],
    });
    expect(await screen.findByText('“jeens”-এর সাথে কোনো পণ্য মেলেনি।')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'সব পণ্য' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'পণ্য খুঁজুন' })).toHaveAttribute('placeholder', 'এখানে খুঁজুন...');
    expect(screen.getByRole('button', { name: 'খোঁজা মুছুন' })).toBeInTheDocument();
    expect(document.title).toBe('“jeens”-এর খোঁজের ফলাফল · Kapor');
    expect(screen.getByText(/আপনি কি/)).toHaveTextContent('আপনি কি jeans খুঁজছেন?');

    await userEvent.click(screen.getByRole('link', { name: 'jeans' }));
    expect(await screen.findByText('“jeans”-এর সাথে ২টি পণ্য মিলেছে')).toBeInTheDocument();
  });

  it('shows /sale and /new_collection in Bangla', async () => {
    const { unmount } = renderInShop(<SalePage />, { path: '/sale', route: '/sale', preferences: BANGLA_PREFERENCES, mocks: [listMock({}, dresses, { sort: 'PRICE_ASC' })] });
    expect(screen.getByRole('heading', { level: 1, name: 'সেল' })).toBeInTheDocument();
    expect(screen.getByText('বিশেষ অফার')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'বিভাগ অনুযায়ী সেল' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['নারী', 'পুরুষ', 'শিশু']);
    expect(await screen.findByText('১৪টি পণ্যের মধ্যে ১–১২ দেখানো হচ্ছে')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'সাজান' })).toHaveDisplayValue('দাম: কম থেকে বেশি');
    unmount();

    renderInShop(<NewCollectionPage />, {
      path: '/new_collection',
      route: '/new_collection',
      preferences: BANGLA_PREFERENCES,
      mocks: [{ request: { query: LatestCollectionDocument, variables: { limit: 24 } }, result: { data: { newCollection: [] } } }],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'নতুন কালেকশন' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('নতুন কালেকশন লোড হচ্ছে...');
    expect(await screen.findByText('এখনো নতুন কোনো পণ্য নেই। শিগগিরই আবার আসুন।')).toBeInTheDocument();
  });
});

describe('a category page in Hindi', () => {
  it('shows its heading, banner, count, sort and filters in Hindi', async () => {
    const { location } = renderInShop(<WomenPage />, {
      path: '/womens',
      route: '/womens',
      preferences: HINDI_PREFERENCES,
      mocks: [listMock({ category: 'WOMEN' }), listMock({ category: 'WOMEN', sizes: ['M'] }, dresses.slice(0, 1))],
    });
    expect(screen.getByRole('status')).toHaveTextContent('उत्पाद लोड हो रहे हैं...');
    expect(await screen.findByText('14 उत्पादों में से 1–12 दिखाए जा रहे हैं')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'महिलाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'महिलाओं का कलेक्शन: आराम से चलने-फिरने के लिए' })).toBeInTheDocument();
    expect(document.title).toBe('महिलाएँ · Kapor');
    expect(screen.getByRole('combobox', { name: 'क्रम से लगाएँ' })).toHaveDisplayValue('ख़ास उत्पाद पहले');
    expect(screen.getByRole('button', { name: 'और देखें' })).toBeInTheDocument();

    const panel = screen.getByRole('region', { name: 'फ़िल्टर' });
    expect(within(within(panel).getByRole('group', { name: 'रंग' })).getByRole('checkbox', { name: 'गुलाबी (3)' })).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: '$100.00 और उससे ज़्यादा (3)' })).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'सेल में (3)' })).toBeInTheDocument();

    await userEvent.click(within(within(panel).getByRole('group', { name: 'साइज़' })).getByRole('checkbox', { name: 'M (9)' }));
    expect(location().search).toBe('?size=M');
    // One product: the singular.
    expect(await screen.findByText('1 उत्पाद में से 1–1 दिखाए जा रहे हैं')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फ़िल्टर (1)' })).toBeInTheDocument();
  });

  it('counts a single search match in Hindi', async () => {
    renderInShop(<AllProductsPage />, { path: '/all?search=dress', route: '/all', preferences: HINDI_PREFERENCES, mocks: [listMock({ search: 'dress' }, dresses.slice(0, 1), { pageSize: 10 })] });
    expect(await screen.findByText('“dress” से 1 उत्पाद मेल खाता है')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'सभी उत्पाद' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'उत्पाद खोजें' })).toHaveAttribute('placeholder', 'यहाँ खोजें...');
  });
});
