import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anyVariables, OWNER, renderAdmin } from '../../../test/admin-render';
import { DeleteProductImageDocument, ProductImagesDocument, ReorderProductImagesDocument, UpdateProductImageDocument } from '../../gql/graphql';
import { photo, productDetail, productPageMocks } from './product-fixtures';

interface Sent {
  url: string;
  method?: string;
  authorization: string | null;
  fields: [string, string][];
}

/** fetch as the upload sees it: each answer in turn, every request recorded with its multipart fields. */
function uploadServer(...answers: [number, unknown][]) {
  const sent: Sent[] = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const form = init?.body as FormData;
    sent.push({
      url: String(url),
      method: init?.method,
      authorization: new Headers(init?.headers).get('authorization'),
      fields: [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `file ${value.name} (${value.type})`]),
    });
    const [status, body] = answers[sent.length - 1] ?? [500, {}];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return sent;
}

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const photosQuery = (photos: ReturnType<typeof photo>[]) => ({ request: { query: ProductImagesDocument, variables: { productId: 'p-1' } }, result: { data: { productImages: photos } } });

async function openProduct(mocks: MockLink.MockedResponse[] = [], photos: ReturnType<typeof photo>[] = []) {
  const [product] = productPageMocks(productDetail({ colours: ['RED', 'BLACK'] }));
  renderAdmin('/products/p-1', { as: OWNER, mocks: [product, photosQuery(photos), ...mocks] });
  await screen.findByRole('heading', { level: 2, name: 'Photos' });
  return within(screen.getByRole('form', { name: 'Add photos' }));
}

