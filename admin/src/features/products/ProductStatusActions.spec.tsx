import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anyVariables, renderAdmin, STAFF } from '../../../test/admin-render';
import { ArchiveProductDocument, CatalogProductsDocument, DeleteProductDocument, PublishProductDocument, UnpublishProductDocument } from '../../gql/graphql';
import { productDetail, productPageMocks } from './product-fixtures';

const changed = (status: string) => ({ __typename: 'CatalogProduct', id: 'p-1', status, updatedAt: '2026-03-03T10:00:00.000Z' });

describe('a product’s status actions', () => {
  it('offers a draft Publish, Archive and Delete; publishing needs no confirmation', async () => {
    const user = userEvent.setup();
    const publish = jest.fn(() => ({ data: { publishProduct: changed('ACTIVE') } }));
    renderAdmin('/products/p-1', { as: STAFF, mocks: [...productPageMocks(), { request: { query: PublishProductDocument, variables: { id: 'p-1' } }, result: publish }] });
    await screen.findByRole('heading', { level: 1, name: 'Linen Summer Dress' });
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^(Publish|Unpublish|Archive|Delete)$/ }).map((b) => b.textContent)).toEqual(['Publish', 'Archive', 'Delete']);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Linen Summer Dress is published: shoppers can find and buy it now.')).toHaveAttribute('role', 'status');
    expect(publish).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^(Publish|Unpublish|Archive|Delete)$/ }).map((b) => b.textContent)).toEqual(['Unpublish', 'Archive']);
    expect(screen.getByRole('link', { name: 'See it in the shop' })).toHaveAttribute('href', '/product/linen-summer-dress');
  });

  it('asks before deleting: Cancel keeps the product, Delete removes it and returns to the list', async () => {
    const user = userEvent.setup();
    const remove = jest.fn(() => ({ data: { deleteProduct: { __typename: 'DeletedProduct', id: 'p-1' } } }));
    const emptyList = { data: { catalogProducts: { __typename: 'CatalogProductPage', page: 1, pageSize: 25, totalItems: 0, totalPages: 0, items: [] } } };
    const router = renderAdmin('/products/p-1', {
      as: STAFF,
      mocks: [
        ...productPageMocks(),
        { request: { query: DeleteProductDocument, variables: { id: 'p-1' } }, result: remove },
        { request: { query: CatalogProductsDocument, variables: anyVariables }, result: emptyList },
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Linen Summer Dress' });
    const button = screen.getByRole('button', { name: 'Delete' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Delete Linen Summer Dress?' });
    expect(dialog).toHaveAccessibleDescription(/its 2 variants and its photos are deleted for good\. This cannot be undone\./);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(await screen.findByText('Linen Summer Dress was deleted.')).toHaveAttribute('role', 'status');
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('says why a product cannot be deleted', async () => {
    const user = userEvent.setup();
    renderAdmin('/products/p-1', {
      as: STAFF,
      mocks: [
        ...productPageMocks(),
        {
          request: { query: DeleteProductDocument, variables: { id: 'p-1' } },
          result: {
            data: { deleteProduct: { __typename: 'ProductNotDeletableError', code: 'PRODUCT_NOT_DELETABLE', message: 'This product has been ordered, so it cannot be deleted. Archive it instead.' } },
          },
        },
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Linen Summer Dress' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This product has been ordered, so it cannot be deleted. Archive it instead.')).toHaveAttribute('role', 'alert');
  });

  it('asks before unpublishing and archiving an active product', async () => {
    const user = userEvent.setup();
    const unpublish = jest.fn(() => ({ data: { unpublishProduct: changed('DRAFT') } }));
    const archive = jest.fn(() => ({ data: { archiveProduct: changed('ARCHIVED') } }));
    renderAdmin('/products/p-1', {
      as: STAFF,
      mocks: [
        ...productPageMocks(productDetail({ status: 'ACTIVE' })),
        { request: { query: UnpublishProductDocument, variables: { id: 'p-1' } }, result: unpublish },
        { request: { query: ArchiveProductDocument, variables: { id: 'p-1' } }, result: archive },
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Linen Summer Dress' });
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(screen.getByRole('dialog', { name: 'Archive Linen Summer Dress?' })).toHaveAccessibleDescription(/Orders that have it still show it/);
    await user.keyboard('{Escape}');
    expect(archive).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    const dialog = screen.getByRole('dialog', { name: 'Unpublish Linen Summer Dress?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Linen Summer Dress is a draft again, off the shop.')).toBeInTheDocument();
    expect(unpublish).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('button', { name: /^(Publish|Unpublish|Archive|Delete)$/ }).map((b) => b.textContent)).toEqual(['Publish', 'Archive', 'Delete']);
  });
});
