import { signUpCustomer } from './support/auth';
import { variantWithStock, type SeedVariant } from './support/cart';
import { addToCart, placeOrder } from './support/checkout';
import { startTestApp, type TestApp } from './support/test-app';

const ADDRESS = 'id label fullName phone country city state zip address isDefault';
const MY_ADDRESSES = `{ myAddresses { ${ADDRESS} } }`;
const ERRORS = '... on ErrorResult { code message } ... on ValidationError { fields { field message } }';
const ADD = `mutation($input: AddressInput!) { addAddress(input: $input) { __typename ... on SavedAddress { ${ADDRESS} } ${ERRORS} } }`;
const UPDATE = `mutation($id: ID!, $input: AddressInput!) { updateAddress(id: $id, input: $input) { __typename ... on SavedAddress { ${ADDRESS} } ${ERRORS} } }`;
const REMOVE = `mutation($id: ID!) { removeAddress(id: $id) { ${ADDRESS} } }`;
const SET_DEFAULT = `mutation($id: ID!) { setDefaultAddress(id: $id) { ${ADDRESS} } }`;

const HOME = { label: 'Home', fullName: 'Nadia Rahman', phone: '+880 1711-000000', country: 'bangladesh', city: 'Dhaka', state: 'Dhaka', zip: '1205', address: 'House 12, Road 5, Dhanmondi' };
const OFFICE = { label: 'Office', fullName: 'Nadia Rahman', phone: '+880 1811-000000', country: 'Bangladesh', city: 'Dhaka', state: 'Dhaka', zip: '1212', address: 'Level 4, 10 Gulshan Avenue' };

