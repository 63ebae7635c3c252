import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MyReviewDocument, ProductReviewsDocument, WriteReviewDocument } from '../../../gql/graphql';
import { createCache } from '../../../lib/apollo';
import { AuthProvider } from '../../../lib/auth';
import english from '../../../i18n/en';
import { LanguageProvider } from '../../../lib/i18n';
import { ProductReviews, REVIEWS_PAGE_SIZE } from './ProductReviews';

const review = (n: number, rating = 5, extra: Record<string, unknown> = {}) => ({
  __typename: 'Review' as const,
  id: `r-${n}`,
  authorName: `Author ${n}`,
  rating,
  title: `Title ${n}`,
  text: `Text of review ${n}.`,
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  hidden: false,
  language: 'en',
  ...extra,
});

function summary({ average, count, histogram, items, page = 1 }: { average: number; count: number; histogram: number[]; items: ReturnType<typeof review>[]; page?: number }) {
  return {
    __typename: 'ProductReviews',
    productId: 'p-1',
    average,
    count,
    histogram: histogram.map((n, i) => ({ __typename: 'RatingCount', stars: 5 - i, count: n })),
    reviews: { __typename: 'ReviewPage', page, totalPages: Math.max(1, Math.ceil(count / REVIEWS_PAGE_SIZE)), totalItems: count, items },
  };
}

const reviewsMock = (page: number, productReviews: unknown): MockLink.MockedResponse => ({
  request: { query: ProductReviewsDocument, variables: { productId: 'p-1', page, pageSize: REVIEWS_PAGE_SIZE } },
  result: { data: { productReviews } },
});

const mineMock = (canReview: boolean, myReview: unknown = null): MockLink.MockedResponse => ({
  request: { query: MyReviewDocument, variables: { productId: 'p-1' } },
  result: { data: { canReview, myReview } },
});

const firstSeven = summary({ average: 4.3, count: 7, histogram: [4, 2, 0, 1, 0], items: [1, 2, 3, 4, 5].map((n) => review(n)) });

function renderReviews(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <AuthProvider>
        {/* The page's words, as the shop's PreferencesProvider gives them (English here). */}
        <LanguageProvider language="en" messages={english}>
          <MemoryRouter initialEntries={['/product/dress']}>
            <Routes>
              <Route path="/product/:slug" element={<ProductReviews productId="p-1" />} />
              <Route path="/login" element={<p>Login screen</p>} />
            </Routes>
          </MemoryRouter>
        </LanguageProvider>
      </AuthProvider>
    </MockedProvider>,
  );
}

beforeEach(() => localStorage.clear());

describe('ProductReviews', () => {
  it('shows the average, the count, how many gave each star and the newest reviews; "More reviews" adds the next page', async () => {
    renderReviews([reviewsMock(1, firstSeven), reviewsMock(2, { ...firstSeven, reviews: { ...firstSeven.reviews, page: 2, items: [review(6, 4), review(7, 2)] } })]);
    const section = await screen.findByRole('region', { name: 'Reviews' });
    await within(section).findByText('Title 1');
    expect(section).toHaveAttribute('id', 'reviews');
    expect(within(section).getByText('4.3')).toBeInTheDocument();
    expect(within(section).getByText('7 reviews')).toBeInTheDocument();
    const bars = within(within(section).getByRole('list', { name: 'Reviews by stars' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual(['5 stars4', '4 stars2', '3 stars0', '2 stars1', '1 star0']);
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Title 1', 'Title 2', 'Title 3', 'Title 4', 'Title 5']);
    expect(within(section).getAllByText('Author 1')[0].closest('p')).toHaveTextContent('Author 1 · 2 Nov 2026');

    await userEvent.click(within(section).getByRole('button', { name: 'More reviews' }));
    expect(await within(section).findByText('Title 7')).toBeInTheDocument();
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(7);
    // The last page is shown: nothing more to load.
    expect(within(section).queryByRole('button', { name: 'More reviews' })).not.toBeInTheDocument();
    // Logged out: how to review.
    expect(within(section).getByRole('link', { name: 'Write a review' })).toHaveAttribute('href', '/login');
  });

  it('says so when there are no reviews yet', async () => {
    renderReviews([reviewsMock(1, summary({ average: 0, count: 0, histogram: [0, 0, 0, 0, 0], items: [] }))]);
    expect(await screen.findByText('No reviews yet. Customers who received this product can review it.')).toBeInTheDocument();
    expect(screen.getByText('0 reviews')).toBeInTheDocument();
  });

  it('offers no form to a logged-in shopper who has not received the product', async () => {
    localStorage.setItem('auth-token', 'token');
    renderReviews([reviewsMock(1, firstSeven), mineMock(false)]);
    await screen.findByText('Title 1');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Write a review' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it('lets a buyer write a review: stars as a radio group, title and text; then shows it and the new average', async () => {
    localStorage.setItem('auth-token', 'token');
    const written = review(8, 4, { authorName: 'Rahima K.', title: 'Lovely', text: 'Soft and true to size.', createdAt: '2026-11-20T08:00:00.000Z', updatedAt: '2026-11-20T08:00:00.000Z' });
    const after = summary({ average: 4.3, count: 8, histogram: [4, 3, 0, 1, 0], items: [written, ...[1, 2, 3, 4].map((n) => review(n))] });
    renderReviews([
      reviewsMock(1, firstSeven),
      mineMock(true),
      {
        request: { query: WriteReviewDocument, variables: { productId: 'p-1', rating: 4, title: 'Lovely', text: 'Soft and true to size.' } },
        result: { data: { writeReview: written } },
      },
      reviewsMock(1, { ...after, average: 4.2 }),
      mineMock(true, written),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    const form = screen.getByRole('form', { name: 'Write a review' });
    const stars = within(form).getByRole('group', { name: /Your rating/ });
    expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(within(stars).getByRole('radio', { name: '4 stars' }));
    expect(within(stars).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.type(within(form).getByLabelText(/Title/), 'Lovely');
    await userEvent.type(within(form).getByLabelText(/Your review/), 'Soft and true to size.');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish review' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your review is published.');
    const section = screen.getByRole('region', { name: 'Reviews' });
    await waitFor(() => expect(within(section).getByText('4.2')).toBeInTheDocument());
    expect(within(section).getByText('8 reviews')).toBeInTheDocument();
    expect(within(section).getAllByText('Lovely').length).toBeGreaterThanOrEqual(1);
    // Their own review above the list, with the button to edit it.
    expect(await screen.findByRole('heading', { name: 'Your review' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit your review' })).toBeInTheDocument();
  });

  it('shows what to fix beside each field when the server refuses the review', async () => {
    localStorage.setItem('auth-token', 'token');
    renderReviews([
      reviewsMock(1, firstSeven),
      mineMock(true),
      {
        request: { query: WriteReviewDocument, variables: { productId: 'p-1', rating: 0, title: '', text: '' } },
        result: {
          data: {
            writeReview: {
              __typename: 'ValidationError',
              code: 'VALIDATION',
              message: 'Please check your review.',
              fields: [
                { __typename: 'FieldError', field: 'rating', message: 'Choose from 1 to 5 stars.' },
                { __typename: 'FieldError', field: 'title', message: 'Give your review a title.' },
              ],
            },
          },
        },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText('Choose from 1 to 5 stars.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Title/)).toHaveAccessibleDescription('Give your review a title.');
    expect(screen.getByRole('group', { name: /Your rating/ })).toHaveAccessibleDescription('Choose from 1 to 5 stars.');
  });
});
