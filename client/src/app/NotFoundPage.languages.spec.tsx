import { screen } from '@testing-library/react';
import { BANGLA_PREFERENCES, HINDI_PREFERENCES, renderInShop } from '../../test/shop-render';
import NotFoundPage from './NotFoundPage';

describe('the not-found page', () => {
  it('says so in Bangla and offers the search and categories in Bangla', () => {
    renderInShop(<NotFoundPage />, { preferences: BANGLA_PREFERENCES, path: '/no-such-page', route: '*' });
    expect(screen.getByRole('heading', { level: 1, name: 'পৃষ্ঠাটি পাওয়া যায়নি' })).toBeInTheDocument();
    expect(document.title).toBe('পৃষ্ঠাটি পাওয়া যায়নি · Kapor');
    expect(screen.getByRole('searchbox', { name: 'পণ্য খুঁজুন' })).toHaveAttribute('placeholder', 'পণ্য খুঁজুন...');
    expect(screen.getByRole('button', { name: 'খুঁজুন' })).toBeInTheDocument();
    const categories = screen.getByRole('navigation', { name: 'ক্যাটাগরি অনুযায়ী কেনাকাটা' });
    expect([...categories.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['নারী', 'পুরুষ', 'শিশু', 'নতুন কালেকশন', 'সেল', 'সব পণ্য']);
    expect(screen.getByRole('link', { name: 'হোমপেজে ফিরে যান' })).toHaveAttribute('href', '/');
  });

  it('says so in Hindi', () => {
    renderInShop(<NotFoundPage />, { preferences: HINDI_PREFERENCES, path: '/no-such-page', route: '*' });
    expect(screen.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर वापस जाएँ' })).toHaveAttribute('href', '/');
  });
});
