import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BANGLA_PREFERENCES, HINDI_PREFERENCES, renderInShop } from '../../../test/shop-render';
import { SendContactMessageDocument } from '../../gql/graphql';
import ContactPage from './ContactPage';

const send = (input: { name: string; email: string; message: string }, outcome: { result: unknown } | { error: Error }) => ({
  request: { query: SendContactMessageDocument, variables: { input } },
  ...('error' in outcome ? { error: outcome.error } : { result: { data: { sendContactMessage: outcome.result } } }),
});

const receipt = { __typename: 'ContactReceipt', id: 'm1', receivedAt: '2026-03-01T10:00:00Z' };

describe('the contact form in Bangla', () => {
  it('labels the form in Bangla and confirms a sent message by name', async () => {
    renderInShop(<ContactPage />, { preferences: BANGLA_PREFERENCES, mocks: [send({ name: 'নাদিয়া', email: 'nadia@example.com', message: 'সিলেটে ডেলিভারি দেন?' }, { result: receipt })] });
    expect(screen.getByRole('heading', { level: 1, name: 'আপনার কথা শুনতে চাই' })).toBeInTheDocument();
    expect(document.title).toBe('যোগাযোগ · Kapor');
    const form = screen.getByRole('form', { name: 'যোগাযোগ ফর্ম' });
    const name = within(form).getByLabelText(/^নাম/);
    expect(name.closest('.field')).toHaveTextContent('নাম (আবশ্যক)');
    expect(within(form).getByLabelText(/^ইমেইল/).closest('.field')).toHaveTextContent('ইমেইল (আবশ্যক)');

    await userEvent.type(name, 'নাদিয়া');
    await userEvent.type(within(form).getByLabelText(/^ইমেইল/), 'nadia@example.com');
    await userEvent.type(within(form).getByLabelText('বার্তা'), 'সিলেটে ডেলিভারি দেন?');
    await userEvent.click(within(form).getByRole('button', { name: 'পাঠান' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ধন্যবাদ, নাদিয়া! আপনার বার্তা পাঠানো হয়েছে। আমরা ইমেইলে উত্তর দেব, সাধারণত এক কর্মদিবসের মধ্যে।');
    expect(name).toHaveValue('');
  });

  it('says in Bangla when the message could not be sent', async () => {
    renderInShop(<ContactPage />, { preferences: BANGLA_PREFERENCES, mocks: [send({ name: 'Rina', email: 'rina@example.com', message: '' }, { error: new Error('offline') })] });
    await userEvent.type(screen.getByLabelText(/^নাম/), 'Rina');
    await userEvent.type(screen.getByLabelText(/^ইমেইল/), 'rina@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'পাঠান' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('আপনার বার্তা পাঠানো যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।'));
  });

  it('offers the other ways to reach the shop in Bangla', async () => {
    renderInShop(<ContactPage />, { preferences: BANGLA_PREFERENCES });
    const aside = screen.getByRole('complementary', { name: 'যোগাযোগের অন্য উপায়' });
    expect(await within(aside).findByText('ফোন')).toBeInTheDocument();
    expect(within(aside).getByRole('link', { name: 'এখানে ট্র্যাক করুন' })).toHaveAttribute('href', '/orderTrac');
    expect(within(aside).getByRole('link', { name: 'সাহায্য কেন্দ্রে' })).toHaveAttribute('href', '/help');
  });
});

describe('the contact form in Hindi', () => {
  it('labels the form in Hindi and confirms a sent message', async () => {
    renderInShop(<ContactPage />, { preferences: HINDI_PREFERENCES, mocks: [send({ name: 'Asha', email: 'asha@example.com', message: 'नमस्ते' }, { result: receipt })] });
    expect(screen.getByRole('heading', { level: 1, name: 'हमें आपसे सुनकर ख़ुशी होगी' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'संपर्क फ़ॉर्म' });
    expect(within(form).getByLabelText(/^नाम/).closest('.field')).toHaveTextContent('नाम (ज़रूरी)');
    await userEvent.type(within(form).getByLabelText(/^नाम/), 'Asha');
    await userEvent.type(within(form).getByLabelText(/^ईमेल/), 'asha@example.com');
    await userEvent.type(within(form).getByLabelText('संदेश'), 'नमस्ते');
    await userEvent.click(within(form).getByRole('button', { name: 'भेजें' }));
    expect(await screen.findByRole('status')).toHaveTextContent('धन्यवाद, Asha! आपका संदेश भेज दिया गया है।');
  });
});
