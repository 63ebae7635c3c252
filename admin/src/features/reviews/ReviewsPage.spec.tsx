import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anyVariables, renderAdmin, STAFF } from '../../../test/admin-render';
import { HideReviewDocument, ShowReviewDocument, StaffReviewsDocument, type StaffReviewItemFragment, type StaffReviewsQueryVariables } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';

function review(n: number, overrides: Partial<StaffReviewItemFragment> = {}): StaffReviewItemFragment & { __typename: 'StaffReview' } {
  return {
    __typename: 'StaffReview',
    id: `r-${n}`,
    productName: 'Striped Midi Dress',
    productSlug: 'striped-midi-dress',
    authorName: `Buyer ${n}.`,
    rating: 2,
    title: `Title ${n}`,
    text: `Text ${n}`,
    createdAt: '2026-03-02T10:00:00.000Z',
    hiddenAt: null,
    hiddenReason: null,
    ...overrides,
  };
}

function listMock(asked: StaffReviewsQueryVariables[], items: StaffReviewItemFragment[]): MockLink.MockedResponse {
  return {
    request: { query: StaffReviewsDocument, variables: anyVariables },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: StaffReviewsQueryVariables) => {
      asked.push(variables);
      return { data: { staffReviews: { __typename: 'StaffReviewPage', page: variables.page, pageSize: variables.pageSize, totalItems: items.length, totalPages: 1, items } } };
    },
  };
}

describe('ReviewsPage', () => {
  it('lists the newest reviews with their product, stars, text and state', async () => {
    const asked: StaffReviewsQueryVariables[] = [];
    renderAdmin('/reviews', { as: STAFF, mocks: [listMock(asked, [review(1), review(2, { hiddenAt: '2026-03-03T09:00:00.000Z', hiddenReason: 'Spam' })])] });
    const table = await screen.findByRole('table', { name: 'All reviews, newest first' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(asked[0]).toEqual({ hidden: null, page: 1, pageSize: 20 });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      formatDateTime('2026-03-02T10:00:00.000Z'),
      'Striped Midi Dress',
      '2 / 5',
      'Title 1 — Buyer 1.Text 1',
      'Shown',
      'Hide (review “Title 1” by Buyer 1.)',
    ]);
    expect(within(first).getByRole('link', { name: 'Striped Midi Dress' })).toHaveAttribute('href', '/product/striped-midi-dress#reviews');
    expect(second).toHaveTextContent(`Hidden ${formatDateTime('2026-03-03T09:00:00.000Z')}: Spam`);
  });

  it('hides a review and shows it again, in place', async () => {
    const user = userEvent.setup();
    const hiddenAt = '2026-03-03T09:00:00.000Z';
    renderAdmin('/reviews', {
      as: STAFF,
      mocks: [
        listMock([], [review(1)]),
        { request: { query: HideReviewDocument, variables: { id: 'r-1', reason: 'Spam' } }, result: { data: { hideReview: review(1, { hiddenAt, hiddenReason: 'Spam' }) } } },
        { request: { query: ShowReviewDocument, variables: { id: 'r-1' } }, result: { data: { showReview: review(1) } } },
      ],
    });
    const hide = await screen.findByRole('button', { name: 'Hide (review “Title 1” by Buyer 1.)' });
    // Asked first: cancelling changes nothing.
    await user.click(hide);
    await user.click(within(await screen.findByRole('dialog', { name: 'Hide this review?' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Shown');
    await user.click(hide);
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The review “Title 1” is hidden from the shop.'));
    expect(screen.getAllByRole('row')[1]).toHaveTextContent(`Hidden ${formatDateTime(hiddenAt)}: Spam`);
    await user.click(screen.getByRole('button', { name: 'Show (review “Title 1” by Buyer 1.)' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The review “Title 1” is shown in the shop again.'));
  });
});