describe('a product’s photos', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('uploads each photo chosen as multipart with the staff token, alt text and colour, then lists them', async () => {
    const user = userEvent.setup();
    const sent = uploadServer([201, { success: true, image: {} }], [201, { success: true, image: {} }]);
    const form = await openProduct([photosQuery([photo(1), photo(2)])]);
    expect(await screen.findByText('No photos yet.')).toBeInTheDocument();
    await user.upload(form.getByLabelText(/^Photos/), [png('front.png'), png('back.png')]);
    await user.type(form.getByLabelText(/^Alt text/), 'The dress in red');
    await user.selectOptions(form.getByLabelText(/^Colour shown/), 'Red');
    await user.click(form.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('2 photos were uploaded.')).toHaveAttribute('role', 'status');
    expect(sent).toEqual(
      ['front.png', 'back.png'].map((name) => ({
        url: '/admin-api/products/p-1/images',
        method: 'POST',
        authorization: 'Bearer token-of-owner-1',
        fields: [
          ['file', `file ${name} (image/png)`],
          ['alt', 'The dress in red'],
          ['colour', 'RED'],
        ],
      })),
    );
    const list = await screen.findByRole('list', { name: 'Photos, in the shop’s order' });
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Photo 1', 'Photo 2']);
    expect(form.getByLabelText(/^Photos/)).toHaveValue('');
  });

  it('names each file the server refuses, with its reason, and still uploads the others', async () => {
    const user = userEvent.setup();
    const sent = uploadServer(
      [400, { success: false, code: 'NOT_AN_IMAGE', message: 'That file is not a JPEG, PNG, WebP or AVIF photo.', fields: { file: 'That file is not a JPEG, PNG, WebP or AVIF photo.' } }],
      [413, { success: false, code: 'IMAGE_TOO_LARGE', message: 'The photo is larger than 10 MB.', fields: { file: 'The photo is larger than 10 MB.' } }],
      [201, { success: true, image: {} }],
    );
    const form = await openProduct([photosQuery([photo(1)])]);
    await user.upload(form.getByLabelText(/^Photos/), [png('notes.png'), png('huge.png'), png('fine.png')]);
    await user.click(form.getByRole('button', { name: 'Upload' }));

    const files = form.getByLabelText(/^Photos/);
    await waitFor(() => expect(files).toHaveAttribute('aria-invalid', 'true'));
    expect(files).toHaveAccessibleDescription(/notes\.png: That file is not a JPEG, PNG, WebP or AVIF photo\. huge\.png: The photo is larger than 10 MB\./);
    expect(sent).toHaveLength(3);
    expect(await screen.findByText('One photo was uploaded.')).toBeInTheDocument();
  });

  it('shows a refused alt text on its field and stops', async () => {
    const user = userEvent.setup();
    const sent = uploadServer([400, { success: false, code: 'VALIDATION', message: 'alt: At most 250 characters.', fields: { alt: 'At most 250 characters.' } }]);
    const form = await openProduct();
    await user.upload(form.getByLabelText(/^Photos/), [png('a.png'), png('b.png')]);
    await user.type(form.getByLabelText(/^Alt text/), 'A dress');
    await user.click(form.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(form.getByLabelText(/^Alt text/)).toHaveAccessibleDescription(/At most 250 characters\./));
    expect(sent).toHaveLength(1);
  });

  it('needs a file before sending anything', async () => {
    const user = userEvent.setup();
    const sent = uploadServer();
    const form = await openProduct();
    await user.click(form.getByRole('button', { name: 'Upload' }));
    expect(form.getByLabelText(/^Photos/)).toHaveAccessibleDescription(/Choose one or more photos\./);
    expect(sent).toEqual([]);
  });

  it('moves a photo with the keyboard, keeping focus on it', async () => {
    const user = userEvent.setup();
    const [one, two, three] = [photo(1), photo(2), photo(3)];
    const reorder = jest.fn(() => ({ data: { reorderProductImages: [two, one, three].map((p, position) => ({ ...p, position })) } }));
    await openProduct([{ request: { query: ReorderProductImagesDocument, variables: { productId: 'p-1', ids: ['photo-2', 'photo-1', 'photo-3'] } }, result: reorder }], [one, two, three]);
    const down = await screen.findByRole('button', { name: 'Move down photo 1' });
    expect(screen.getByRole('button', { name: 'Move up photo 1' })).toBeDisabled();
    down.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Photo moved to position 2 of 3.')).toBeInTheDocument();
    expect(reorder).toHaveBeenCalledTimes(1);
    expect(
      within(screen.getByRole('list', { name: 'Photos, in the shop’s order' }))
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Photo 2', 'Photo 1', 'Photo 3']);
    expect(screen.getByRole('button', { name: 'Move down photo 2' })).toHaveFocus();
  });

  it('saves a photo’s alt text and colour, and asks before deleting one', async () => {
    const user = userEvent.setup();
    const update = jest.fn(() => ({ data: { updateProductImage: photo(1, { alt: 'Front view', colour: 'BLACK' }) } }));
    const remove = jest.fn(() => ({ data: { deleteProductImage: [photo(2, { position: 0 })] } }));
    await openProduct(
      [
        { request: { query: UpdateProductImageDocument, variables: { id: 'photo-1', input: { alt: 'Front view', colour: 'BLACK' } } }, result: update },
        { request: { query: DeleteProductImageDocument, variables: anyVariables }, result: remove },
      ],
      [photo(1), photo(2)],
    );
    const first = within(await screen.findByRole('form', { name: 'Photo 1 (main picture)' }));
    await user.clear(first.getByLabelText(/^Alt text/));
    await user.type(first.getByLabelText(/^Alt text/), 'Front view');
    await user.selectOptions(first.getByLabelText(/^Colour shown/), 'Black');
    await user.click(first.getByRole('button', { name: 'Save photo 1' }));
    expect(await screen.findByText('Photo 1 was saved.')).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete photo 1?' });
    expect(dialog).toHaveAccessibleDescription('“Front view” leaves the product’s pages in the shop at once. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete photo' }));
    expect(await screen.findByText('Photo 1 was deleted.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Photos, in the shop’s order' }))
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Photo 2']);
  });
});
