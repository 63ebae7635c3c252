import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { meMock } from '../../../../test/shop-fixtures';
import { renderInShop } from '../../../../test/shop-render';
import { RequestBackInStockNoticeDocument, type Size } from '../../../gql/graphql';
import { BackInStock } from './BackInStock';
import { SizePicker } from './PurchaseOptions';

beforeEach(() => localStorage.clear());

describe('SizePicker: stock per size in the chosen colour', () => {
  const stock = new Map<Size, number>([
    ['S', 12],
    ['M', 2],
    ['L', 0],
    ['XL', 5],
  ]);

  it('says how few are left of a low size, and marks sold-out (and unmade) sizes in words and in their names', () => {
    renderInShop(<SizePicker value={null} stock={stock} colour="RED" error={null} onChange={() => undefined} />);
    const sizes = screen.getByRole('group', { name: 'Size' });
    expect(within(sizes).getByRole('button', { name: 'S' })).not.toHaveAccessibleDescription();
    expect(within(sizes).getByRole('button', { name: 'M' })).toHaveAccessibleDescription('Only 2 left');
    expect(within(sizes).getByRole('button', { name: 'XL' })).toHaveAccessibleDescription('Only 5 left');
    for (const size of ['L', 'XXL']) {
      const button = within(sizes).getByRole('button', { name: `${size} (sold out)` });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('title', `${size} is sold out in Red`);
    }
    // Visible words, not only a line through the size.
    expect(within(sizes).getAllByText('Sold out')).toHaveLength(2);
    expect(within(sizes).getByText('Only 2 left')).toBeVisible();
  });
});

describe('BackInStock: notify me when a sold-out size is back', () => {
  const notice = (variables: Record<string, unknown>, result: unknown): MockLink.MockedResponse => ({
    request: { query: RequestBackInStockNoticeDocument, variables: { productId: 'p-1', colour: 'RED', ...variables } },
    result: { data: { requestBackInStockNotice: result } },
  });

  it('takes a visitor’s e-mail for the chosen sold-out size and says what will happen', async () => {
    const user = userEvent.setup();
    const message = 'We will e-mail ana@example.com once when XXL in Red is back in stock.';
    renderInShop(<BackInStock productId="p-1" colour="RED" soldOut={['L', 'XXL']} />, {
      mocks: [notice({ size: 'XXL', email: 'ana@example.com' }, { __typename: 'BackInStockNotice', email: 'ana@example.com', message })],
    });
    await user.click(screen.getByRole('button', { name: 'Notify me when it is back' }));
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveFocus();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'XXL');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('E-mail is required.');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), ' ana@example.com ');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
  });

  it('shows the server’s refusal next to the field it is about', async () => {
    const user = userEvent.setup();
    renderInShop(<BackInStock productId="p-1" colour="RED" soldOut={['L']} />, {
      mocks: [
        notice(
          { size: 'L', email: 'ana@' },
          { __typename: 'ValidationError', code: 'VALIDATION', message: 'Enter a valid e-mail address.', fields: [{ __typename: 'FieldError', field: 'email', message: 'Enter a valid e-mail address.' }] },
        ),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Notify me when it is back' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('uses a logged-in shopper’s account address without asking for one', async () => {
    const user = userEvent.setup();
    localStorage.setItem('auth-token', 'token-1');
    const message = 'We will e-mail nadia@example.com once when L in Red is back in stock.';
    renderInShop(<BackInStock productId="p-1" colour="RED" soldOut={['L']} />, {
      mocks: [meMock, notice({ size: 'L', email: null }, { __typename: 'BackInStockNotice', email: 'nadia@example.com', message })],
    });
    await user.click(screen.getByRole('button', { name: 'Notify me when it is back' }));
    expect(await screen.findByText('We will write to nadia@example.com.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
  });
});
