import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './Pagination';
import { renderInEnglish } from '../../test/in-english';

describe('Pagination', () => {
  it("disables Prev on page 1 and shows 'Page X of Y'", async () => {
    const onPage = jest.fn();
    renderInEnglish(<Pagination page={1} totalPages={3} onPage={onPage} />);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('disables Next on the last page; Prev goes back one', async () => {
    const onPage = jest.fn();
    renderInEnglish(<Pagination page={3} totalPages={3} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Prev' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it("reads 'Page 1 of 1' with both disabled for an empty result", () => {
    renderInEnglish(<Pagination page={1} totalPages={0} onPage={jest.fn()} />);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
