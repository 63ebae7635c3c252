import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anyVariables, OWNER, renderAdmin, STAFF } from '../../../test/admin-render';
import { CreateProductDocument, UpdateProductDocument, type CreateProductInput, type UpdateProductInput } from '../../gql/graphql';
import { productDetail, productPageMocks, variant } from './product-fixtures';

type User = ReturnType<typeof userEvent.setup>;

async function fillNewProduct(user: User, values: { price?: string; compareAt?: string; colours?: string[]; sizes?: string[] } = {}) {
  await user.type(screen.getByLabelText(/^Name/), 'Linen Summer Dress');
  await user.type(screen.getByLabelText(/^Description/), 'A breezy linen midi dress.');
  await user.type(screen.getByLabelText(/^Price in US dollars/), values.price ?? '64.00');
  if (values.compareAt) await user.type(screen.getByLabelText(/^Compare-at price/), values.compareAt);
  const colours = screen.getByRole('group', { name: /^Colours/ });
  for (const colour of values.colours ?? ['Red', 'Black']) await user.click(within(colours).getByRole('checkbox', { name: colour }));
  const sizes = screen.getByRole('group', { name: /^Sizes/ });
  for (const size of values.sizes ?? ['S', 'M', 'L']) await user.click(within(sizes).getByRole('checkbox', { name: size }));
}

const stockInputs = () => screen.queryAllByRole('spinbutton', { name: /^Initial stock/ });

