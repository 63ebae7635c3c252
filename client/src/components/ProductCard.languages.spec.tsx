import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BANGLA_PREFERENCES, HINDI_PREFERENCES, productFixture, renderInShop } from '../../test/shop-render';
import { ProductCard } from './ProductCard';

beforeEach(() => localStorage.clear());

describe('a product card in Bangla', () => {
  it('offers the product in Bangla words and Bangla digits', async () => {
    renderInShop(<ProductCard product={productFixture(1)} />, { preferences: BANGLA_PREFERENCES });
    const card = screen.getByRole('article');
    // The name is the shop's data; everything around it is Bangla.
    expect(within(card).getByRole('link', { name: 'Product 1' })).toHaveAttribute('href', '/product/product-1');
    expect(within(card).getByRole('button', { name: 'Product 1 পছন্দের তালিকায় রাখুন' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(card).getByRole('img', { name: 'রেটিং ৫-এর মধ্যে ৪.৫' })).toBeInTheDocument();
    expect(within(card).getByText('(১১)')).toBeInTheDocument();
    expect(within(card).getByText('-৪৮%')).toBeInTheDocument();
    expect(within(card).getByText('$১১.০০')).toBeInTheDocument();
    expect(within(card).getByText('$২১.০০').closest('del')).toHaveTextContent('আগের দাম $২১.০০');
    expect(within(card).getByRole('button', { name: 'কার্টে যোগ করুন' })).toBeEnabled();
  });

  it('asks for a size, then tells a visitor in Bangla to log in first', async () => {
    renderInShop(<ProductCard product={productFixture(1)} />, { preferences: BANGLA_PREFERENCES });
    await userEvent.click(screen.getByRole('button', { name: 'কার্টে যোগ করুন' }));
    const sizes = screen.getByRole('group', { name: 'Product 1-এর সাইজ বেছে নিন' });
    expect(within(sizes).getByRole('button', { name: 'বাতিল' })).toBeInTheDocument();
    await userEvent.click(within(sizes).getByRole('button', { name: 'M' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('ব্যবহারকারী লগ ইন করেননি');
    expect(within(status).getByRole('link', { name: 'লগ ইন' })).toHaveAttribute('href', '/login');
  });

  it('says a sold-out product is sold out', () => {
    renderInShop(<ProductCard product={productFixture(2, { inStock: false })} />, { preferences: BANGLA_PREFERENCES });
    expect(screen.getByRole('button', { name: 'স্টক শেষ' })).toBeDisabled();
  });
});

describe('a product card in Hindi', () => {
  it('offers the product in Hindi, asks for a size and tells a visitor to log in', async () => {
    renderInShop(<ProductCard product={productFixture(1)} />, { preferences: HINDI_PREFERENCES });
    const card = screen.getByRole('article');
    expect(within(card).getByRole('button', { name: 'Product 1 को विशलिस्ट में सेव करें' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'रेटिंग 5 में से 4.5' })).toBeInTheDocument();
    expect(within(card).getByText('-48%')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'कार्ट में डालें' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Product 1 का साइज़ चुनें' })).getByRole('button', { name: 'M' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('उपयोगकर्ता लॉग इन नहीं है');
    expect(within(status).getByRole('link', { name: 'लॉग इन करें' })).toHaveAttribute('href', '/login');
  });

  it('says a sold-out product is out of stock', () => {
    renderInShop(<ProductCard product={productFixture(2, { inStock: false })} />, { preferences: HINDI_PREFERENCES });
    expect(screen.getByRole('button', { name: 'स्टॉक में नहीं' })).toBeDisabled();
  });
});
