import { screen } from '@testing-library/react';
import { photoPicture, productFixture, renderInShop } from '../../test/shop-render';
import { ProductCard } from './ProductCard';

const pictureOf = (name: string) => screen.getByRole('article').querySelector(`a[href="/product/${name}"] img`)!;

describe('ProductCard', () => {
  it('offers an uploaded photo in AVIF and WebP sizes for the width a card takes, lazily, with its own aspect ratio', async () => {
    renderInShop(<ProductCard product={productFixture(1, { mainImage: photoPicture('a'.repeat(64), 'The dress, worn') })} />);
    // The name beside it is the card's accessible link; the picture is decoration.
    expect(await screen.findByRole('link', { name: 'Product 1' })).toBeInTheDocument();
    const img = pictureOf('product-1');
    expect(img).toHaveAttribute('src', `/images/uploads/${'a'.repeat(64)}-1280.webp`);
    expect(img.getAttribute('srcset')).toBe([320, 640, 960, 1280].map((w) => `/images/uploads/${'a'.repeat(64)}-${w}.webp ${w}w`).join(', '));
    expect(img).toHaveAttribute('sizes', '(max-width: 560px) 50vw, 280px');
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual(['1280', '1707', 'lazy']);
    const avif = img.parentElement!.querySelector('source')!;
    expect(img.parentElement!.tagName).toBe('PICTURE');
    expect([avif.getAttribute('type'), avif.getAttribute('sizes')]).toEqual(['image/avif', '(max-width: 560px) 50vw, 280px']);
    expect(avif.getAttribute('srcset')).toMatch(/-320\.avif 320w, .*-1280\.avif 1280w$/);
  });

  it('keeps the drawn picture of a product without photos: one SVG, no srcset', async () => {
    renderInShop(<ProductCard product={productFixture(2)} />);
    expect(await screen.findByRole('link', { name: 'Product 2' })).toBeInTheDocument();
    const img = pictureOf('product-2');
    expect(img).toHaveAttribute('src', '/images/products/product-2/front.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['300', '300']);
    expect(img.parentElement!.tagName).not.toBe('PICTURE');
  });
});
