import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { slugify } from '../../common/slug';
import { CATEGORIES, COLOURS, GARMENT_TYPES, type Category } from '../catalog.types';
import { describeGarmentLook, type PatternKind } from '../../artwork/garment-svg';
import { SEED_PRODUCTS, SEED_TRANSLATIONS, loadSeedProducts, loadSeedTranslations, type SeedProduct } from './catalog-seed-data';

const inCategory = (c: Category) => SEED_PRODUCTS.filter((p) => p.category === c);
const lookOf = (p: SeedProduct) => describeGarmentLook({ garment: p.garment, category: p.category, colours: p.colours, seed: p.legacyId });

describe('SEED_PRODUCTS', () => {
  it('has at least 72 products with ids contiguous from 1', () => {
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(72);
    expect(SEED_PRODUCTS.map((p) => p.legacyId)).toEqual(SEED_PRODUCTS.map((_, i) => i + 1));
  });

  it('keeps the original 36: 1–12 women, 13–24 men, 25–36 kid', () => {
    const original = SEED_PRODUCTS.slice(0, 36);
    expect(original.filter((p) => p.legacyId <= 12).every((p) => p.category === 'women')).toBe(true);
    expect(original.filter((p) => p.legacyId > 12 && p.legacyId <= 24).every((p) => p.category === 'men')).toBe(true);
    expect(original.filter((p) => p.legacyId > 24).every((p) => p.category === 'kid')).toBe(true);
    for (const c of CATEGORIES) expect(original.filter((p) => p.category === c)).toHaveLength(12);
    const byId = new Map(SEED_PRODUCTS.map((p) => [p.legacyId, p]));
    expect(byId.get(1)).toMatchObject({ name: 'Striped Flutter Sleeve Overlap Collar Peplum Hem Blouse', priceCents: 5000, compareAtCents: 8050 });
    expect(byId.get(13)).toMatchObject({ name: 'Men Green Solid Zippered Full-Zip Slim Fit Bomber Jacket', priceCents: 8500, compareAtCents: 12050 });
    expect(byId.get(25)).toMatchObject({ name: 'Boys Orange Colourblocked Hooded Sweatshirt', priceCents: 8500, compareAtCents: 12050 });
  });

  it('has unique names and unique URL slugs', () => {
    const names = SEED_PRODUCTS.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(names.map(slugify)).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Z][\w' -]+$/);
  });

  it('gives every category at least 20 products and a good spread of garments', () => {
    for (const c of CATEGORIES) {
      const products = inCategory(c);
      expect(products.length).toBeGreaterThanOrEqual(20);
      expect(new Set(products.map((p) => p.garment)).size).toBeGreaterThanOrEqual(10);
    }
    // Every garment we can draw is on sale somewhere.
    expect(new Set(SEED_PRODUCTS.map((p) => p.garment))).toEqual(new Set(GARMENT_TYPES));
  });

  it('prices in whole cents between $8 and $180, always below the compare-at price', () => {
    for (const p of SEED_PRODUCTS) {
      expect(Number.isInteger(p.priceCents) && Number.isInteger(p.compareAtCents)).toBe(true);
      expect(p.priceCents).toBeGreaterThanOrEqual(800);
      expect(p.priceCents).toBeLessThanOrEqual(18000);
      expect(p.compareAtCents).toBeGreaterThan(p.priceCents);
    }
    // The $120 free-shipping threshold must matter: single items on both sides of it.
    expect(SEED_PRODUCTS.filter((p) => p.priceCents > 12000).length).toBeGreaterThanOrEqual(5);
    expect(SEED_PRODUCTS.filter((p) => p.priceCents < 12000).length).toBeGreaterThanOrEqual(30);
    expect(new Set(SEED_PRODUCTS.map((p) => p.priceCents)).size).toBeGreaterThan(40);
  });

  it('rates between 0 and 5 with one decimal, from a plausible number of reviews', () => {
    for (const p of SEED_PRODUCTS) {
      expect(p.rating).toBeGreaterThanOrEqual(0);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(Math.round(p.rating * 10) / 10).toBe(p.rating);
      expect(Number.isInteger(p.ratingCount)).toBe(true);
      expect(p.ratingCount).toBeGreaterThanOrEqual(3);
      expect(p.ratingCount).toBeLessThanOrEqual(900);
    }
    const ratings = SEED_PRODUCTS.map((p) => p.rating);
    expect(Math.min(...ratings)).toBeLessThan(3.5);
    expect(Math.max(...ratings)).toBeGreaterThanOrEqual(4.8);
  });

  it('lists 1–4 distinct, valid colours per product', () => {
    for (const p of SEED_PRODUCTS) {
      expect(p.colours.length).toBeGreaterThanOrEqual(1);
      expect(p.colours.length).toBeLessThanOrEqual(4);
      expect(new Set(p.colours).size).toBe(p.colours.length);
      for (const c of p.colours) expect(COLOURS).toContain(c);
    }
  });

  it('describes each product in one to three sentences of its own', () => {
    const descriptions = SEED_PRODUCTS.map((p) => p.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const d of descriptions) {
      const sentences = d.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(3);
      expect(d).toMatch(/[.!?]$/);
    }
  });

  it('spreads popularity and age so the popular and new-collection lists differ', () => {
    for (const p of SEED_PRODUCTS) {
      expect(Number.isInteger(p.popularity) && p.popularity >= 0).toBe(true);
      expect(Number.isInteger(p.daysAgo) && p.daysAgo >= 0 && p.daysAgo <= 365).toBe(true);
    }
    for (const c of CATEGORIES) {
      const products = inCategory(c);
      const top = (key: (p: SeedProduct) => number) =>
        [...products]
          .sort((a, b) => key(b) - key(a))
          .slice(0, 4)
          .map((p) => p.legacyId);
      const popular = top((p) => p.popularity);
      const newest = top((p) => -p.daysAgo);
      expect(popular.filter((id) => newest.includes(id))).toEqual([]);
    }
  });

  it('makes search return several hits for everyday words', () => {
    const hits = (word: string) => SEED_PRODUCTS.filter((p) => `${p.name} ${p.description}`.toLowerCase().includes(word)).length;
    for (const word of ['jacket', 'dress', 'cotton', 'hoodie', 'jeans', 'shirt', 'wool']) expect({ word, many: hits(word) >= 4 }).toEqual({ word, many: true });
  });

  it('names only prints and cuts that the product picture actually shows', () => {
    const promises: [RegExp, (look: ReturnType<typeof lookOf>) => boolean][] = [
      [/\bstriped\b/i, (l) => l.pattern === 'stripes'],
      [/pinstripe/i, (l) => l.pattern === 'pinstripe'],
      [/polka dot/i, (l) => l.pattern === 'dots'],
      [/check|gingham|tattersall|plaid/i, (l) => l.pattern === 'check'],
      [/colourblock/i, (l) => l.pattern === 'block'],
      [/\bsolid\b/i, (l) => l.pattern === 'none'],
      [/star print/i, (l) => l.print === 'star' || l.pattern === 'stars'],
      [/heart print/i, (l) => l.print === 'heart'],
      [/turtleneck|rollneck/i, (l) => l.style.neck === 'turtle'],
      [/v-neck/i, (l) => l.style.neck === 'v'],
      [/crew neck/i, (l) => l.style.neck === 'crew'],
      [/scoop neck/i, (l) => l.style.neck === 'scoop'],
      [/square-neck/i, (l) => l.style.neck === 'square'],
      [/flutter sleeve/i, (l) => l.style.sleeve === 'flutter'],
      [/puff sleeve/i, (l) => l.style.sleeve === 'puff'],
      [/long sleeve/i, (l) => l.style.sleeve === 'long'],
      [/sleeveless/i, (l) => l.style.sleeve === 'none'],
      [/flared/i, (l) => l.style.cut === 'flared'],
      [/wide-leg/i, (l) => l.style.cut === undefined || l.style.cut === 'wide'],
      [/straight-leg/i, (l) => l.style.cut === 'straight'],
      [/tiered/i, (l) => l.style.cut === 'tiered'],
      [/pocket t-shirt/i, (l) => l.extra],
    ];
    const broken = SEED_PRODUCTS.flatMap((p) => {
      const look = lookOf(p);
      return promises.filter(([words, shown]) => words.test(p.name) && !shown(look)).map(([words]) => `${p.legacyId} ${p.name}: ${words}`);
    });
    expect(broken).toEqual([]);
    // Pleats and skinny/slim cuts only mean something for skirts and jeans.
    for (const p of SEED_PRODUCTS.filter((x) => x.garment === 'skirt' && /pleated/i.test(x.name))) expect(lookOf(p).style.cut).toBe('pleated');
    for (const p of SEED_PRODUCTS.filter((x) => x.garment === 'jeans' && /skinny|slim/i.test(x.name))) expect(lookOf(p).style.cut).toBe('slim');
  });

  it('names every printed product after its print', () => {
    const words: Record<Exclude<PatternKind, 'none'>, RegExp> = {
      stripes: /\bstriped\b/i,
      pinstripe: /pinstripe/i,
      dots: /polka dot/i,
      check: /check|gingham|tattersall|plaid/i,
      block: /colourblock/i,
      stars: /star print/i,
    };
    const unnamed = SEED_PRODUCTS.filter((p) => {
      const { pattern } = lookOf(p);
      return pattern !== 'none' && !words[pattern].test(p.name);
    }).map((p) => `${p.legacyId} ${p.name}: ${lookOf(p).pattern}`);
    expect(unnamed).toEqual([]);
  });
});

