import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { money } from '../../../test/shop-fixtures';
import { BANGLA_PREFERENCES, drawnPicture, HINDI_PREFERENCES, renderInShop } from '../../../test/shop-render';
import { MyReviewDocument, ProductDetailDocument, ProductPageRelatedDocument, ProductReviewsDocument, WishlistIdsDocument } from '../../gql/graphql';
import type { InitialPreferences } from '../../lib/preferences';
import { ProductReviews } from './components/ProductReviews';
import ProductPage from './ProductPage';

const NAME = 'Striped Square-Neck Midi Dress';
const SLUG = 'striped-square-neck-midi-dress';

/** A dress in red (M nearly gone, L sold out) and black; its name and description stay as the server sends them. */
const dress = {
  __typename: 'Product',
  id: 'p-1',
  legacyId: 2,
  slug: SLUG,
  name: NAME,
  category: 'WOMEN',
  mainImage: drawnPicture(SLUG, NAME),
  rating: 4.5,
  ratingCount: 7,
  inStock: true,
  defaultColour: 'RED',
  price: money(8500),
  compareAtPrice: money(12050),
  variants: [
    { __typename: 'ProductVariant', id: 'v-1', size: 'S', colour: 'RED', available: 12 },
    { __typename: 'ProductVariant', id: 'v-2', size: 'M', colour: 'RED', available: 3 },
    { __typename: 'ProductVariant', id: 'v-3', size: 'L', colour: 'RED', available: 0 },
    { __typename: 'ProductVariant', id: 'v-4', size: 'XL', colour: 'RED', available: 1 },
    { __typename: 'ProductVariant', id: 'v-5', size: 'XXL', colour: 'RED', available: 20 },
    { __typename: 'ProductVariant', id: 'v-6', size: 'S', colour: 'BLACK', available: 9 },
  ],
  description: 'A striped cotton-blend midi dress with a square neckline.',
  garment: 'dress',
  colours: ['RED', 'BLACK'],
  discountPercent: 29,
  images: ['front', 'back'].map((view) => ({ ...drawnPicture(SLUG, NAME, view), id: null, colour: null })),
};

const review = (n: number, rating: number) => ({
  __typename: 'Review' as const,
  id: `r-${n}`,
  authorName: `Author ${n}`,
  rating,
  title: `Title ${n}`,
  text: `Text of review ${n}.`,
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: n === 1 ? '2026-11-03T10:00:00.000Z' : '2026-11-02T10:00:00.000Z',
  hidden: false,
  language: 'en',
});

const reviews = {
  __typename: 'ProductReviews',
  productId: 'p-1',
  average: 4.3,
  count: 7,
  histogram: [4, 2, 0, 0, 1].map((count, i) => ({ __typename: 'RatingCount', stars: 5 - i, count })),
  reviews: { __typename: 'ReviewPage', page: 1, totalPages: 2, totalItems: 7, items: [1, 2, 3, 4, 5].map((n) => review(n, 5)) },
};

const mocks: MockLink.MockedResponse[] = [
  { request: { query: ProductDetailDocument, variables: { slug: SLUG, id: null } }, result: { data: { product: dress } } },
  { request: { query: ProductPageRelatedDocument, variables: { productId: 'p-1', limit: 4 } }, result: { data: { relatedProducts: [] } }, maxUsageCount: Infinity },
  { request: { query: ProductReviewsDocument, variables: { productId: 'p-1', page: 1, pageSize: 5 } }, result: { data: { productReviews: reviews } }, maxUsageCount: Infinity },
];

function renderProduct(preferences: InitialPreferences) {
  return renderInShop(<ProductPage />, { path: `/product/${SLUG}`, route: '/product/:slug', preferences, mocks });
}

beforeEach(() => localStorage.clear());

