import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anyVariables, OWNER, renderAdmin, STAFF } from '../../../test/admin-render';
import { ShopSettingsFormDocument, UpdateCurrencyRateDocument, UpdateShopSettingsDocument } from '../../gql/graphql';

const money = (amount: number) => ({ __typename: 'Money', amount, formatted: `$${(amount / 100).toFixed(2)}` });
const currency = (code: string, label: string, symbol: string, perUsd: number) => ({ __typename: 'Currency', code, label, symbol, perUsd, minorDigits: 2 });

function settings(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ShopSettingsAdmin',
    shippingFee: money(500),
    freeShippingThreshold: money(12_000),
    automaticPromotionPercent: 5,
    contact: { __typename: 'ShopContact', phone: '+880 9612-527267', email: 'help@kapor.shop', address: 'House 12, Road 7, Dhanmondi, Dhaka 1205, Bangladesh' },
    currencies: [currency('USD', 'US$', '$', 1), currency('BDT', 'Tk', '৳', 121.5)],
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

const settingsMock: MockLink.MockedResponse = { request: { query: ShopSettingsFormDocument }, result: { data: { shopSettingsAdmin: settings() } } };

async function openSettings(mocks: MockLink.MockedResponse[]) {
  renderAdmin('/settings', { as: OWNER, mocks: [settingsMock, ...mocks] });
  return screen.findByRole('form', { name: 'Shipping, promotion and contact' });
}

describe('SettingsPage', () => {
  it('shows the settings with amounts in dollars, and sends only what changed, in cents', async () => {
    const user = userEvent.setup();
    const update = jest.fn(() => ({ data: { updateShopSettings: settings({ freeShippingThreshold: money(15_050), automaticPromotionPercent: 0 }) } }));
    const form = await openSettings([{ request: { query: UpdateShopSettingsDocument, variables: { input: { freeShippingThresholdCents: 15_050, automaticPromotionPercent: 0 } } }, result: update }]);
    expect(within(form).getByLabelText(/^Shipping fee/)).toHaveValue('5.00');
    expect(within(form).getByRole('textbox', { name: 'Free shipping from in US dollars' })).toHaveValue('120.00');
    expect(within(form).getByLabelText(/^Phone/)).toHaveValue('+880 9612-527267');

    await user.clear(within(form).getByLabelText(/^Free shipping from/));
    await user.type(within(form).getByLabelText(/^Free shipping from/), '150.5');
    await user.clear(within(form).getByLabelText(/^Store-wide promotion/));
    await user.type(within(form).getByLabelText(/^Store-wide promotion/), '0');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('The settings are saved: carts and the storefront use them now.')).toHaveAttribute('role', 'status');
    expect(update).toHaveBeenCalledTimes(1);
    expect(within(form).getByLabelText(/^Free shipping from/)).toHaveValue('150.50');
  });

  it('puts the server’s field errors beside their fields, under the form’s own names', async () => {
    const user = userEvent.setup();
    const form = await openSettings([
      {
        request: { query: UpdateShopSettingsDocument, variables: { input: { shippingFeeCents: 99_900, phone: '12' } } },
        result: {
          data: {
            updateShopSettings: {
              __typename: 'ValidationError',
              code: 'VALIDATION',
              message: 'Please correct the settings marked.',
              fields: [
                { __typename: 'FieldError', field: 'shippingFeeCents', message: 'Must be 0 to 100000.' },
                { __typename: 'FieldError', field: 'phone', message: 'Enter a phone number of 7 to 15 digits.' },
              ],
            },
          },
        },
      },
    ]);
    const fee = within(form).getByLabelText(/^Shipping fee/);
    await user.clear(fee);
    await user.type(fee, '999');
    await user.clear(within(form).getByLabelText(/^Phone/));
    await user.type(within(form).getByLabelText(/^Phone/), '12');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(fee).toHaveAttribute('aria-invalid', 'true'));
    expect(fee).toHaveAccessibleDescription(/Must be 0 to 100000\./);
    expect(fee).toHaveFocus();
    expect(within(form).getByLabelText(/^Phone/)).toHaveAccessibleDescription(/Enter a phone number of 7 to 15 digits\./);
  });

  it('checks amounts and the e-mail before asking the server', async () => {
    const user = userEvent.setup();
    const update = jest.fn();
    const form = await openSettings([{ request: { query: UpdateShopSettingsDocument, variables: anyVariables }, result: update }]);
    await user.clear(within(form).getByLabelText(/^Shipping fee/));
    await user.type(within(form).getByLabelText(/^Shipping fee/), '1,500');
    await user.clear(within(form).getByLabelText(/^Free shipping from/));
    await user.type(within(form).getByLabelText(/^Free shipping from/), 'lots');
    await user.clear(within(form).getByLabelText(/^E-mail/));
    await user.type(within(form).getByLabelText(/^E-mail/), 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(within(form).getByLabelText(/^Shipping fee/)).toHaveAccessibleDescription(/At most \$1,000\.00\./);
    expect(within(form).getByLabelText(/^Free shipping from/)).toHaveAccessibleDescription(/Enter an amount such as 120 or 120\.50\./);
    expect(within(form).getByLabelText(/^E-mail/)).toHaveAccessibleDescription(/Enter a valid e-mail address\./);
    expect(update).not.toHaveBeenCalled();
  });

  it('edits a display currency’s rate in its row; USD stays fixed', async () => {
    const user = userEvent.setup();
    const rate = jest.fn(() => ({ data: { updateCurrencyRate: currency('BDT', 'Tk', '৳', 122.25) } }));
    await openSettings([
      {
        request: { query: UpdateCurrencyRateDocument, variables: { code: 'BDT', perUsd: 2_000_000_000 } },
        result: { data: { updateCurrencyRate: { __typename: 'ValidationError', code: 'VALIDATION', message: 'A rate is from 0.000001 to 1000000000 units per USD.', fields: [{ __typename: 'FieldError', field: 'perUsd', message: 'Enter a rate from 0.000001 to 1000000000.' }] } } },
      },
      { request: { query: UpdateCurrencyRateDocument, variables: { code: 'BDT', perUsd: 122.25 } }, result: rate },
    ]);
    const table = screen.getByRole('table', { name: 'Display currencies and their rates' });
    const [usd, bdt] = within(table).getAllByRole('row').slice(1);
    expect(within(usd).queryByRole('button')).toBeNull();
    expect(usd).toHaveTextContent('Fixed');

    const edit = within(bdt).getByRole('button', { name: 'Edit rate of BDT' });
    await user.click(edit);
    const input = within(bdt).getByRole('textbox', { name: 'BDT per US dollar' });
    expect(input).toHaveFocus();
    expect(input).toHaveValue('121.5');
    await user.clear(input);
    await user.type(input, '0.0');
    await user.click(within(bdt).getByRole('button', { name: 'Save the rate of BDT' }));
    expect(input).toHaveAccessibleDescription('The rate must be more than 0.');
    // The server's own limit, beside the field.
    await user.clear(input);
    await user.type(input, '2000000000');
    await user.click(within(bdt).getByRole('button', { name: 'Save the rate of BDT' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('Enter a rate from 0.000001 to 1000000000.'));
    await user.clear(input);
    await user.type(input, '122.25');
    await user.click(within(bdt).getByRole('button', { name: 'Save the rate of BDT' }));

    expect(await screen.findByText('BDT: 122.25 per US dollar.')).toBeInTheDocument();
    expect(rate).toHaveBeenCalledTimes(1);
    expect(within(bdt).queryByRole('textbox')).toBeNull();
    expect(within(bdt).getAllByRole('cell')[1]).toHaveTextContent('122.25');
    expect(within(bdt).getByRole('button', { name: 'Edit rate of BDT' })).toHaveFocus();
  });

  it('is not offered to a STAFF member, and says so when typed in', async () => {
    renderAdmin('/settings', { as: STAFF });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available to you' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
  });
});