describe('products.json', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kapor-seed-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const fileWith = (change: (product: Record<string, unknown>) => void): string => {
    const products = JSON.parse(readFileSync(join(__dirname, 'products.json'), 'utf8')) as Record<string, unknown>[];
    change(products[1]);
    const file = join(dir, `${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(file, JSON.stringify(products));
    return file;
  };

  it('is the seed catalogue, as data', () => {
    expect(loadSeedProducts(join(__dirname, 'products.json'))).toEqual(SEED_PRODUCTS);
  });

  it.each([
    ['an unknown category', (p: Record<string, unknown>) => void (p.category = 'woman'), /product 2: category must be one of women, men, kid \(got "woman"\)/],
    ['a colour we do not draw', (p: Record<string, unknown>) => void (p.colours = ['Pink', 'Teal']), /product 2: colours must be one of .* \(got "Teal"\)/],
    ['a price in dollars', (p: Record<string, unknown>) => void (p.priceCents = 49.99), /product 2: priceCents must be a whole number/],
    ['a missing name', (p: Record<string, unknown>) => void delete p.name, /product 2: name must be a non-empty string/],
  ])('refuses a file with %s, naming the product', (_, change, message) => {
    expect(() => loadSeedProducts(fileWith(change))).toThrow(message);
  });
});

describe('SEED_TRANSLATIONS', () => {
  // Bangla and Devanagari letters; digits, marks and Latin words (SKU-like names such as MA-1, UPF) may sit beside them.
  const SCRIPT = { bn: /\p{Script=Bengali}/u, hi: /\p{Script=Devanagari}/u } as const;

  it.each(['bn', 'hi'] as const)('translates every seed product into %s: its own words, in its own script, each name once', (language) => {
    const translations = SEED_TRANSLATIONS[language];
    expect(translations.map((t) => t.legacyId)).toEqual(SEED_PRODUCTS.map((p) => p.legacyId));
    const english = new Map(SEED_PRODUCTS.map((p) => [p.legacyId, p]));
    for (const t of translations) {
      expect([t.legacyId, SCRIPT[language].test(t.name), SCRIPT[language].test(t.description)]).toEqual([t.legacyId, true, true]);
      expect(t.name).not.toBe(english.get(t.legacyId)!.name);
      expect(t.description).not.toBe(english.get(t.legacyId)!.description);
      // Mostly in the language's script: a Latin word may stay (MA-1), a Latin sentence may not.
      const latin = (t.description.match(/[A-Za-z]/g) ?? []).length;
      expect([t.legacyId, latin <= 6]).toEqual([t.legacyId, true]);
      expect(t.name.normalize('NFC')).toBe(t.name);
    }
    expect(new Set(translations.map((t) => t.name)).size).toBe(translations.length);
  });

  it('keeps Bangla apart from Hindi', () => {
    for (const [bn, hi] of SEED_TRANSLATIONS.bn.map((t, i) => [t, SEED_TRANSLATIONS.hi[i]])) {
      expect(SCRIPT.hi.test(bn.name + bn.description)).toBe(false);
      expect(SCRIPT.bn.test(hi.name + hi.description)).toBe(false);
    }
  });

  describe('the translation files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kapor-seed-translations-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const fileWith = (change: (entries: Record<string, unknown>[]) => void): string => {
      const entries = JSON.parse(readFileSync(join(__dirname, 'products.bn.json'), 'utf8')) as Record<string, unknown>[];
      change(entries);
      const file = join(dir, `${Math.random().toString(36).slice(2)}.json`);
      writeFileSync(file, JSON.stringify(entries));
      return file;
    };

    it('are the seed translations, as data', () => {
      expect(loadSeedTranslations(join(__dirname, 'products.bn.json'), SEED_PRODUCTS)).toEqual(SEED_TRANSLATIONS.bn);
      expect(loadSeedTranslations(join(__dirname, 'products.hi.json'), SEED_PRODUCTS)).toEqual(SEED_TRANSLATIONS.hi);
    });

    it.each([
      ['a product the seed lacks', (e: Record<string, unknown>[]) => void (e[1].legacyId = 9999), /entry 2: legacyId must be a seed product's \(got 9999\)/],
      ['a product twice', (e: Record<string, unknown>[]) => void (e[1].legacyId = e[0].legacyId), /entry 2: legacyId 1 is translated twice/],
      ['an empty name', (e: Record<string, unknown>[]) => void (e[1].name = ' '), /entry 2: name must be a non-empty string/],
      ['a missing description', (e: Record<string, unknown>[]) => void delete e[1].description, /entry 2: description must be a non-empty string/],
    ])('refuses a file with %s, naming the entry', (_, change, message) => {
      expect(() => loadSeedTranslations(fileWith(change), SEED_PRODUCTS)).toThrow(message);
    });
  });
});
