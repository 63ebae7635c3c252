import { svgProblems } from '../../test/support/svg-problems';
import { ART_NAMES, renderArt, type ArtName } from './art-svg';


const viewBox = (svg: string) =>
  svg
    .match(/viewBox="0 0 (\d+) (\d+)"/)
    ?.slice(1)
    .map(Number);
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe('renderArt', () => {
  it('lists every art piece once', () => {
    expect(new Set(ART_NAMES).size).toBe(6);
    expect([...ART_NAMES].sort()).toEqual(['banner-kid', 'banner-men', 'banner-women', 'exclusive', 'hero', 'newsletter']);
  });

  it.each(ART_NAMES)('%s is a well-formed standalone SVG with a title', (name) => {
    const svg = renderArt(name);
    expect(svgProblems(svg)).toEqual([]);
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
    expect(Buffer.byteLength(svg)).toBeLessThan(60 * 1024);
  });

  it('is deterministic', () => {
    for (const name of ART_NAMES) expect(renderArt(name)).toBe(renderArt(name));
  });

  it('sizes each piece for its slot', () => {
    const ratio = (name: ArtName) => {
      const [w, h] = viewBox(renderArt(name)) ?? [0, 1];
      return w / h;
    };
    for (const name of ['banner-women', 'banner-men', 'banner-kid'] as const) expect(ratio(name)).toBe(4);
    expect(viewBox(renderArt('hero'))).toEqual([800, 700]);
    expect(ratio('newsletter')).toBeGreaterThan(2);
  });

  it('claims no offer or deadline in any picture (those are the data\'s to state), each banner in its own palette', () => {
    for (const name of ART_NAMES) {
      const svg = renderArt(name);
      expect(texts(svg).join(' ')).not.toMatch(/%|\bOFF\b|hours?|mins?|sale/i);
      expect(svg.match(/<title>([^<]*)<\/title>/)?.[1]).not.toMatch(/%|\boff\b/i);
    }
    const banners = (['banner-women', 'banner-men', 'banner-kid'] as const).map(renderArt);
    const backgrounds = banners.map((svg) => svg.match(/<linearGradient id="bbg"[^>]*>.*?<\/linearGradient>/)?.[0]);
    expect(new Set(backgrounds).size).toBe(3);
  });

  it('keeps text minimal and the newsletter background free of text', () => {
    for (const name of ART_NAMES) expect(texts(renderArt(name)).length).toBeLessThanOrEqual(4);
    expect(texts(renderArt('newsletter'))).toEqual([]);
    // A banner's words are the storefront page's, in the shopper's language (client/src/features/catalog/CategoryPage.tsx).
    for (const name of ['banner-women', 'banner-men', 'banner-kid'] as const) expect(texts(renderArt(name))).toEqual([]);
  });

  it('composes several garments, each with its own ids', () => {
    for (const name of ART_NAMES) {
      const svg = renderArt(name);
      const layers = new Set([...svg.matchAll(/id="(a\w+?_)/g)].map((m) => m[1]));
      expect({ name, layers: layers.size >= 2 }).toEqual({ name, layers: true });
    }
  });
});
