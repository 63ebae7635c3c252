import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShop, shopSettingsMock } from '../../../test/shop-render';
import HelpPage from './HelpPage';

function renderHelp(mocks = [shopSettingsMock()]) {
  return renderInShop(<HelpPage />, { mocks });
}

const questions = () => screen.getByRole('region', { name: /questions/i }).querySelectorAll('details summary');
/** The topic cards on the slide now showing, by title. */
const topicTitles = () => within(screen.getByRole('region', { name: 'Help topics' })).getAllByRole('listitem').map((item) => item.querySelector('.help-topic__title')?.textContent);

describe('HelpPage', () => {
  it('warns about OTP codes', () => {
    renderHelp();
    expect(screen.getByText("Don't give your OTP code to other.")).toBeInTheDocument();
  });

  it('filters the popular questions by the search words', async () => {
    renderHelp();
    const all = questions().length;
    expect(all).toBeGreaterThan(10);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search help' }), 'promo code');
    expect(Array.from(questions(), (q) => q.textContent)).toEqual(['How do promo codes work?']);
    expect(screen.getByText('1 answer for “promo code”')).toBeInTheDocument();

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search help' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search help' }), 'zebra');
    expect(questions()).toHaveLength(0);
    expect(screen.getByText(/No answers match “zebra”/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show all questions' }));
    expect(questions()).toHaveLength(all);
  });

  it('opens an answer in its accordion', async () => {
    renderHelp();
    const summary = screen.getByText('How much does delivery cost?');
    const details = summary.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(summary);
    expect(details).toHaveAttribute('open');
    expect(await within(details).findByText(/free on orders over \$120/)).toBeVisible();
  });

  it("answers with the server's free-shipping threshold, not a copy of it", async () => {
    renderHelp([shopSettingsMock({ freeShippingThreshold: { __typename: 'Money', amount: 15050, currency: 'USD', formatted: '$150.50' } })]);
    await userEvent.click(screen.getByText('How much does delivery cost?'));
    expect(await screen.findByText(/Delivery is free on orders over \$150\.50\. Below that/)).toBeVisible();
  });

  it("offers to call and write to the shop at the numbers on the server", async () => {
    renderHelp([shopSettingsMock({ contact: { __typename: 'ShopContact', phone: '+880 1711-223344', email: 'care@shop.example', address: 'Plot 3' } })]);
    expect(await screen.findByRole('link', { name: 'Call +880 1711-223344' })).toHaveAttribute('href', 'tel:+8801711223344');
    expect(screen.getByRole('link', { name: 'care@shop.example' })).toHaveAttribute('href', 'mailto:care@shop.example');
  });

  it('shows the topics three to a slide with Prev, Next and a dot per slide', async () => {
    renderHelp();
    expect(topicTitles()).toEqual(['My Order', 'Confirmed', 'Shopping']);
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Slide 1 of 2' })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(topicTitles()).toEqual(['Account', 'Payment', 'Delivery']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Slide 2 of 2' })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Slide 1 of 2' }));
    expect(topicTitles()).toEqual(['My Order', 'Confirmed', 'Shopping']);
  });

  it('narrows the questions to a chosen topic', async () => {
    renderHelp();
    await userEvent.click(screen.getByRole('button', { name: /^Shopping/ }));
    expect(screen.getByRole('heading', { name: 'Shopping questions' })).toBeInTheDocument();
    expect(Array.from(questions(), (q) => q.textContent)).toEqual(['How do I choose my size?', 'How do promo codes work?', 'Why can I not add something to my bag?']);
    expect(screen.getByRole('button', { name: /^Shopping/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
