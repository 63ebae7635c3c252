import { screen } from '@testing-library/react';
import { Rating, starFills } from './Rating';
import { renderInEnglish } from '../../test/in-english';

describe('starFills', () => {
  it('fills whole stars and a half star from .5', () => {
    expect(starFills(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(3.4)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starFills(4.9)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('clamps to 0..5 and treats nonsense as 0', () => {
    expect(starFills(7)).toEqual(starFills(5));
    expect(starFills(-2)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(Number.NaN)).toEqual(starFills(0));
  });
});

describe('Rating', () => {
  it("says 'x.x out of 5' and draws a half star at .5", () => {
    const { container } = renderInEnglish(<Rating rating={4.5} count={122} />);
    expect(screen.getByText('4.5 out of 5')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(122)')).toBeInTheDocument();
    expect(container.querySelectorAll('.star--full')).toHaveLength(4);
    expect(container.querySelectorAll('.star--half')).toHaveLength(1);
  });

  it('clamps what it shows', () => {
    renderInEnglish(<Rating rating={9} />);
    expect(screen.getByText('5.0 out of 5')).toBeInTheDocument();
  });

  it('shows 0.0 for a negative rating and, when compact, only the stars', () => {
    renderInEnglish(<Rating rating={-1} compact />);
    expect(screen.queryByText('0.0 out of 5')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 0.0 out of 5' })).toBeInTheDocument();
  });
});
