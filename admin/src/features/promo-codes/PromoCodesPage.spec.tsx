import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anyVariables, renderAdmin, STAFF } from '../../../test/admin-render';
import {
  CreatePromoCodeDocument,
  DisablePromoCodeDocument,
  EnablePromoCodeDocument,
  PromoCodeListDocument,
  PromoCodeRedemptionListDocument,
  UpdatePromoCodeDocument,
  type PromoCodeFieldsFragment,
} from '../../gql/graphql';
import { dateTimeInputValue } from '../../lib/form-values';

const money = (amount: number, formatted: string) => ({ __typename: 'Money' as const, amount, formatted });

function promo(overrides: Partial<Omit<PromoCodeFieldsFragment, 'minSubtotal'>> & { minSubtotal?: ReturnType<typeof money> } = {}) {
  return {
    __typename: 'PromoCode' as const,
    id: 'pc-1',
    code: 'KAPOR20',
    description: 'Twenty off big carts',
    percentOff: 20,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    perCustomerLimit: null,
    minSubtotal: money(10_000, '$100.00'),
    status: 'ACTIVE' as const,
    timesRedeemed: 4,
    timesHeld: 1,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

const welcome = promo({ id: 'pc-2', code: 'WELCOME10', description: '', percentOff: 10, perCustomerLimit: 1, minSubtotal: money(0, '$0.00'), timesRedeemed: 0, timesHeld: 0 });

function listMock(variables: { search: string | null; status: string | null; page?: number; pageSize?: number }, items: ReturnType<typeof promo>[], asked = jest.fn()): MockLink.MockedResponse {
  const full = { page: 1, pageSize: 20, ...variables };
  return {
    request: { query: PromoCodeListDocument, variables: full },
    result: () => {
      asked(full);
      return { data: { promoCodes: { __typename: 'PromoCodePage', page: full.page, pageSize: full.pageSize, totalItems: items.length, totalPages: 1, items } } };
    },
  };
}

/** One code's view looks the code up by a search for it. */
const codeMock = (code: string, items: ReturnType<typeof promo>[]) => listMock({ search: code, status: null, pageSize: 100 }, items);

function usesMock(codeId: string, items: { tranId: string; customerEmail: string; at: string; state: 'HELD' | 'REDEEMED' }[]): MockLink.MockedResponse {
  return {
    request: { query: PromoCodeRedemptionListDocument, variables: { codeId, page: 1, pageSize: 10 } },
    result: { data: { promoCodeRedemptions: { __typename: 'PromoCodeUsePage', page: 1, pageSize: 10, totalItems: items.length, totalPages: 1, items: items.map((item) => ({ __typename: 'PromoCodeUse', ...item })) } } },
  };
}

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

async function fill(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = within(form).getByLabelText(new RegExp(`^${label}`));
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe('PromoCodesPage', () => {
  it('lists the codes with their status, terms and uses, and keeps the filters in the address', async () => {
    const user = userEvent.setup();
    const asked = jest.fn();
    const router = renderAdmin('/promo-codes', {
      as: STAFF,
      mocks: [listMock({ search: null, status: null }, [promo(), welcome], asked), listMock({ search: 'KAP', status: 'DISABLED' }, [], asked)],
    });
    const table = await screen.findByRole('table', { name: 'All promo codes, newest first' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [kapor, welcomeRow] = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(kapor).slice(0, 7)).toEqual(['KAPOR20', 'Active', '20%', 'Always', '$100.00', 'No limit', '4 redeemed · 1 held']);
    expect(cellsOf(welcomeRow).slice(4, 6)).toEqual(['None', '1 per customer']);

    await user.type(screen.getByRole('searchbox', { name: 'Code contains' }), 'KAP');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'DISABLED');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(asked).toHaveBeenLastCalledWith({ search: 'KAP', status: 'DISABLED', page: 1, pageSize: 20 }));
    expect(router.state.location.search).toBe('?search=KAP&status=DISABLED');
    expect(await screen.findByText('No promo code matches these filters.')).toBeInTheDocument();
  });

  it('creates a code: the code in capitals, dates as instants, the minimum in cents, and opens it', async () => {
    const user = userEvent.setup();
    const startsAt = new Date('2026-06-01T09:00').toISOString();
    const endsAt = new Date('2026-06-30T23:30').toISOString();
    const created = promo({ id: 'pc-9', code: 'MONSOON15', description: 'Monsoon sale', percentOff: 15, startsAt, endsAt, usageLimit: 500, perCustomerLimit: 2, minSubtotal: money(4_550, '$45.50'), status: 'SCHEDULED', timesRedeemed: 0, timesHeld: 0 });
    const create = jest.fn(() => ({ data: { createPromoCode: created } }));
    const router = renderAdmin('/promo-codes?new', {
      as: STAFF,
      mocks: [
        {
          request: {
            query: CreatePromoCodeDocument,
            variables: { input: { code: 'MONSOON15', description: 'Monsoon sale', percentOff: 15, startsAt, endsAt, usageLimit: 500, perCustomerLimit: 2, minSubtotalCents: 4_550 } },
          },
          result: create,
        },
        codeMock('MONSOON15', [created]),
        usesMock('pc-9', []),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'New promo code' });
    const form = screen.getByRole('form', { name: 'New code’s terms' });
    await fill(user, form, { Code: ' monsoon15 ', 'Percent off': '15', Description: 'Monsoon sale', 'Minimum subtotal': '45.5', Starts: '2026-06-01T09:00', Ends: '2026-06-30T23:30', 'Uses in all': '500', 'Uses per customer': '2' });
    await user.click(within(form).getByRole('button', { name: 'Create code' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Promo code MONSOON15' });
    expect(create).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe('?code=MONSOON15');
    await waitFor(() => expect(heading).toHaveFocus());
    const terms = await screen.findByRole('form', { name: 'Terms' });
    expect(screen.getByRole('status')).toHaveTextContent('MONSOON15 was created.');
    expect(within(terms).getByLabelText(/^Minimum subtotal/)).toHaveValue('45.50');
    expect(within(terms).getByLabelText(/^Starts/)).toHaveValue(dateTimeInputValue(startsAt));
    expect(await screen.findByText('No order has used this code yet.')).toBeInTheDocument();
  });

  it('shows the server’s field errors and a code already taken beside their fields', async () => {
    const user = userEvent.setup();
    renderAdmin('/promo-codes?new', {
      as: STAFF,
      mocks: [
        {
          request: { query: CreatePromoCodeDocument, variables: anyVariables },
          result: { data: { createPromoCode: { __typename: 'PromoCodeTakenError', code: 'PROMO_CODE_TAKEN', message: 'There is already a promo code WELCOME10.' } } },
        },
        {
          request: { query: CreatePromoCodeDocument, variables: anyVariables },
          result: {
            data: {
              createPromoCode: {
                __typename: 'ValidationError',
                code: 'VALIDATION',
                message: 'Please correct the fields marked.',
                fields: [
                  { __typename: 'FieldError', field: 'minSubtotalCents', message: 'Must be 0 to 100000000.' },
                  { __typename: 'FieldError', field: 'endsAt', message: 'Must be after the start.' },
                ],
              },
            },
          },
        },
      ],
    });
    const form = await screen.findByRole('form', { name: 'New code’s terms' });
    await fill(user, form, { Code: 'welcome10', 'Percent off': '10' });
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    const code = within(form).getByLabelText(/^Code/);
    await waitFor(() => expect(code).toHaveAccessibleDescription(/There is already a promo code WELCOME10\./));
    expect(code).toHaveFocus();

    await fill(user, form, { Code: 'WELCOME11', 'Minimum subtotal': '99' });
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    const minimum = within(form).getByLabelText(/^Minimum subtotal/);
    await waitFor(() => expect(minimum).toHaveAccessibleDescription(/Must be 0 to 100000000\./));
    expect(within(form).getByLabelText(/^Ends/)).toHaveAccessibleDescription(/Must be after the start\./);
    expect(code).not.toHaveAttribute('aria-invalid');
  });

  it('checks the terms before asking the server', async () => {
    const user = userEvent.setup();
    const create = jest.fn();
    renderAdmin('/promo-codes?new', { as: STAFF, mocks: [{ request: { query: CreatePromoCodeDocument, variables: anyVariables }, result: create }] });
    const form = await screen.findByRole('form', { name: 'New code’s terms' });
    await fill(user, form, { Code: 'no spaces', 'Percent off': '95', 'Minimum subtotal': '12.345', Starts: '2026-06-02T10:00', Ends: '2026-06-01T10:00' });
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(within(form).getByLabelText(/^Code/)).toHaveAccessibleDescription(/2 to 32 letters, digits, dashes or underscores\./);
    expect(within(form).getByLabelText(/^Percent off/)).toHaveAccessibleDescription(/Enter a whole number from 1 to 90\./);
    expect(within(form).getByLabelText(/^Minimum subtotal/)).toHaveAccessibleDescription(/Enter an amount such as 120 or 120\.50\./);
    expect(within(form).getByLabelText(/^Ends/)).toHaveAccessibleDescription(/Must be after the start\./);
    expect(create).not.toHaveBeenCalled();
  });

  it('edits a code’s terms, replacing them all', async () => {
    const user = userEvent.setup();
    const update = jest.fn(() => ({ data: { updatePromoCode: promo({ percentOff: 25, minSubtotal: money(12_000, '$120.00') }) } }));
    renderAdmin('/promo-codes?code=kapor20', {
      as: STAFF,
      mocks: [
        codeMock('KAPOR20', [promo(), promo({ id: 'pc-3', code: 'KAPOR200' })]),
        usesMock('pc-1', [
          { tranId: 'KAP-TRAN-2', customerEmail: 'nadia@example.com', at: '2026-03-04T10:00:00.000Z', state: 'HELD' },
          { tranId: 'KAP-TRAN-1', customerEmail: 'farhana@example.com', at: '2026-03-03T10:00:00.000Z', state: 'REDEEMED' },
        ]),
        {
          request: {
            query: UpdatePromoCodeDocument,
            variables: { id: 'pc-1', input: { code: 'KAPOR20', description: 'Twenty off big carts', percentOff: 25, startsAt: null, endsAt: null, usageLimit: null, perCustomerLimit: null, minSubtotalCents: 12_000 } },
          },
          result: update,
        },
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Promo code KAPOR20' });
    const uses = await screen.findByRole('table', { name: 'Orders with KAPOR20, newest first' });
    await waitFor(() => expect(within(uses).getAllByRole('row')).toHaveLength(3));
    expect(cellsOf(within(uses).getAllByRole('row')[1]).slice(1)).toEqual(['KAP-TRAN-2', 'nadia@example.com', 'Held, awaiting payment']);
    expect(cellsOf(within(uses).getAllByRole('row')[2]).slice(1)).toEqual(['KAP-TRAN-1', 'farhana@example.com', 'Redeemed']);

    const form = screen.getByRole('form', { name: 'Terms' });
    expect(within(form).getByLabelText(/^Minimum subtotal/)).toHaveValue('100.00');
    await fill(user, form, { 'Percent off': '25', 'Minimum subtotal': '$120' });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('KAPOR20 is saved.')).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
    expect(within(form).getByLabelText(/^Minimum subtotal/)).toHaveValue('120.00');
  });

  it('asks before disabling a code, does nothing on Cancel, and enables again without asking', async () => {
    const user = userEvent.setup();
    const disable = jest.fn(() => ({ data: { disablePromoCode: promo({ status: 'DISABLED' }) } }));
    const enable = jest.fn(() => ({ data: { enablePromoCode: promo() } }));
    renderAdmin('/promo-codes', {
      as: STAFF,
      mocks: [listMock({ search: null, status: null }, [promo()]), { request: { query: DisablePromoCodeDocument, variables: { id: 'pc-1' } }, result: disable }, { request: { query: EnablePromoCodeDocument, variables: { id: 'pc-1' } }, result: enable }],
    });
    const button = await screen.findByRole('button', { name: 'Disable KAPOR20' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Disable KAPOR20?' });
    expect(dialog).toHaveAccessibleDescription(/carts holding it lose its discount/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(disable).not.toHaveBeenCalled();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(disable).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('KAPOR20 is disabled.')).toBeInTheDocument();
    const row = screen.getAllByRole('row')[1];
    expect(within(row).getByText('Disabled')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Enable KAPOR20' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(enable).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('KAPOR20 is enabled again.')).toBeInTheDocument();
  });

  it('says when there is no such code', async () => {
    renderAdmin('/promo-codes?code=NOPE', { as: STAFF, mocks: [codeMock('NOPE', [promo({ code: 'NOPE2' })])] });
    expect(await screen.findByText('There is no promo code NOPE.')).toBeInTheDocument();
  });
});
