import { configure, screen, waitFor, within } from '@testing-library/react';
import { BANGLA_PREFERENCES, HINDI_PREFERENCES, productFixture, renderInShop } from '../../test/shop-render';
import { HomeCategoryDocument, HomeRelatedDocument, type Category } from '../gql/graphql';
import HomePage from './HomePage';

configure({ asyncUtilTimeout: 4000 });

function categoryMock(category: Category, start: number, fail = false) {
  const request = { query: HomeCategoryDocument, variables: { category, limit: 4 } };
  const cards = (from: number) => Array.from({ length: 4 }, (_, i) => productFixture(from + i, { name: `${category} ${from + i}`, category }));
  return fail ? { request, error: new Error('offline'), maxUsageCount: Number.POSITIVE_INFINITY } : { request, result: { data: { popular: cards(start), newest: cards(start + 4) } } };
}

const relatedMock = {
  request: { query: HomeRelatedDocument, variables: { productId: 'p1', limit: 8 } },
  result: { data: { relatedProducts: [productFixture(90, { name: 'Related 90' })] } },
};

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('the home page in Bangla', () => {
  it('shows the hero, every list, the offers and the newsletter box in Bangla, with Bangla digits', async () => {
    renderInShop(<HomePage />, { preferences: BANGLA_PREFERENCES, mocks: [categoryMock('WOMEN', 1), categoryMock('MEN', 20), categoryMock('KID', 40), relatedMock] });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('নতুন কালেকশন সবার জন্য');
    expect(screen.getByText('শুধুই নতুন পোশাক')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /সর্বশেষ কালেকশন/ })).toHaveAttribute('href', '/new_collection');
    expect(screen.getByRole('img', { name: 'কাপড়ের র‍্যাকে ঝুলছে নতুন পোশাক' })).toBeInTheDocument();

    expect(await screen.findByText('WOMEN 1')).toBeInTheDocument();
    expect(await screen.findByText('Related 90')).toBeInTheDocument();
    expect(headings()).toEqual([
      'নারীদের জনপ্রিয় পোশাক',
      'নারীদের নতুন কালেকশন',
      'পুরুষদের জনপ্রিয় পোশাক',
      'পুরুষদের নতুন কালেকশন',
      'শিশুদের জনপ্রিয় পোশাক',
      'শিশুদের নতুন কালেকশন',
      'সম্পর্কিত পণ্য',
      'এক্সক্লুসিভ অফার শুধু আপনার জন্য',
      'এক্সক্লুসিভ অফার পান সরাসরি আপনার ইমেইলে',
    ]);
    const popularMen = screen.getByRole('region', { name: 'পুরুষদের জনপ্রিয় পোশাক' });
    expect(within(popularMen).getByRole('link', { name: /পুরুষদের পোশাক দেখুন/ })).toHaveAttribute('href', '/mens');
    // A card in Bangla: its button, and its price and discount in Bangla digits (the product's name is the shop's data).
    const card = within(popularMen).getByText('MEN 20').closest('article')!;
    expect(within(card).getByRole('button', { name: 'কার্টে যোগ করুন' })).toBeEnabled();
    expect(card).toHaveTextContent('-২৫%');
    expect(within(card).getByText('$৩০.০০')).toBeInTheDocument();
    expect(within(card).getByText('$৪০.০০').closest('del')).toHaveTextContent('আগের দাম $৪০.০০');
    expect(within(card).getByText('(৩০)')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'এক্সক্লুসিভ অফার শুধু আপনার জন্য' })).getByRole('link', { name: 'এখনই দেখুন' })).toHaveAttribute('href', '/sale');
    expect(screen.getByRole('button', { name: 'সাবস্ক্রাইব' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'আপনার ইমেইল ঠিকানা' })).toHaveAttribute('placeholder', 'আপনার ইমেইল');
  });

  it('gives the page a Bangla title and description', async () => {
    renderInShop(<HomePage />, { preferences: BANGLA_PREFERENCES, mocks: [categoryMock('WOMEN', 1), categoryMock('MEN', 20), categoryMock('KID', 40), relatedMock] });
    expect(document.title).toBe('Kapor — নারী, পুরুষ ও শিশুদের পোশাক');
    await waitFor(() => expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('$120-এর বেশি অর্ডারে ফ্রি ডেলিভারি'));
    await screen.findByText('Related 90');
  });

  it("says in Bangla that a list could not be fetched", async () => {
    renderInShop(<HomePage />, { preferences: BANGLA_PREFERENCES, mocks: [categoryMock('WOMEN', 1), categoryMock('MEN', 20, true), categoryMock('KID', 40), relatedMock] });
    expect(await within(screen.getByRole('region', { name: 'পুরুষদের জনপ্রিয় পোশাক' })).findByRole('alert')).toHaveTextContent('পুরুষদের কালেকশন আনা যায়নি');
    expect(await within(screen.getByRole('region', { name: 'পুরুষদের নতুন কালেকশন' })).findByRole('alert')).toHaveTextContent('নতুন কালেকশন আনা যায়নি।');
    await screen.findByText('Related 90');
  });
});

describe('the home page in Hindi', () => {
  it('shows the hero, every list and the newsletter box in Hindi', async () => {
    renderInShop(<HomePage />, { preferences: HINDI_PREFERENCES, mocks: [categoryMock('WOMEN', 1), categoryMock('MEN', 20), categoryMock('KID', 40), relatedMock] });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('नया कलेक्शन सबके लिए');
    expect(screen.getByRole('link', { name: /लेटेस्ट कलेक्शन/ })).toHaveAttribute('href', '/new_collection');
    expect(await screen.findByText('Related 90')).toBeInTheDocument();
    expect(headings()).toEqual([
      'महिलाओं में लोकप्रिय',
      'महिलाओं का नया कलेक्शन',
      'पुरुषों में लोकप्रिय',
      'पुरुषों का नया कलेक्शन',
      'बच्चों में लोकप्रिय',
      'बच्चों का नया कलेक्शन',
      'मिलते-जुलते उत्पाद',
      'एक्सक्लूसिव ऑफ़र सिर्फ़ आपके लिए',
      'एक्सक्लूसिव ऑफ़र सीधे अपने ईमेल पर पाएँ',
    ]);
    const card = screen.getByText('KID 40').closest('article')!;
    expect(within(card).getByRole('button', { name: 'कार्ट में डालें' })).toBeEnabled();
    expect(within(card).getByRole('img', { name: 'रेटिंग 5 में से 4.5' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अभी देखें' })).toHaveAttribute('href', '/sale');
    expect(screen.getByRole('button', { name: 'सब्सक्राइब करें' })).toBeInTheDocument();
    expect(document.title).toBe('Kapor — महिलाओं, पुरुषों और बच्चों के कपड़े');
  });
});
