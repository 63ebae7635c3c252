import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import HelpPage from './HelpPage';

function renderHelp() {
  return render(
    <MemoryRouter>
      <HelpPage />
    </MemoryRouter>,
  );
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
    expect(within(details).getByText(/free on orders over \$120/)).toBeVisible();
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