describe('my address book', () => {
  let t: TestApp;
  let variant: SeedVariant;
  beforeAll(async () => {
    t = await startTestApp();
    variant = await variantWithStock(t, { setStock: 100 });
  });
  afterAll(() => t.close());

  const book = async (token: string) => (await t.gql(MY_ADDRESSES, undefined, token)).data!.myAddresses as { id: string; label: string; isDefault: boolean; address: string }[];
  const add = async (token: string, input: Record<string, unknown>) => (await t.gql(ADD, { input }, token)).data!.addAddress;

  it('keeps addresses as checkout checks them; the first is the default, and it comes first', async () => {
    const { token } = await signUpCustomer(t);
    expect(await book(token)).toEqual([]);
    const home = await add(token, { ...HOME, fullName: ' Nadia   Rahman ' });
    expect(home).toEqual({ __typename: 'SavedAddress', id: expect.any(String), ...HOME, fullName: 'Nadia Rahman', country: 'Bangladesh', isDefault: true });
    const office = await add(token, OFFICE);
    expect(office.isDefault).toBe(false);

    const listed = await t.gql(SET_DEFAULT, { id: office.id }, token);
    expect(listed.data!.setDefaultAddress.map((a: { label: string; isDefault: boolean }) => [a.label, a.isDefault])).toEqual([
      ['Office', true],
      ['Home', false],
    ]);
    const updated = (await t.gql(UPDATE, { id: home.id, input: { ...HOME, label: 'Parents', address: 'House 1, Road 1, Banani' } }, token)).data!.updateAddress;
    expect(updated).toMatchObject({ id: home.id, label: 'Parents', address: 'House 1, Road 1, Banani', isDefault: false });
    expect((await book(token)).map((a) => a.label)).toEqual(['Office', 'Parents']);
  });

  it('names every field that breaks a checkout rule, and saves nothing', async () => {
    const { token } = await signUpCustomer(t);
    const result = await add(token, { label: 'x'.repeat(51), fullName: '', phone: 'call me', country: 'France', city: '', state: 'Dhaka', zip: '!', address: '' });
    expect(result.__typename).toBe('ValidationError');
    expect(Object.fromEntries(result.fields.map((f: { field: string; message: string }) => [f.field, f.message]))).toEqual({
      label: 'Label must be at most 50 characters.',
      fullName: 'Full name is required.',
      phone: 'Enter a phone number of 7 to 15 digits.',
      country: 'We deliver to Bangladesh, Pakistan, Afghanistan, India, Nepal, Malaysia.',
      city: 'City is required.',
      zip: 'Enter a valid zip code.',
      address: 'Address is required.',
    });
    const home = await add(token, HOME);
    const refused = (await t.gql(UPDATE, { id: home.id, input: { ...HOME, zip: '' } }, token)).data!.updateAddress;
    expect(refused).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'zip', message: 'Zip code is required.' }] });
    expect(await book(token)).toEqual([expect.objectContaining({ zip: '1205' })]);
  });

  it("answers another customer's address like a missing one, and leaves it alone", async () => {
    const owner = await signUpCustomer(t);
    const stranger = await signUpCustomer(t);
    const home = await add(owner.token, HOME);
    await add(stranger.token, OFFICE);
    for (const id of [home.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const calls = [t.gql(UPDATE, { id, input: OFFICE }, stranger.token), t.gql(REMOVE, { id }, stranger.token), t.gql(SET_DEFAULT, { id }, stranger.token)];
      for (const res of await Promise.all(calls)) {
        expect(res.errors![0]).toMatchObject({ message: 'No such address in your address book.', extensions: { code: 'NOT_FOUND' } });
      }
    }
    expect(await book(owner.token)).toEqual([expect.objectContaining({ id: home.id, label: 'Home', isDefault: true })]);
    expect((await book(stranger.token)).map((a) => a.label)).toEqual(['Office']);
  });

  it('passes the default on to the oldest address left when it is removed', async () => {
    const { token } = await signUpCustomer(t);
    const home = await add(token, HOME);
    const office = await add(token, OFFICE);
    const third = await add(token, { ...OFFICE, label: 'Gym', address: 'Road 2' });
    await t.gql(SET_DEFAULT, { id: third.id }, token);
    const left = (await t.gql(REMOVE, { id: third.id }, token)).data!.removeAddress;
    expect(left.map((a: { id: string; isDefault: boolean }) => [a.id, a.isDefault])).toEqual([
      [home.id, true],
      [office.id, false],
    ]);
    expect((await t.gql(REMOVE, { id: office.id }, token)).data!.removeAddress).toHaveLength(1);
  });

  it('keeps one default whatever the concurrency', async () => {
    const { token } = await signUpCustomer(t);
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4]) ids.push((await add(token, { ...HOME, label: `Address ${n}`, address: `Road ${n}` })).id);
    const answers = await Promise.all(ids.flatMap((id) => [t.gql(SET_DEFAULT, { id }, token), t.gql(SET_DEFAULT, { id }, token)]));
    expect(answers.every((res) => !res.errors)).toBe(true);
    expect((await book(token)).filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('keeps at most 20 addresses', async () => {
    const { token } = await signUpCustomer(t);
    for (let n = 1; n <= 20; n += 1) expect((await add(token, { ...HOME, address: `Road ${n}` })).__typename).toBe('SavedAddress');
    expect(await add(token, HOME)).toMatchObject({ __typename: 'AddressBookFullError', code: 'ADDRESS_BOOK_FULL' });
    expect(await book(token)).toHaveLength(20);
  });

  it('asks every operation for a login', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [query, variables] of [
      [MY_ADDRESSES, {}],
      [ADD, { input: HOME }],
      [UPDATE, { id, input: HOME }],
      [REMOVE, { id }],
      [SET_DEFAULT, { id }],
    ] as const) {
      const res = await t.gql(query, variables);
      expect(res.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    }
  });

  describe('at checkout', () => {
    const order = (token: string, overrides: Record<string, unknown>) => placeOrder(t, token, undefined, overrides);

    it('saves the address with the order when asked, once, as the default of an empty book', async () => {
      const { token } = await signUpCustomer(t);
      await addToCart(t, token, variant);
      expect((await order(token, { saveAddress: true })).__typename).toBe('PaymentSession');
      expect(await book(token)).toEqual([
        { id: expect.any(String), label: '', fullName: 'Nadia Rahman', phone: '+880 1711-000000', country: 'Bangladesh', city: 'Dhaka', state: 'Dhaka', zip: '1205', address: 'House 12, Road 5, Dhanmondi', isDefault: true },
      ]);

      // The same address again is not saved twice; another one is added beside it.
      await addToCart(t, token, variant);
      await order(token, { saveAddress: true });
      await addToCart(t, token, variant);
      await order(token, { saveAddress: true, address: 'Flat 2, Road 7, Banani' });
      expect((await book(token)).map((a) => [a.address, a.isDefault])).toEqual([
        ['House 12, Road 5, Dhanmondi', true],
        ['Flat 2, Road 7, Banani', false],
      ]);
    });

    it('saves nothing without the tick, nor when the order is refused', async () => {
      const { token } = await signUpCustomer(t);
      await addToCart(t, token, variant);
      await order(token, {});
      expect(await book(token)).toEqual([]);
      expect((await order(token, { saveAddress: true, zip: '' })).__typename).toBe('ValidationError');
      expect(await book(token)).toEqual([]);
      // No order, so no address either: they are written in one transaction.
      const emptyCart = await signUpCustomer(t);
      expect((await order(emptyCart.token, { saveAddress: true })).__typename).toBe('EmptyCartError');
      expect(await book(emptyCart.token)).toEqual([]);
    });

    it('still places the order when the book is full', async () => {
      const { token } = await signUpCustomer(t);
      for (let n = 1; n <= 20; n += 1) await add(token, { ...HOME, address: `Road ${n}` });
      await addToCart(t, token, variant);
      expect((await order(token, { saveAddress: true, address: 'Somewhere new' })).__typename).toBe('PaymentSession');
      expect((await book(token)).map((a) => a.address)).not.toContain('Somewhere new');
    });
  });
});