describe('the product form', () => {
  it('checks the fields before asking the server: required fields, the price’s format, at least one colour and size', async () => {
    const user = userEvent.setup();
    const create = jest.fn();
    renderAdmin('/products/new', { as: STAFF, mocks: [{ request: { query: CreateProductDocument, variables: anyVariables }, result: create }] });
    await screen.findByRole('heading', { level: 1, name: 'New product' });
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(/Name is required\./);
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Description/)).toHaveAccessibleDescription('Description is required.');
    expect(screen.getByLabelText(/^Price in US dollars/)).toHaveAccessibleDescription(/Enter the price, such as 64\.00\./);
    expect(screen.getByRole('group', { name: /^Colours/ })).toHaveAccessibleDescription(/Choose at least one colour\./);
    expect(screen.getByRole('group', { name: /^Sizes/ })).toHaveAccessibleDescription('Choose at least one size.');

    for (const [price, ok] of [
      ['64.999', false],
      ['64,00', false],
      ['-5', false],
      ['0', false],
      ['64.5', true],
    ] as const) {
      await user.clear(screen.getByLabelText(/^Price in US dollars/));
      await user.type(screen.getByLabelText(/^Price in US dollars/), price);
      await user.click(screen.getByRole('button', { name: 'Create product' }));
      if (ok) expect(screen.getByLabelText(/^Price in US dollars/)).not.toHaveAttribute('aria-invalid');
      else expect(screen.getByLabelText(/^Price in US dollars/)).toHaveAttribute('aria-invalid', 'true');
    }
    await user.type(screen.getByLabelText(/^Compare-at price/), '60.00');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(screen.getByLabelText(/^Compare-at price/)).toHaveAccessibleDescription(/More than the price/);
    expect(create).not.toHaveBeenCalled();
  });

  it('shows every size × colour ticked, takes the initial stock of each, and creates the product in cents', async () => {
    const user = userEvent.setup();
    const sent: CreateProductInput[] = [];
    const created = productDetail({ id: 'p-new', status: 'DRAFT', colours: ['RED', 'BLACK'], sizes: ['S', 'M', 'L'], variants: [] });
    const router = renderAdmin('/products/new', {
      as: OWNER,
      mocks: [
        { request: { query: CreateProductDocument, variables: anyVariables }, result: ({ input }: { input: CreateProductInput }) => (sent.push(input), { data: { createProduct: created } }) },
        ...productPageMocks(created),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'New product' });
    expect(screen.getByText(/Tick at least one size and one colour/)).toBeInTheDocument();
    await fillNewProduct(user, { price: '64', compareAt: '80.5' });
    expect(screen.getByLabelText(/^Slug/)).toHaveAccessibleDescription(/\/product\/linen-summer-dress/);

    const matrix = screen.getByRole('table', { name: 'Variants by size and colour' });
    expect(
      within(matrix)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Size', 'Red', 'Black']);
    expect(
      within(matrix)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['S', 'M', 'L']);
    const expected = ['S', 'M', 'L'].flatMap((size) => ['Red', 'Black'].map((colour) => `Initial stock, size ${size}, ${colour}`));
    expect(stockInputs()).toHaveLength(expected.length);
    stockInputs().forEach((input, index) => expect(input).toHaveAccessibleName(expected[index]));
    expect(screen.getByText(/6 variants \(3 sizes × 2 colours\), 6 new/)).toBeInTheDocument();

    // A stock that is no whole number is refused on its cell.
    await user.type(screen.getByLabelText('Initial stock, size S, Red'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(screen.getByLabelText('Initial stock, size S, Red')).toHaveAccessibleDescription('A whole number from 0 to 100000.');
    expect(sent).toEqual([]);
    await user.clear(screen.getByLabelText('Initial stock, size S, Red'));
    await user.type(screen.getByLabelText('Initial stock, size S, Red'), '4');
    await user.type(screen.getByLabelText('Initial stock, size L, Black'), '12');
    // Unticking a size takes its row away.
    await user.click(within(screen.getByRole('group', { name: /^Sizes/ })).getByRole('checkbox', { name: 'M' }));
    expect(stockInputs()).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: 'Linen Summer Dress',
      description: 'A breezy linen midi dress.',
      category: 'WOMEN',
      garment: 'DRESS',
      priceCents: 6400,
      compareAtCents: 8050,
      colours: ['RED', 'BLACK'],
      sizes: ['S', 'L'],
      variants: [
        { size: 'S', colour: 'RED', stockOnHand: 4 },
        { size: 'S', colour: 'BLACK', stockOnHand: 0 },
        { size: 'L', colour: 'RED', stockOnHand: 0 },
        { size: 'L', colour: 'BLACK', stockOnHand: 12 },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/p-new'));
    expect(await screen.findByText('Linen Summer Dress was created as a draft. Add its photos, then publish it.')).toHaveAttribute('role', 'status');
  });

  it('shows the server’s field errors beside their fields, and a slug in use on the slug', async () => {
    const user = userEvent.setup();
    renderAdmin('/products/new', {
      as: STAFF,
      mocks: [
        {
          request: { query: CreateProductDocument, variables: anyVariables },
          result: {
            data: {
              createProduct: {
                __typename: 'ValidationError',
                code: 'VALIDATION',
                message: '2 fields need correcting.',
                fields: [
                  { __typename: 'FieldError', field: 'priceCents', message: 'A whole number of cents from 1 to 10000000.' },
                  { __typename: 'FieldError', field: 'name', message: 'At most 200 characters.' },
                ],
              },
            },
          },
        },
        {
          request: { query: CreateProductDocument, variables: anyVariables },
          result: { data: { createProduct: { __typename: 'SlugTakenError', code: 'SLUG_TAKEN', message: 'Another product already uses the address "linen". Choose another slug.', slug: 'linen' } } },
        },
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'New product' });
    await fillNewProduct(user);
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(screen.getByLabelText(/^Price in US dollars/)).toHaveAccessibleDescription(/A whole number of cents from 1 to 10000000\./));
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(/At most 200 characters\./);

    await user.type(screen.getByLabelText(/^Slug/), 'linen');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    const slug = screen.getByLabelText(/^Slug/);
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    expect(slug).toHaveAccessibleDescription(/Another product already uses the address "linen"\. Choose another slug\./);
    expect(slug).toHaveFocus();
  });

  it('edits a product: existing variants read-only with their stock and a link to it, stock only for new ones', async () => {
    const user = userEvent.setup();
    const sent: UpdateProductInput[] = [];
    const product = productDetail();
    const saved = productDetail({ sizes: ['S', 'M', 'L'], variants: [...product.variants, variant('L', 'RED', { onHand: 3 })], price: { ...product.price, amount: 5900, formatted: '$59.00' } });
    renderAdmin('/products/p-1', {
      as: STAFF,
      mocks: [
        ...productPageMocks(product),
        { request: { query: UpdateProductDocument, variables: anyVariables }, result: ({ input }: { input: UpdateProductInput }) => (sent.push(input), { data: { updateProduct: saved } }) },
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Linen Summer Dress' });
    expect(screen.getByLabelText(/^Price in US dollars/)).toHaveValue('64.00');
    expect(screen.getByLabelText(/^Compare-at price/)).toHaveValue('80.00');
    const matrix = screen.getByRole('table', { name: 'Variants by size and colour' });
    const medium = within(matrix).getAllByRole('row')[2];
    expect(medium).toHaveTextContent('KP-0201-RED-M7 on hand · 2 reserved · 5 available');
    expect(within(medium).getByRole('link', { name: 'Stock of KP-0201-RED-M' })).toHaveAttribute('href', '/inventory?variant=v-M-RED');
    expect(stockInputs()).toHaveLength(0);

    await user.click(within(screen.getByRole('group', { name: /^Sizes/ })).getByRole('checkbox', { name: 'L' }));
    expect(stockInputs()).toHaveLength(1);
    await user.type(screen.getByLabelText('Initial stock, size L, Red'), '3');
    await user.clear(screen.getByLabelText(/^Price in US dollars/));
    await user.type(screen.getByLabelText(/^Price in US dollars/), '59');
    await user.clear(screen.getByLabelText(/^Compare-at price/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ slug: 'linen-summer-dress', priceCents: 5900, compareAtCents: null, sizes: ['S', 'M', 'L'], variants: [{ size: 'L', colour: 'RED', stockOnHand: 3 }] });
    expect(await screen.findByText('Linen Summer Dress was saved.')).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText(/^Price in US dollars/)).toHaveValue('59.00');
    expect(stockInputs()).toHaveLength(0);
    expect(within(screen.getByRole('table', { name: 'Variants by size and colour' })).getByText('KP-0201-RED-L')).toBeInTheDocument();
  });

  it('lists the variants a save removes, and the SKUs the server keeps because they are in use', async () => {
    const user = userEvent.setup();
    renderAdmin('/products/p-1', {
      as: STAFF,
      mocks: [
        ...productPageMocks(),
        {
          request: { query: UpdateProductDocument, variables: anyVariables },
          result: {
            data: {
              updateProduct: {
                __typename: 'VariantsInUseError',
                code: 'VARIANTS_IN_USE',
                message: "KP-0201-RED-M has been ordered or is in a shopper's cart, so it cannot be removed. Set its stock to 0 instead.",
                skus: ['KP-0201-RED-M'],
              },
            },
          },
        },
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Linen Summer Dress' });
    await user.click(within(screen.getByRole('group', { name: /^Sizes/ })).getByRole('checkbox', { name: 'M' }));
    expect(screen.getByText(/Saving removes this variant/).nextElementSibling).toHaveTextContent('KP-0201-RED-M (M, Red)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/KP-0201-RED-M has been ordered or is in a shopper's cart/)).toBeInTheDocument();
    expect(screen.getByText(/KP-0201-RED-M has been ordered/).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText('— ordered or in a cart: it stays')).toBeInTheDocument();
  });
});
