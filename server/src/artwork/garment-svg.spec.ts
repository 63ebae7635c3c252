import { CATEGORIES, COLOURS, GARMENT_TYPES, type Colour } from '../catalog/catalog.types';
import { COLOUR_HEX, PRODUCT_VIEWS, describeGarmentLook, renderProductImage, type ProductImageOptions } from './garment-svg';
import { svgProblems } from '../../test/support/svg-problems';


const base: ProductImageOptions = { garment: 'tshirt', category: 'women', colours: ['Red'], view: 'front', seed: 1 };
const render = (o: Partial<ProductImageOptions>) => renderProductImage({ ...base, ...o });
/** A few colour lists of every length the catalogue uses (1–4). */
const COLOUR_SETS: Colour[][] = [['Green'], ['Black', 'Orange'], ['Pink', 'Violet', 'Yellow'], ['Red', 'Yellow', 'Green', 'Black']];

describe('renderProductImage', () => {
  it.each(GARMENT_TYPES.flatMap((garment) => PRODUCT_VIEWS.map((view) => [garment, view] as const)))(
    'draws a well-formed standalone SVG for %s (%s) in every category',
    (garment, view) => {
      for (const category of CATEGORIES) {
        const svg = render({ garment, view, category, colours: ['Violet', 'Yellow'], seed: 7, label: `${category} ${garment}` });
        expect(svgProblems(svg)).toEqual([]);
        expect(svg).toContain('viewBox="0 0 600 600"');
        expect(svg).toContain(`<title>${category} ${garment}</title>`);
      }
    },
  );

  it('shows every colour of the product, in every view', () => {
    for (const garment of GARMENT_TYPES) {
      for (const view of PRODUCT_VIEWS) {
        for (const colours of COLOUR_SETS) {
          const svg = render({ garment, view, colours, category: 'men', seed: 3 });
          for (const colour of colours)
            expect({ garment, view, colour, found: svg.includes(COLOUR_HEX[colour]) }).toEqual({ garment, view, colour, found: true });
        }
      }
    }
  });

  it('has a distinct hex for every colour of the vocabulary', () => {
    const hexes = COLOURS.map((c) => COLOUR_HEX[c]);
    expect(new Set(hexes).size).toBe(COLOURS.length);
    for (const hex of hexes) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('gives each garment type its own silhouette', () => {
    const geometry = (garment: (typeof GARMENT_TYPES)[number]) =>
      [...render({ garment, colours: ['Green'], category: 'women', seed: 2 }).matchAll(/\sd="([^"]+)"/g)].map((m) => m[1]);
    const shapes = GARMENT_TYPES.map(geometry);
    // The first piece of cloth registered for a garment is its main outline (body, hood or legs).
    const outlines = shapes.map((ds) => ds.join('|'));
    expect(new Set(outlines).size).toBe(GARMENT_TYPES.length);
    for (let i = 0; i < shapes.length; i++) {
      for (let j = i + 1; j < shapes.length; j++) {
        const shared = shapes[i].filter((d) => shapes[j].includes(d) && d.length > 60);
        expect({ pair: [GARMENT_TYPES[i], GARMENT_TYPES[j]], shared: shared.length > shapes[i].length / 2 }).toEqual({
          pair: [GARMENT_TYPES[i], GARMENT_TYPES[j]],
          shared: false,
        });
      }
    }
  });

  it('draws the features that make each garment recognisable', () => {
    const front = (garment: (typeof GARMENT_TYPES)[number]) => render({ garment, colours: ['Green'], category: 'men' });
    // Hooded garments have two metal eyelets for the drawcords; zipped ones a dashed zip track.
    expect(front('hoodie').match(/<circle [^>]*r="4" fill="#b9bcc4"/g)).toHaveLength(2);
    expect(front('bomber')).toContain('stroke-dasharray="2 2"');
    expect(front('tshirt')).not.toContain('stroke-dasharray="2 2"');
    // Bottoms hang from a clip hanger (two clips), tops from a hook only.
    for (const g of ['trousers', 'jeans', 'shorts', 'skirt'] as const) expect(front(g).match(/height="30" rx="3" fill="#9ea1a9"/g)).toHaveLength(2);
    expect(front('shirt')).not.toContain('fill="#9ea1a9"');
  });

  it('is deterministic for the same input', () => {
    for (const garment of GARMENT_TYPES) {
      for (const view of PRODUCT_VIEWS) {
        const opts = { garment, view, colours: ['Pink', 'Black'] as Colour[], category: 'kid' as const, seed: 11, label: 'Same' };
        expect(renderProductImage(opts)).toBe(renderProductImage({ ...opts, colours: [...opts.colours] }));
      }
    }
  });

  it('varies small details with the seed', () => {
    for (const garment of GARMENT_TYPES) {
      for (const colours of COLOUR_SETS) {
        for (const category of CATEGORIES) {
          const outputs = new Set(Array.from({ length: 8 }, (_, seed) => render({ garment, seed, colours, category })));
          expect({ garment, category, colours, variants: outputs.size > 1 }).toEqual({ garment, category, colours, variants: true });
        }
      }
    }
  });

  it('differs between views and between categories', () => {
    const views = PRODUCT_VIEWS.map((view) => render({ garment: 'hoodie', view }));
    expect(new Set(views).size).toBe(PRODUCT_VIEWS.length);
    const backdrops = CATEGORIES.map((category) => render({ category }).match(/<radialGradient[^>]*>.*?<\/radialGradient>/)?.[0]);
    expect(new Set(backdrops).size).toBe(CATEGORIES.length);
  });

  it('puts a hang tag on the detail view only', () => {
    expect(render({ view: 'detail' })).toContain('>KAPOR</text>');
    for (const view of ['front', 'back', 'flat'] as const) expect(render({ view })).not.toContain('>KAPOR</text>');
  });

  it('escapes the label', () => {
    const svg = render({ label: 'Tee <b>"Bold" & \'bright\'</b>' });
    expect(svg).toContain('<title>Tee &#60;b&#62;&#34;Bold&#34; &#38; &#39;bright&#39;&#60;/b&#62;</title>');
    expect(svg).not.toContain('<b>');
    expect(svgProblems(svg)).toEqual([]);
  });

  it('stays under 12 KB per image', () => {
    let largest = 0;
    for (const garment of GARMENT_TYPES) {
      for (const view of PRODUCT_VIEWS) {
        for (const category of CATEGORIES) {
          for (let seed = 0; seed < 6; seed++) {
            const svg = render({ garment, view, category, seed, colours: COLOUR_SETS[seed % COLOUR_SETS.length] });
            largest = Math.max(largest, Buffer.byteLength(svg));
          }
        }
      }
    }
    expect(largest).toBeLessThan(12 * 1024);
  });

  it('renders something sensible for odd input', () => {
    expect(svgProblems(render({ colours: [] }))).toEqual([]);
    expect(svgProblems(render({ seed: -3.7 }))).toEqual([]);
    expect(svgProblems(render({ seed: Number.NaN }))).toEqual([]);
  });
});

describe('describeGarmentLook', () => {
  it('patterns every product with three or more colours and no single-colour product', () => {
    for (const garment of GARMENT_TYPES) {
      for (let seed = 0; seed < 10; seed++) {
        expect(describeGarmentLook({ garment, category: 'women', colours: ['Red', 'Black', 'Pink'], seed }).pattern).not.toBe('none');
        expect(describeGarmentLook({ garment, category: 'women', colours: ['Red'], seed }).pattern).toBe('none');
      }
    }
  });

  it('keeps the cut when the shopper picks another colour first', () => {
    for (const garment of GARMENT_TYPES) {
      for (let seed = 0; seed < 10; seed++) {
        const a = describeGarmentLook({ garment, category: 'kid', colours: ['Red', 'Black'], seed });
        const b = describeGarmentLook({ garment, category: 'kid', colours: ['Black', 'Red'], seed });
        expect(b).toEqual(a);
      }
    }
  });
});