describe('the product page in Bangla', () => {
  it('shows the buying options, stock, notice form and reviews in Bangla with Bangla digits; the product’s own words as sent', async () => {
    const user = userEvent.setup();
    renderProduct(BANGLA_PREFERENCES);
    expect(screen.getByRole('status')).toHaveTextContent('পণ্য লোড হচ্ছে...');
    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
    expect(screen.getByText(dress.description)).toBeInTheDocument();
    expect(document.title).toBe(`${NAME} · Kapor`);

    const breadcrumb = screen.getByRole('navigation', { name: 'আপনি এখানে আছেন' });
    expect(within(breadcrumb).getAllByRole('link').map((link) => link.textContent)).toEqual(['হোম', 'নারী']);
    expect(screen.getByText('নারী · ড্রেস')).toBeInTheDocument();
    expect(screen.getByText('২৯% সাশ্রয়')).toBeInTheDocument();

    // Colours by their Bangla names, the pictures still asked for in English.
    expect(screen.getByRole('group', { name: 'রং: লাল' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'লাল' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: `${NAME}, front view, লাল` })).toBeInTheDocument();

    const sizes = screen.getByRole('group', { name: 'সাইজ' });
    const soldOut = within(sizes).getByRole('button', { name: 'L (বিক্রি শেষ)' });
    expect(soldOut).toBeDisabled();
    expect(soldOut).toHaveAttribute('title', 'লাল রঙে L সাইজ বিক্রি হয়ে গেছে');
    expect(within(sizes).getByText('বিক্রি শেষ')).toBeInTheDocument();
    expect(within(sizes).getByRole('button', { name: 'M' })).toHaveAccessibleDescription('মাত্র ৩টি বাকি');
    expect(within(sizes).getByRole('button', { name: 'XL' })).toHaveAccessibleDescription('মাত্র ১টি বাকি');

    await user.click(screen.getByRole('button', { name: 'কার্টে যোগ করুন' }));
    expect(within(sizes).getByRole('alert')).toHaveTextContent('কার্টে যোগ করার আগে একটি সাইজ বেছে নিন।');
    await user.click(within(sizes).getByRole('button', { name: 'M' }));
    expect(sizes).toHaveTextContent('সাইজ: M');
    expect(screen.getByRole('button', { name: 'পছন্দের তালিকায় রাখুন' })).toBeInTheDocument();
    expect(screen.getByText('ট্যাগ:').nextSibling).toHaveTextContent('ড্রেস, লাল, কালো');

    // Notify me: the client's own check in Bangla.
    expect(screen.getByRole('heading', { name: 'আপনার সাইজ শেষ হয়ে গেছে?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'আবার এলে আমাকে জানান' }));
    expect(screen.getByText('সাইজটি লাল রঙে আবার এলে আমরা আপনাকে একবার ই-মেইল করব, অন্য কিছু নিয়ে নয়।')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'সাইজ' })).toHaveDisplayValue('L');
    await user.click(screen.getByRole('button', { name: 'আমাকে জানান' }));
    expect(screen.getByRole('textbox', { name: 'ই-মেইল' })).toHaveAccessibleDescription('ই-মেইল দিতে হবে।');

    // Reviews: the average, the plural count and the histogram in Bangla digits, the date in Bangla.
    const section = screen.getByRole('region', { name: 'রিভিউ' });
    await within(section).findByText('Title 1');
    // A review keeps the language its author wrote it in, so the Bangla page reads it as English.
    expect(within(section).getByText('Title 1')).toHaveAttribute('lang', 'en');
    expect(within(section).getByText('Text of review 1.')).toHaveAttribute('lang', 'en');
    expect(within(section).getByText('৪.৩').closest('p')).toHaveTextContent('৫-এর মধ্যে ৪.৩');
    expect(within(section).getByText('৭টি রিভিউ')).toBeInTheDocument();
    const bars = within(within(section).getByRole('list', { name: 'তারা অনুযায়ী রিভিউ' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual(['৫ তারা৪', '৪ তারা২', '৩ তারা০', '২ তারা০', '১ তারা১']);
    expect(within(section).getByText('Author 1').closest('p')).toHaveTextContent('Author 1 · ২ নভে, ২০২৬ · সম্পাদিত');
    expect(within(section).getByRole('button', { name: 'আরও রিভিউ' })).toBeInTheDocument();
    expect(within(section).getByText(/এটি কিনেছেন\?/)).toHaveTextContent('এটি কিনেছেন? লগ ইন করে একটি রিভিউ লিখুন।');
    expect(within(section).getByRole('link', { name: 'একটি রিভিউ লিখুন' })).toHaveAttribute('href', '/login');
  });
});

describe('the product page in Hindi', () => {
  it('shows the buying options, stock and reviews in Hindi, with singular and plural', async () => {
    const user = userEvent.setup();
    renderProduct(HINDI_PREFERENCES);
    expect(await screen.findByRole('heading', { level: 1, name: NAME })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'आप यहाँ हैं' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['होम', 'महिलाएँ']);
    expect(screen.getByText('महिलाएँ · ड्रेस')).toBeInTheDocument();
    expect(screen.getByText('29% की बचत')).toBeInTheDocument();

    const sizes = screen.getByRole('group', { name: 'साइज़' });
    expect(within(sizes).getByRole('button', { name: 'M' })).toHaveAccessibleDescription('सिर्फ़ 3 बचे हैं');
    expect(within(sizes).getByRole('button', { name: 'XL' })).toHaveAccessibleDescription('सिर्फ़ 1 बचा है');
    expect(within(sizes).getByRole('button', { name: 'L (बिक चुका)' })).toHaveAttribute('title', 'लाल रंग में L साइज़ बिक चुका है');

    await user.click(screen.getByRole('button', { name: 'कार्ट में डालें' }));
    expect(within(sizes).getByRole('alert')).toHaveTextContent('कार्ट में डालने से पहले कृपया साइज़ चुनें।');

    // Black: the colour's name in Hindi, in the picker and in what is sold out.
    await user.click(screen.getByRole('button', { name: 'काला' }));
    expect(screen.getByRole('group', { name: 'रंग: काला' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पीछे का हिस्सा देखें' })).toBeInTheDocument();

    const section = screen.getByRole('region', { name: 'समीक्षाएँ' });
    await within(section).findByText('Title 1');
    expect(within(section).getByText('7 समीक्षाएँ')).toBeInTheDocument();
    expect(within(section).getByText('4.3').closest('p')).toHaveTextContent('5 में से 4.3');
    const bars = within(within(section).getByRole('list', { name: 'स्टार के अनुसार समीक्षाएँ' })).getAllByRole('listitem');
    expect(bars[4]).toHaveTextContent('1 स्टार1');
    expect(within(section).getByText('Author 2').closest('p')).toHaveTextContent('Author 2 · 2 नव॰ 2026');
    expect(within(section).getByRole('link', { name: 'समीक्षा लिखें' })).toBeInTheDocument();
  });

  it('lets a buyer write a review in Hindi', async () => {
    const user = userEvent.setup();
    localStorage.setItem('auth-token', 'token');
    renderInShop(<ProductReviews productId="p-1" />, {
      path: `/product/${SLUG}`,
      route: '/product/:slug',
      preferences: HINDI_PREFERENCES,
      mocks: [
        mocks[2],
        { request: { query: MyReviewDocument, variables: { productId: 'p-1' } }, result: { data: { canReview: true, myReview: null } } },
        { request: { query: WishlistIdsDocument }, result: { data: { wishlist: { __typename: 'Wishlist', id: 'w-1', itemCount: 0, items: [] } } }, maxUsageCount: Infinity },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'समीक्षा लिखें' }));
    const form = screen.getByRole('form', { name: 'समीक्षा लिखें' });
    const stars = within(form).getByRole('group', { name: /आपकी रेटिंग/ });
    expect(within(stars).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(['1 स्टार', '2 स्टार', '3 स्टार', '4 स्टार', '5 स्टार']);
    expect(within(form).getByLabelText(/शीर्षक/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/आपकी समीक्षा/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'समीक्षा प्रकाशित करें' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'रद्द करें' }));
    expect(screen.getByRole('button', { name: 'समीक्षा लिखें' })).toBeInTheDocument();
  });
});
