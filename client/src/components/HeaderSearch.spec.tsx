import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShop } from '../../test/shop-render';
import { SearchSuggestionsDocument } from '../gql/graphql';
import { HeaderSearch } from './HeaderSearch';

// Suggestions come after a 200 ms pause in typing: allow for a busy machine.
configure({ asyncUtilTimeout: 4000 });

function suggestionsMock(prefix: string, names: string[]) {
  return {
    request: { query: SearchSuggestionsDocument, variables: { prefix, limit: 6 } },
    result: { data: { searchSuggestions: names.map((name) => ({ __typename: 'SearchSuggestion', name, slug: name.toLowerCase().replace(/\s+/g, '-') })) } },
  };
}

const HOODIES = ['Striped Fleece Pullover Hoodie', 'Relaxed Organic Cotton Hoodie'];

describe('the header search box', () => {
  it('opens from the icon with the keyboard in it, and Escape closes it back to the icon', async () => {
    renderInShop(<HeaderSearch label="Search products" />, { route: '*' });
    const icon = screen.getByRole('button', { name: 'Search products' });
    expect(screen.queryByRole('combobox', { name: 'Search products' })).not.toBeInTheDocument();
    await userEvent.click(icon);
    const box = screen.getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveFocus();
    expect(icon).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(icon).toHaveFocus();
    expect(icon).toHaveAttribute('aria-expanded', 'false');
  });

  it('suggests products once typing pauses; arrows choose one and Enter opens it', async () => {
    const { location } = renderInShop(<HeaderSearch label="Search products" />, { route: '*', mocks: [suggestionsMock('hood', HOODIES)] });
    await userEvent.click(screen.getByRole('button', { name: 'Search products' }));
    const box = screen.getByRole('combobox', { name: 'Search products' });
    // Letter by letter without pauses asks only for the settled words (there is no mock for "ho" or "hoo").
    await userEvent.setup({ delay: null }).type(box, 'hood');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(HOODIES);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(list).getByRole('option', { name: HOODIES[1] });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(location().pathname).toBe('/product/relaxed-organic-cotton-hoodie');
  });

  it('searches the words on /all when none is chosen; Escape first closes the list', async () => {
    const { location } = renderInShop(<HeaderSearch label="Search products" />, { route: '*', mocks: [suggestionsMock('hoody', HOODIES)] });
    await userEvent.click(screen.getByRole('button', { name: 'Search products' }));
    await userEvent.setup({ delay: null }).type(screen.getByRole('combobox', { name: 'Search products' }), 'hoody');
    await screen.findByRole('listbox', { name: 'Suggestions' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox', { name: 'Suggestions' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(location().pathname).toBe('/all');
    expect(location().search).toBe('?search=hoody');
  });

  it('follows a suggestion clicked with the mouse', async () => {
    const { location } = renderInShop(<HeaderSearch label="Search products" />, { route: '*', mocks: [suggestionsMock('hood', HOODIES)] });
    await userEvent.click(screen.getByRole('button', { name: 'Search products' }));
    await userEvent.setup({ delay: null }).type(screen.getByRole('combobox', { name: 'Search products' }), 'hood');
    await userEvent.click(await screen.findByRole('option', { name: HOODIES[0] }));
    expect(location().pathname).toBe('/product/striped-fleece-pullover-hoodie');
  });
});
