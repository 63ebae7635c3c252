import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anyVariables, renderAdmin, STAFF } from '../../../test/admin-render';
import {
  AdjustVariantStockDocument,
  CountVariantStockDocument,
  FindVariantsDocument,
  LowStockListDocument,
  SetVariantLowStockThresholdDocument,
  VariantStockDetailDocument,
  VariantStockMovementsDocument,
  type VariantStockFieldsFragment,
} from '../../gql/graphql';

const VARIANT_ID = '6c1f0a52-8f7e-4d59-9a61-0d6a3a1b2c3d';

function stock(overrides: Partial<VariantStockFieldsFragment> = {}) {
  return {
    __typename: 'VariantStock' as const,
    variantId: VARIANT_ID,
    productId: 'p-1',
    productName: 'Jamdani Wrap Dress',
    sku: 'KAP-0007-M-GRN',
    size: 'M' as const,
    colour: 'GREEN' as const,
    onHand: 12,
    reserved: 2,
    available: 10,
    lowStockThreshold: 5,
    usesDefaultThreshold: true,
    lowStock: false,
    ...overrides,
  };
}

function movement(n: number, overrides: Record<string, unknown> = {}) {
  return { __typename: 'StockMovement', id: String(n), at: '2026-03-01T10:00:00.000Z', kind: 'RECEIVED', onHandChange: 5, reservedChange: 0, onHandAfter: 12, reservedAfter: 2, note: null, staffEmail: 'staff@kapor.shop', tranId: null, ...overrides };
}

function page<T>(typename: string, items: T[], { pageNumber = 1, pageSize = 25, totalItems = items.length } = {}) {
  return { __typename: typename, page: pageNumber, pageSize, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / pageSize)), items };
}

const variantMock = (answer = stock()): MockLink.MockedResponse => ({ request: { query: VariantStockDetailDocument, variables: { variantId: VARIANT_ID } }, result: { data: { variantStock: answer } } });

function historyMock(items: ReturnType<typeof movement>[], asked = jest.fn()): MockLink.MockedResponse {
  return {
    request: { query: VariantStockMovementsDocument, variables: { variantId: VARIANT_ID, page: 1, pageSize: 25 } },
    result: () => {
      asked();
      return { data: { stockMovements: page('StockMovementPage', items) } };
    },
  };
}

async function openVariant(mocks: MockLink.MockedResponse[]) {
  const router = renderAdmin(`/inventory?variant=${VARIANT_ID}`, { as: STAFF, mocks: [variantMock(), historyMock([movement(1)]), ...mocks] });
  await screen.findByRole('heading', { level: 1, name: 'Stock of KAP-0007-M-GRN' });
  return router;
}

const figure = (term: string) => within(screen.getByText(term, { selector: 'dt' }).parentElement!).getAllByRole('definition')[0];

