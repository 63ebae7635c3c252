import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BANGLA_PREFERENCES, HINDI_PREFERENCES, renderInShop, shopSettingsMock } from '../../../test/shop-render';
import HelpPage from './HelpPage';

const questions = () => Array.from(screen.getByRole('region', { name: /প্রশ্ন|सवाल/ }).querySelectorAll('details summary'), (q) => q.textContent);

describe('the help page in Bangla', () => {
  it('searches the answers in Bangla and counts them in Bangla digits', async () => {
    renderInShop(<HelpPage />, { preferences: BANGLA_PREFERENCES, mocks: [shopSettingsMock()] });
    expect(screen.getByRole('heading', { level: 1, name: 'কীভাবে সাহায্য করতে পারি?' })).toBeInTheDocument();
    expect(screen.getByText('আপনার OTP কোড কাউকে দেবেন না।')).toBeInTheDocument();
    expect(screen.getByText('১৮টি উত্তর')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'সাহায্যে খুঁজুন' }), 'প্রোমো কোড');
    expect(questions()).toEqual(['প্রোমো কোড কীভাবে কাজ করে?']);
    expect(screen.getByText('“প্রোমো কোড”-এর জন্য ১টি উত্তর')).toBeInTheDocument();
  });

  it('shows the topics with Bangla slide names', async () => {
    renderInShop(<HelpPage />, { preferences: BANGLA_PREFERENCES, mocks: [shopSettingsMock()] });
    const topics = screen.getByRole('region', { name: 'সাহায্যের বিষয়' });
    expect(within(topics).getByRole('button', { name: '২টির মধ্যে ১ নম্বর স্লাইড' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(topics).getByRole('button', { name: 'পরের' }));
    await userEvent.click(within(topics).getByRole('button', { name: /^ডেলিভারি/ }));
    expect(screen.getByRole('heading', { name: 'ডেলিভারি: প্রশ্নোত্তর' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('ডেলিভারিতে কত খরচ?'));
    expect(await screen.findByText(/^\$120-এর বেশি অর্ডারে ডেলিভারি ফ্রি।/)).toBeVisible();
  });
});

describe('the help page in Hindi', () => {
  it('searches the answers in Hindi', async () => {
    renderInShop(<HelpPage />, { preferences: HINDI_PREFERENCES, mocks: [shopSettingsMock()] });
    expect(screen.getByRole('heading', { level: 1, name: 'हम आपकी क्या मदद करें?' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'मदद में खोजें' }), 'पासवर्ड भूल');
    expect(questions()).toEqual(['मैं अपना पासवर्ड भूल गया/गई। अब क्या करूँ?']);
    expect(screen.getByText('“पासवर्ड भूल” के लिए 1 जवाब')).toBeInTheDocument();
  });
});
