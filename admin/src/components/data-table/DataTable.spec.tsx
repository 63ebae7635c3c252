import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { dataColumns, DataTable, type SortingState } from './DataTable';

interface Product {
  id: string;
  name: string;
  price: number;
  category: string;
}

const column = dataColumns<Product>();
const columns = column.columns([
  column.accessor('name', { header: 'Name', enableSorting: true }),
  column.accessor('price', { header: 'Price', enableSorting: true, meta: { numeric: true } }),
  column.accessor('category', { header: 'Category' }),
]);

/** One server page: rows 1–10 of 95, in the order the server gave them (the table never reorders them). */
const PAGE: Product[] = Array.from({ length: 10 }, (_, i) => ({ id: `p${i}`, name: `Product ${10 - i}`, price: 100 * i, category: 'women' }));

function Harness({ onPage, onSort, initialSorting = [] }: { onPage: jest.Mock; onSort: jest.Mock; initialSorting?: SortingState }) {
  const [page, setPage] = useState(2);
  const [pageSize, setPageSize] = useState(10);
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  return (
    <DataTable
      caption="Products"
      columns={columns}
      rows={PAGE}
      rowId={(row) => row.id}
      paging={{
        page,
        pageSize,
        totalItems: 95,
        onChange: (nextPage, nextSize) => {
          onPage(nextPage, nextSize);
          setPage(nextPage);
          setPageSize(nextSize);
        },
      }}
      sorting={{
        state: sorting,
        onChange: (next) => {
          onSort(next);
          setSorting(next);
        },
      }}
    />
  );
}

describe('DataTable', () => {
  it('is a table named by its caption, with the rows in the server’s order', () => {
    render(<Harness onPage={jest.fn()} onSort={jest.fn()} />);
    const table = screen.getByRole('table', { name: 'Products' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(within(rows[1]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Product 10', '0', 'women']);
    expect(within(rows[10]).getAllByRole('cell')[0]).toHaveTextContent('Product 1');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Price', 'Category']);
  });

  it('asks for another page and says where the list is', async () => {
    const user = userEvent.setup();
    const onPage = jest.fn();
    render(<Harness onPage={onPage} onSort={jest.fn()} />);
    const pages = screen.getByRole('navigation', { name: 'Products: pages' });
    expect(pages).toHaveTextContent('11–20 of 95');

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenLastCalledWith(3, 10);
    expect(pages).toHaveTextContent('21–30 of 95, page 3 of 10');

    await user.click(within(pages).getByRole('button', { name: 'Last page' }));
    expect(onPage).toHaveBeenLastCalledWith(10, 10);
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Last page' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(onPage).toHaveBeenLastCalledWith(9, 10);

    await user.click(within(pages).getByRole('button', { name: 'First page' }));
    expect(onPage).toHaveBeenLastCalledWith(1, 10);
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('changes the page size from the first page', async () => {
    const user = userEvent.setup();
    const onPage = jest.fn();
    render(<Harness onPage={onPage} onSort={jest.fn()} />);
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(onPage).toHaveBeenLastCalledWith(1, 50);
    expect(screen.getByRole('navigation', { name: 'Products: pages' })).toHaveTextContent('1–50 of 95');
  });

  it('sorts on the server: sortable headers are buttons that toggle the direction, with aria-sort', async () => {
    const user = userEvent.setup();
    const onSort = jest.fn();
    render(<Harness onPage={jest.fn()} onSort={onSort} initialSorting={[{ id: 'name', desc: false }]} />);
    const [name, price, category] = screen.getAllByRole('columnheader');
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(price).toHaveAttribute('aria-sort', 'none');
    expect(category).not.toHaveAttribute('aria-sort');
    expect(within(category).queryByRole('button')).toBeNull();

    await user.click(within(name).getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith([{ id: 'name', desc: true }]);
    expect(name).toHaveAttribute('aria-sort', 'descending');

    // The keyboard works the same way: Tab to the next header's button, Enter.
    within(name).getByRole('button').focus();
    await user.tab();
    expect(within(price).getByRole('button', { name: 'Price' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSort).toHaveBeenLastCalledWith([{ id: 'price', desc: false }]);
    expect(price).toHaveAttribute('aria-sort', 'ascending');
    expect(name).toHaveAttribute('aria-sort', 'none');
    // The rows are the server's to order: still as given.
    expect(within(screen.getAllByRole('row')[1]).getAllByRole('cell')[0]).toHaveTextContent('Product 10');
  });

  it('says when there is nothing to show', () => {
    render(<DataTable caption="Products" columns={columns} rows={[]} rowId={(row) => row.id} empty="No product matches." />);
    expect(screen.getByRole('cell')).toHaveTextContent('No product matches.');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
