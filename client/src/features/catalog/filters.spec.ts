import { activeFilterCount, filtersFromParams, paramsWithFilters, toProductFilter } from './filters';

describe('listing filters in the URL', () => {
  it('reads sizes, colours, a price range and the switches, ignoring what it does not know', () => {
    const filters = filtersFromParams(new URLSearchParams('size=M&size=xl&size=Q&colour=Black&colour=violet&min=2500&max=4999&inStock=1&onSale=0&search=dress'));
    expect(filters).toEqual({ sizes: ['M', 'XL'], colours: ['VIOLET', 'BLACK'], min: 2500, max: 4999, inStock: true, onSale: false });
    expect(activeFilterCount(filters)).toBe(6);
    expect(toProductFilter(filters)).toEqual({ sizes: ['M', 'XL'], colours: ['VIOLET', 'BLACK'], minPrice: 2500, maxPrice: 4999, inStock: true });
    expect(filtersFromParams(new URLSearchParams('min=-5&max=abc'))).toMatchObject({ min: null, max: null });
    expect(filtersFromParams(new URLSearchParams('min=5000&max=2500'))).toMatchObject({ min: 2500, max: 5000 });
  });

  it('writes them back beside the other parameters, starting again on page 1', () => {
    const next = paramsWithFilters(new URLSearchParams('search=dress&sort=newest&page=3&size=S'), { sizes: ['M'], colours: ['BLACK'], min: 0, max: 2499, inStock: false, onSale: true });
    expect(next.toString()).toBe('search=dress&sort=newest&size=M&colour=Black&min=0&max=2499&onSale=1');
    expect(filtersFromParams(next)).toEqual({ sizes: ['M'], colours: ['BLACK'], min: 0, max: 2499, inStock: false, onSale: true });
    expect(toProductFilter(filtersFromParams(new URLSearchParams()))).toEqual({});
  });
});