describe('InventoryPage', () => {
  it('lists low stock, emptiest first, paged on the server, each SKU leading to its variant', async () => {
    const user = userEvent.setup();
    const asked = jest.fn();
    const low = (n: number) => stock({ variantId: `v-${n}`, sku: `KAP-${n}`, available: n % 3, onHand: n % 3, reserved: 0, lowStock: true, usesDefaultThreshold: n !== 1, lowStockThreshold: n === 1 ? 8 : 5 });
    const router = renderAdmin('/inventory', {
      as: STAFF,
      mocks: [1, 2].map((pageNumber) => ({
        request: { query: LowStockListDocument, variables: { page: pageNumber, pageSize: 25 } },
        result: () => {
          asked(pageNumber);
          const first = (pageNumber - 1) * 25 + 1;
          return { data: { lowStock: page('VariantStockPage', Array.from({ length: pageNumber === 1 ? 25 : 5 }, (_, i) => low(first + i)), { pageNumber, totalItems: 30 }) } };
        },
      })),
    });
    const table = await screen.findByRole('table', { name: 'Low stock, emptiest first' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(26));
    const first = within(table).getAllByRole('row')[1];
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Stock of KAP-1', 'Jamdani Wrap Dress', 'M', 'Green', '1', '8']);
    expect(within(within(table).getAllByRole('row')[2]).getAllByRole('cell')[5]).toHaveTextContent('5 (default)');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(asked).toHaveBeenLastCalledWith(2));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    expect(within(table).getByRole('link', { name: 'Stock of KAP-26' })).toHaveAttribute('href', '/inventory?variant=v-26');
  });

  it('finds a variant by SKU and opens it', async () => {
    const user = userEvent.setup();
    const variants = ['S', 'M'].flatMap((size) =>
      ['GREEN', 'BLACK'].map((colour) => ({ __typename: 'CatalogVariant', id: size === 'M' && colour === 'GREEN' ? VARIANT_ID : `${size}-${colour}`, size, colour, sku: `KAP-0007-${size}-${colour.slice(0, 3)}`, stockOnHand: 12, available: 10 })),
    );
    const router = renderAdmin('/inventory', {
      as: STAFF,
      mocks: [
        { request: { query: LowStockListDocument, variables: anyVariables }, result: { data: { lowStock: page('VariantStockPage', []) } } },
        {
          request: { query: FindVariantsDocument, variables: { search: 'kap-0007-m' } },
          result: { data: { catalogProducts: { __typename: 'CatalogProductPage', totalItems: 1, items: [{ __typename: 'CatalogProduct', id: 'p-1', name: 'Jamdani Wrap Dress', status: 'ACTIVE', variants }] } } },
        },
        variantMock(),
        historyMock([movement(1)]),
      ],
    });
    await screen.findByText('Nothing is running low: every size and colour has more available than its threshold.');
    await user.type(screen.getByRole('searchbox', { name: 'SKU or product name' }), 'kap-0007-m');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(router.state.location.search).toBe('?q=kap-0007-m');
    const found = await screen.findByRole('table', { name: 'Variants matching “kap-0007-m”' });
    await waitFor(() => expect(within(found).getAllByRole('row')).toHaveLength(3));
    expect(within(found).getAllByRole('link').map((link) => link.textContent)).toEqual(['Stock of KAP-0007-M-GRE', 'Stock of KAP-0007-M-BLA']);

    await user.click(within(found).getByRole('link', { name: 'Stock of KAP-0007-M-GRE' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Stock of KAP-0007-M-GRN' });
    expect(router.state.location.search).toBe(`?variant=${VARIANT_ID}`);
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('shows the variant’s stock and its history, who or which order moved it', async () => {
    renderAdmin(`/inventory?variant=${VARIANT_ID}`, {
      as: STAFF,
      mocks: [
        variantMock(stock({ available: 3, onHand: 5, lowStock: true, usesDefaultThreshold: false, lowStockThreshold: 4 })),
        historyMock([movement(2, { kind: 'RESERVED', onHandChange: 0, reservedChange: 2, staffEmail: null, tranId: 'KAP-TRAN-42' }), movement(1, { kind: 'DAMAGED', onHandChange: -2, note: 'Torn seams' })]),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Stock of KAP-0007-M-GRN' });
    expect(screen.getByText('Jamdani Wrap Dress · size M · Green')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Stock now Low stock' })).toBeInTheDocument();
    expect(figure('On hand')).toHaveTextContent('5');
    expect(figure('Available')).toHaveTextContent('3');
    expect(figure('Low-stock threshold')).toHaveTextContent('4');
    expect(screen.getByText('this variant’s own')).toBeInTheDocument();

    const history = screen.getByRole('table', { name: 'Movement history, newest first' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(3));
    const [reserved, damaged] = within(history).getAllByRole('row').slice(1);
    expect(within(reserved).getAllByRole('cell').map((cell) => cell.textContent).slice(1)).toEqual(['Reserved', '0', '+2', '12', '2', 'Order KAP-TRAN-42', '']);
    expect(within(damaged).getAllByRole('cell').map((cell) => cell.textContent).slice(1)).toEqual(['Damaged', '−2', '0', '12', '2', 'staff@kapor.shop', 'Torn seams']);
  });

  it('adjusts stock with a signed change the reason decides, and reads the history again', async () => {
    const user = userEvent.setup();
    const adjust = jest.fn(() => ({ data: { adjustStock: stock({ onHand: 9, available: 7 }) } }));
    const reread = jest.fn();
    await openVariant([
      { request: { query: AdjustVariantStockDocument, variables: { variantId: VARIANT_ID, change: -3, reason: 'DAMAGED', note: 'Water damage' } }, result: adjust },
      historyMock([movement(2, { kind: 'DAMAGED', onHandChange: -3, onHandAfter: 9, note: 'Water damage' }), movement(1)], reread),
    ]);
    const form = screen.getByRole('form', { name: 'Adjust stock' });
    // Received stock only adds: removing is not offered.
    expect(within(form).getByRole('radio', { name: 'Add units' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'Remove units' })).toBeDisabled();

    await user.selectOptions(within(form).getByLabelText(/^Reason/), 'DAMAGED');
    expect(within(form).getByRole('radio', { name: 'Remove units' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'Add units' })).toBeDisabled();
    await user.type(within(form).getByLabelText(/^Units/), '3');
    expect(within(form).getByText('On hand 12 → 9 (−3)')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Note/), 'Water damage');
    await user.click(within(form).getByRole('button', { name: 'Save adjustment' }));

    expect(await screen.findByText('−3 units (damaged): 9 on hand, 7 available.')).toHaveAttribute('role', 'status');
    expect(adjust).toHaveBeenCalledTimes(1);
    expect(reread).toHaveBeenCalledTimes(1);
    expect(figure('On hand')).toHaveTextContent('9');
    expect(within(screen.getByRole('table', { name: 'Movement history, newest first' })).getByRole('cell', { name: 'Water damage' })).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Units/)).toHaveValue('');
  });

  it('shows a refusal below the reserved units, and the server’s field errors, beside their fields', async () => {
    const user = userEvent.setup();
    await openVariant([
      {
        request: { query: AdjustVariantStockDocument, variables: anyVariables },
        result: { data: { adjustStock: { __typename: 'StockBelowReservedError', code: 'STOCK_BELOW_RESERVED', message: 'Only 10 of the 12 units on hand are free: 2 are held for orders awaiting payment. On hand cannot go below 2.', onHand: 12, reserved: 2 } } },
      },
      {
        request: { query: AdjustVariantStockDocument, variables: { variantId: VARIANT_ID, change: 4, reason: 'CORRECTION', note: null } },
        result: { data: { adjustStock: { __typename: 'ValidationError', code: 'VALIDATION', message: 'The change is too large.', fields: [{ __typename: 'FieldError', field: 'change', message: 'Give the units added (positive) or removed (negative).' }] } } },
      },
    ]);
    const form = screen.getByRole('form', { name: 'Adjust stock' });
    const units = within(form).getByLabelText(/^Units/);
    await user.selectOptions(within(form).getByLabelText(/^Reason/), 'CORRECTION');
    await user.click(within(form).getByRole('radio', { name: 'Remove units' }));
    await user.type(units, '11');
    await user.click(within(form).getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(units).toHaveAttribute('aria-invalid', 'true'));
    expect(units).toHaveAccessibleDescription('Only 10 of the 12 units on hand are free: 2 are held for orders awaiting payment. On hand cannot go below 2.');
    expect(units).toHaveFocus();

    await user.click(within(form).getByRole('radio', { name: 'Add units' }));
    await user.clear(units);
    await user.type(units, '4');
    await user.click(within(form).getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(units).toHaveAccessibleDescription('Give the units added (positive) or removed (negative).'));
    expect(figure('On hand')).toHaveTextContent('12');
  });

  it('checks the units before asking the server', async () => {
    const user = userEvent.setup();
    const adjust = jest.fn();
    await openVariant([{ request: { query: AdjustVariantStockDocument, variables: anyVariables }, result: adjust }]);
    const form = screen.getByRole('form', { name: 'Adjust stock' });
    await user.click(within(form).getByRole('button', { name: 'Save adjustment' }));
    expect(within(form).getByLabelText(/^Units/)).toHaveAccessibleDescription('Enter the number of units.');
    await user.type(within(form).getByLabelText(/^Units/), '2.5');
    await user.click(within(form).getByRole('button', { name: 'Save adjustment' }));
    expect(within(form).getByLabelText(/^Units/)).toHaveAccessibleDescription('Enter a whole number from 1 to 1,000,000.');
    expect(adjust).not.toHaveBeenCalled();
  });

  it('records a count, and a count below the reserved units is refused beside the field', async () => {
    const user = userEvent.setup();
    const count = jest.fn(() => ({ data: { setStock: stock({ onHand: 15, available: 13 }) } }));
    await openVariant([
      {
        request: { query: CountVariantStockDocument, variables: { variantId: VARIANT_ID, onHand: 1, note: null } },
        result: { data: { setStock: { __typename: 'StockBelowReservedError', code: 'STOCK_BELOW_RESERVED', message: 'On hand cannot go below 2.', onHand: 12, reserved: 2 } } },
      },
      { request: { query: CountVariantStockDocument, variables: { variantId: VARIANT_ID, onHand: 15, note: 'March stocktake' } }, result: count },
      historyMock([movement(2, { kind: 'CORRECTION', onHandChange: 3, onHandAfter: 15 }), movement(1)]),
    ]);
    const form = screen.getByRole('form', { name: 'Record a count' });
    const counted = within(form).getByLabelText(/^Units counted/);
    await user.type(counted, '1');
    await user.click(within(form).getByRole('button', { name: 'Save count' }));
    await waitFor(() => expect(counted).toHaveAccessibleDescription(/On hand cannot go below 2\./));

    await user.clear(counted);
    await user.type(counted, '15');
    await user.type(within(form).getByLabelText(/^Note/), 'March stocktake');
    await user.click(within(form).getByRole('button', { name: 'Save count' }));
    expect(await screen.findByText('Counted 15 on hand (+3).')).toBeInTheDocument();
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('sets the variant’s own low-stock threshold and returns it to the shop’s default', async () => {
    const user = userEvent.setup();
    const own = jest.fn(() => ({ data: { setLowStockThreshold: stock({ lowStockThreshold: 10, usesDefaultThreshold: false, lowStock: true }) } }));
    const back = jest.fn(() => ({ data: { setLowStockThreshold: stock() } }));
    await openVariant([
      { request: { query: SetVariantLowStockThresholdDocument, variables: { variantId: VARIANT_ID, threshold: 10 } }, result: own },
      { request: { query: SetVariantLowStockThresholdDocument, variables: { variantId: VARIANT_ID, threshold: null } }, result: back },
    ]);
    const form = screen.getByRole('form', { name: 'Low-stock threshold' });
    expect(within(form).queryByRole('button', { name: 'Use the shop’s default' })).toBeNull();
    await user.type(within(form).getByLabelText(/^Threshold/), '10');
    await user.click(within(form).getByRole('button', { name: 'Save threshold' }));
    expect(await screen.findByText('Low stock from 10 available.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Stock now Low stock' })).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Threshold/)).toHaveValue('10');

    await user.click(within(form).getByRole('button', { name: 'Use the shop’s default' }));
    expect(await screen.findByText('The threshold follows the shop’s default (5).')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Threshold/)).toHaveValue('');
    expect(own).toHaveBeenCalledTimes(1);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('says when there is no such variant', async () => {
    renderAdmin('/inventory?variant=nope', { as: STAFF, mocks: [{ request: { query: VariantStockDetailDocument, variables: { variantId: 'nope' } }, result: { data: { variantStock: null } } }] });
    expect(await screen.findByText('There is no such size and colour of a product. Find it again from the inventory.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Inventory' })).toHaveAttribute('href', '/inventory');
  });
});
