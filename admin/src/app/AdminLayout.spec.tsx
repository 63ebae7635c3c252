import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anyVariables, OWNER, renderAdmin, STAFF } from '../../test/admin-render';
import { CatalogProductsDocument } from '../gql/graphql';

const navLinks = () => within(screen.getByRole('navigation', { name: 'Back office' })).getAllByRole('link').map((link) => link.textContent);

describe('the back office’s layout', () => {
  it('offers an owner every section', async () => {
    renderAdmin('/', { as: OWNER });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(navLinks()).toEqual(['Dashboard', 'Orders', 'Customers', 'Messages', 'Products', 'Reviews', 'Inventory', 'Promo codes', 'Settings', 'Staff', 'Audit log']);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Dashboard · Kapor back office');
  });

  it('hides staff management and settings from a STAFF member, and refuses those pages if typed in', async () => {
    const router = renderAdmin('/', { as: STAFF });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(navLinks()).toEqual(['Dashboard', 'Orders', 'Customers', 'Messages', 'Products', 'Reviews', 'Inventory', 'Promo codes', 'Audit log']);
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Staff' })).toBeNull();

    await act(() => router.navigate('/staff'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available to you' })).toBeInTheDocument();
    await act(() => router.navigate('/settings'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available to you' })).toBeInTheDocument();
  });

  it('has a skip link to the page, and moves focus to the new page’s heading after a move', async () => {
    const user = userEvent.setup();
    const noProducts = { data: { catalogProducts: { __typename: 'CatalogProductPage', page: 1, pageSize: 25, totalItems: 0, totalPages: 0, items: [] } } };
    renderAdmin('/', { as: OWNER, mocks: [{ request: { query: CatalogProductsDocument, variables: anyVariables }, result: noProducts }] });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');

    await user.click(within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'Products' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Products' });
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Products · Kapor back office');
  });
});
