import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addressBookMock, savedAddress } from '../../../test/shop-fixtures';
import { shopSettingsMock } from '../../../test/shop-render';
import { AddAddressDocument, MyDetailsDocument, RemoveAddressDocument, SetDefaultAddressDocument } from '../../gql/graphql';
import AccountPage from './AccountPage';
import { renderPage } from './test-utils';

const customer = { __typename: 'Customer', id: 'c1', name: 'Nadia Rahman', firstName: 'Nadia', secondName: 'Rahman', email: 'nadia@example.com', phone: null, birthDate: null };
const me = { request: { query: MyDetailsDocument }, result: { data: { me: customer } }, maxUsageCount: Infinity };
const home = savedAddress();
const office = savedAddress({ id: 'addr-2', label: 'Office', zip: '1212', address: 'Level 4, 10 Gulshan Avenue', isDefault: false });

function renderBook(mocks: object[]) {
  localStorage.setItem('auth-token', 'token');
  renderPage(<AccountPage />, { url: '/account?section=addresses', path: '/account', mocks: [me, shopSettingsMock(), ...(mocks as [])] });
}
const cards = () => within(screen.getByRole('list', { name: 'Saved addresses' })).getAllByRole('listitem');

describe('My address book', () => {
  afterEach(() => localStorage.clear());

  it('lists the addresses, the default first, and moves the default or removes one', async () => {
    const setDefault = { request: { query: SetDefaultAddressDocument, variables: { id: office.id } }, result: { data: { setDefaultAddress: [{ ...office, isDefault: true }, { ...home, isDefault: false }] } } };
    const remove = { request: { query: RemoveAddressDocument, variables: { id: home.id } }, result: { data: { removeAddress: [{ ...office, isDefault: true }] } } };
    renderBook([addressBookMock([home, office]), setDefault, remove]);
    expect(await screen.findByRole('link', { name: 'My address book' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(within(cards()[0]).getByRole('heading')).toHaveTextContent('HomeDefault');
    expect(cards()[0]).toHaveTextContent('House 12, Road 7, Dhanmondi');
    expect(within(cards()[0]).queryByRole('button', { name: /default/ })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Make Office the default' }));
    expect(await screen.findByText('Office is now your default address.')).toBeInTheDocument();
    expect(within(cards()[0]).getByRole('heading')).toHaveTextContent('OfficeDefault');

    await user.click(screen.getByRole('button', { name: 'Remove Home' }));
    expect(await screen.findByText('The address is removed.')).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
  });

  it('adds an address, showing beside each field what the server refuses', async () => {
    const input = { label: null, fullName: 'Nadia Rahman', phone: '+880 1711-000000', country: 'Bangladesh', city: 'Dhaka', state: 'Dhaka Division', zip: '!', address: 'House 12, Road 7, Dhanmondi' };
    const refused = {
      request: { query: AddAddressDocument, variables: { input } },
      result: { data: { addAddress: { __typename: 'ValidationError', code: 'VALIDATION', message: 'Please correct the highlighted fields.', fields: [{ __typename: 'FieldError', field: 'zip', message: 'Enter a valid zip code.' }] } } },
    };
    const added = { request: { query: AddAddressDocument, variables: { input: { ...input, zip: '1205' } } }, result: { data: { addAddress: { ...home, label: '' } } } };
    renderBook([addressBookMock([]), refused, added]);
    expect(await screen.findByText(/You have no saved addresses yet/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    await user.type(screen.getByLabelText(/^Full name/), input.fullName);
    await user.type(screen.getByLabelText(/^Phone/), input.phone);
    await waitFor(() => expect(within(screen.getByLabelText(/^Country/)).getAllByRole('option')).toHaveLength(7));
    await user.selectOptions(screen.getByLabelText(/^Country/), 'Bangladesh');
    await user.type(screen.getByLabelText(/^City/), input.city);
    await user.type(screen.getByLabelText(/^State/), input.state);
    await user.type(screen.getByLabelText(/^Zip code/), '!');
    await user.type(screen.getByLabelText(/^Address/), input.address);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.getByLabelText(/^Zip code/)).toHaveAccessibleDescription('Enter a valid zip code.'));

    await user.clear(screen.getByLabelText(/^Zip code/));
    await user.type(screen.getByLabelText(/^Zip code/), '1205');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('The address is added to your address book.')).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(within(cards()[0]).getByRole('heading')).toHaveTextContent('House 12, Road 7, DhanmondiDefault');
  });
});
