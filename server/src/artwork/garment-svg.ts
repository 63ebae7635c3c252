/**
 * Product pictures drawn in code: one SVG document per product × view, in the product's colours.
 *
 * Everything here is a pure function of its input (no I/O, no clock, no Math.random), so the
 * server can render on request, cache by URL, and tests can compare outputs byte for byte.
 * Garments are built from shared pieces — a bodice outline, sleeves, necklines, legs, trims —
 * in a 600 × 600 box centred on x = 300; the art module composes the same layers.
 */
import type { Category, Colour, GarmentType } from '../catalog/catalog.types';

export type ProductView = 'front' | 'back' | 'detail' | 'flat';
export const PRODUCT_VIEWS: readonly ProductView[] = ['front', 'back', 'detail', 'flat'];

/** Fabric tones rather than pure screen colours, so garments read as cloth. */
export const COLOUR_HEX: Record<Colour, string> = {
  Green: '#3b7d5a',
  Yellow: '#efbf3e',
  Violet: '#7a58a8',
  Red: '#c73b3f',
  Black: '#2b2b31',
  Orange: '#ea7a33',
  Pink: '#ec98b4',
};

export interface ProductImageOptions {
  garment: GarmentType;
  category: Category;
  colours: readonly Colour[];
  view: ProductView;
  seed: number;
  label?: string;
}

export interface GarmentLayerOptions extends Omit<ProductImageOptions, 'label'> {
  /** Prefix for every id, so several layers can share one document. */
  idPrefix: string;
  /** Draw the hanger above hung garments (front/back). Defaults to true. */
  hanger?: boolean;
}

/** A garment drawn in the 600 × 600 box without a backdrop: definitions plus markup. */
export interface GarmentLayer {
  defs: string;
  body: string;
  /** Top of the hanger hook (x = 300), when one is drawn: lets compositions hang the layer on a rail. */
  hookTop?: number;
}

export const IMAGE_SIZE = 600;
const CX = IMAGE_SIZE / 2;

export function renderProductImage(opts: ProductImageOptions): string {
  const layer = renderGarmentLayer({ ...opts, idPrefix: 'k' });
  const backdrop = studioBackdrop(opts.category, 'bg');
  const title = opts.label ?? `${opts.category} ${opts.garment}`;
  return svgDocument({
    width: IMAGE_SIZE,
    height: IMAGE_SIZE,
    title,
    defs: backdrop.defs + layer.defs,
    body: backdrop.body + layer.body,
  });
}

export function renderGarmentLayer(opts: GarmentLayerOptions): GarmentLayer {
  const ctx = createContext(opts);
  const shadowId = ctx.cv.define('shadow', (id) => dropShadowFilter(id));
  let body: string;
  if (opts.view === 'flat') body = drawFolded(ctx);
  else if (opts.view === 'detail') body = drawDetail(ctx);
  else body = GARMENT_DRAWERS[ctx.garment](ctx);
  return { defs: ctx.cv.defsMarkup(), body: `<g filter="url(#${shadowId})">${body}</g>`, hookTop: ctx.marks.hookTop };
}

// ---------------------------------------------------------------------------------------------
// Documents, text and numbers

export function svgDocument(doc: { width: number; height: number; title: string; defs: string; body: string }): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `viewBox="0 0 ${doc.width} ${doc.height}" width="${doc.width}" height="${doc.height}" role="img">` +
    `<title>${escapeXml(doc.title)}</title><defs>${doc.defs}</defs>${doc.body}</svg>`
  );
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One decimal is plenty at 600 px and keeps files small. */
export function fmt(v: number): string {
  if (!Number.isFinite(v)) throw new Error(`non-finite coordinate ${v}`);
  return String(Math.round(v * 10) / 10);
}

// ---------------------------------------------------------------------------------------------
// Colour helpers

function rgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const ch = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${ch(ar, br)}${ch(ag, bg)}${ch(ab, bb)}`;
}

export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number) => mix(hex, '#000000', t);

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

// ---------------------------------------------------------------------------------------------
// Deterministic randomness: the seed varies details, never the garment's identity.

interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

function createRng(seed: number): Rng {
  let state = Math.imul(Number.isFinite(seed) ? Math.floor(seed) : 0, 2654435761) ^ 0x6d2b79f5;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
  };
}

// ---------------------------------------------------------------------------------------------
// Geometry: outlines are lists of segments; symmetric pieces are drawn as a right half + mirror.

type Pt = readonly [number, number];
/** A segment to `to`: straight without controls, quadratic with one, cubic with two. */
interface Seg {
  readonly to: Pt;
  readonly c?: readonly Pt[];
}
interface Shape {
  readonly start: Pt;
  readonly segs: readonly Seg[];
}

const p = (x: number, y: number): Pt => [x, y];
const pt = (q: Pt) => `${fmt(q[0])} ${fmt(q[1])}`;
const mx = (q: Pt): Pt => [2 * CX - q[0], q[1]];
const add = (a: Pt, b: Pt, k = 1): Pt => [a[0] + b[0] * k, a[1] + b[1] * k];
const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

function segD(s: Seg): string {
  if (!s.c || s.c.length === 0) return `L${pt(s.to)}`;
  if (s.c.length === 1) return `Q${pt(s.c[0])} ${pt(s.to)}`;
  return `C${pt(s.c[0])} ${pt(s.c[1])} ${pt(s.to)}`;
}

function pathD(shape: Shape, close = true): string {
  return `M${pt(shape.start)}${shape.segs.map(segD).join('')}${close ? 'Z' : ''}`;
}

function reverseShape(shape: Shape): Shape {
  const points = [shape.start, ...shape.segs.map((s) => s.to)];
  const segs: Seg[] = [];
  for (let i = shape.segs.length - 1; i >= 0; i--) {
    const c = shape.segs[i].c;
    segs.push({ to: points[i], c: c ? [...c].reverse() : undefined });
  }
  return { start: points[points.length - 1], segs };
}

function mapShape(shape: Shape, f: (q: Pt) => Pt): Shape {
  return { start: f(shape.start), segs: shape.segs.map((s) => ({ to: f(s.to), c: s.c?.map(f) })) };
}

const flip = (shape: Shape) => mapShape(shape, mx);

/** A closed outline symmetric about x = 300: `half` runs from `start` (on the axis) down the right side back to the axis. */
function mirrored(start: Pt, half: readonly Seg[]): string {
  const back = reverseShape(flip({ start, segs: half }));
  return pathD({ start, segs: [...half, ...back.segs] });
}

/** Scallops along the line a → b, bulging towards `towards` (a unit vector). */
function waves(a: Pt, b: Pt, count: number, depth: number, towards: Pt): Seg[] {
  const segs: Seg[] = [];
  for (let i = 0; i < count; i++) {
    const from = lerp(a, b, i / count);
    const to = lerp(a, b, (i + 1) / count);
    segs.push({ to, c: [add(lerp(from, to, 0.5), towards, depth)] });
  }
  return segs;
}

// ---------------------------------------------------------------------------------------------
// Drawing context: id allocation, shared definitions, palette and the seeded look.

class Canvas {
  private readonly defs: string[] = [];
  private readonly memo = new Map<string, string>();
  private counter = 0;

  constructor(private readonly prefix: string) {}

  newId(): string {
    return this.prefix + (this.counter++).toString(36);
  }

  /** Adds a definition once per key and returns its id. */
  define(key: string, build: (id: string) => string): string {
    let id = this.memo.get(key);
    if (!id) {
      id = this.newId();
      this.memo.set(key, id);
      this.defs.push(build(id));
    }
    return id;
  }

  /** Registers a path so several fills can reuse it via <use>. */
  shape(d: string): string {
    const id = this.newId();
    this.defs.push(`<path id="${id}" d="${d}"/>`);
    return id;
  }

  defsMarkup(): string {
    return this.defs.join('');
  }
}

interface Palette {
  body: string;
  trim: string;
  accent: string;
  accent2: string;
  outline: string;
  seam: string;
  stitch: string;
  lining: string;
  metal: string;
}

export type PatternKind = 'none' | 'stripes' | 'pinstripe' | 'dots' | 'check' | 'stars' | 'block';
type TextureKind = 'jersey' | 'twill' | 'weave' | 'knit';
export type PrintKind = 'none' | 'star' | 'heart' | 'smile' | 'rainbow';

interface Look {
  pattern: PatternKind;
  texture: TextureKind;
  print: PrintKind;
  variant: number; // small seeded choices: sash or belt, wave count…
  style: GarmentStyle;
  /** 0–3, read as a count: buttons down a shirt, rib tipping stripes, romper buttons… */
  count: number;
  /** Coin flip for the garment's optional detail: chest pocket, turn-ups, side panels, V-insert, knee patches. */
  extra: boolean;
  spacing: number; // stripe / dot spacing
}

interface Ctx {
  cv: Canvas;
  pal: Palette;
  look: Look;
  garment: GarmentType;
  category: Category;
  view: ProductView;
  colours: readonly string[];
  /** Hung garments show their hanger; the zoomed detail and art compositions may not want it. */
  hanger: boolean;
  /** Positions worth reporting to compositions, filled in while drawing. */
  marks: { hookTop?: number };
}

const FALLBACK_COLOUR = '#8c8f96';

function makePalette(colours: readonly string[]): Palette {
  const body = colours[0] ?? FALLBACK_COLOUR;
  const dark = luminance(body) < 0.3;
  const trim = colours[1] ?? (dark ? lighten(body, 0.16) : darken(body, 0.18));
  const accent = colours[2] ?? trim;
  const accent2 = colours[3] ?? (colours[2] ? trim : accent);
  return {
    body,
    trim,
    accent,
    accent2,
    outline: dark ? '#101013' : darken(body, 0.42),
    // On near-black cloth a dark seam vanishes; it reads as a lighter ridge instead.
    seam: dark ? lighten(body, 0.3) : darken(body, 0.42),
    stitch: dark ? lighten(body, 0.32) : darken(body, 0.28),
    // Inside of the garment: in shadow, so much darker than the outside but still tinted by it.
    lining: mix(body, '#16161c', dark ? 0.3 : 0.62),
    metal: '#b9bcc4',
  };
}

const PATTERNS_BY_GARMENT: Record<GarmentType, readonly PatternKind[]> = {
  tshirt: ['stripes', 'block', 'stripes'],
  shirt: ['check', 'pinstripe', 'check'],
  blouse: ['stripes', 'dots'],
  'peplum-top': ['stripes', 'dots'],
  dress: ['dots', 'stripes', 'check'],
  skirt: ['check', 'dots', 'stripes'],
  jacket: ['check', 'block'],
  bomber: ['block'],
  hoodie: ['block', 'stripes'],
  sweatshirt: ['block', 'stripes'],
  sweater: ['stripes', 'block'],
  trousers: ['check', 'pinstripe'],
  jeans: ['pinstripe'],
  shorts: ['check', 'stripes'],
  jumpsuit: ['dots', 'stripes', 'pinstripe'],
  romper: ['dots', 'stripes', 'check'],
};

/** Two-colour jeans and trousers use the second colour for trims and stitching, never a print. */
const TRIM_ONLY_WITH_TWO_COLOURS: ReadonlySet<GarmentType> = new Set<GarmentType>(['jeans', 'trousers']);

const TEXTURE_BY_GARMENT: Record<GarmentType, TextureKind> = {
  tshirt: 'jersey',
  shirt: 'weave',
  blouse: 'weave',
  'peplum-top': 'weave',
  dress: 'weave',
  skirt: 'weave',
  jacket: 'twill',
  bomber: 'twill',
  hoodie: 'jersey',
  sweatshirt: 'jersey',
  sweater: 'knit',
  trousers: 'twill',
  jeans: 'twill',
  shorts: 'twill',
  jumpsuit: 'weave',
  romper: 'weave',
};

/**
 * Every random draw happens in a fixed order, so a product keeps its cut and details whichever
 * colour leads (the shop re-renders with the shopper's colour first). Three or more colours always
 * show as a pattern, so every colour the product lists is visible.
 */
function chooseLook(garment: GarmentType, category: Category, colourCount: number, rng: Rng): Look {
  const kidPrints = category === 'kid' && ['tshirt', 'dress', 'romper', 'shorts', 'skirt'].includes(garment);
  const options: readonly PatternKind[] = kidPrints ? [...PATTERNS_BY_GARMENT[garment], 'stars', 'dots'] : PATTERNS_BY_GARMENT[garment];
  const patternRoll = rng.next();
  const patternPick = rng.pick(options);
  const printPick = rng.pick(['star', 'heart', 'smile', 'rainbow'] as const);
  const variant = rng.int(0, 5);
  const optional = colourCount === 2 && !TRIM_ONLY_WITH_TWO_COLOURS.has(garment) && patternRoll < 0.4;
  const patterned = colourCount >= 3 || optional;
  const pattern = patterned ? patternPick : 'none';
  const printable = category === 'kid' && ['tshirt', 'sweatshirt', 'hoodie', 'romper'].includes(garment);
  return {
    pattern,
    texture: TEXTURE_BY_GARMENT[garment],
    print: printable && pattern !== 'stars' ? printPick : 'none',
    variant,
    style: styleFor(garment, category, variant),
    count: rng.int(0, 3),
    extra: rng.chance(0.5),
    spacing: rng.int(0, 3),
  };
}

function lookFor(opts: Pick<ProductImageOptions, 'garment' | 'category' | 'colours' | 'seed'>): Look {
  const rng = createRng(opts.seed + GARMENT_SALT(opts.garment));
  return chooseLook(opts.garment, opts.category, opts.colours.length, rng);
}

/** The cut the seed picked for a garment; drawing and product copy both read it. */
export interface GarmentStyle {
  neck?: NeckKind;
  sleeve?: SleeveKind;
  cut?: 'wide' | 'straight' | 'flared' | 'slim' | 'sporty' | 'tailored' | 'pleated' | 'buttoned' | 'tiered';
}

function styleFor(garment: GarmentType, category: Category, v: number): GarmentStyle {
  const women = category === 'women';
  const kid = category === 'kid';
  switch (garment) {
    case 'tshirt':
      return { neck: women ? (['scoop', 'v', 'crew'] as const)[v % 3] : v % 3 === 0 ? 'v' : 'crew', sleeve: 'short' };
    case 'blouse':
      return v % 2 === 0 ? { neck: 'v', sleeve: 'flutter' } : { neck: 'scoop', sleeve: 'long' };
    case 'dress':
      return {
        neck: (['scoop', 'v', 'square', 'v', 'scoop', 'square'] as const)[v],
        sleeve: kid ? 'puff' : (['none', 'flutter', 'short', 'none', 'long', 'flutter'] as const)[v],
      };
    case 'sweater':
      return { neck: (['crew', 'turtle', 'v'] as const)[v % 3], sleeve: 'long' };
    case 'jumpsuit':
      return { neck: v % 2 ? 'v' : 'square', sleeve: v % 3 === 0 ? 'short' : 'none' };
    case 'trousers':
      return { cut: kid ? 'sporty' : women && v % 2 === 0 ? 'wide' : 'straight' };
    case 'jeans':
      return { cut: women && v % 3 === 0 ? 'flared' : 'slim' };
    case 'shorts':
      return { cut: kid || v % 2 === 1 ? 'sporty' : 'tailored' };
    case 'skirt':
      return { cut: (['pleated', 'buttoned', 'tiered'] as const)[v % 3] };
    case 'romper':
      return kid ? { neck: 'collar', sleeve: 'puff' } : { neck: 'v', sleeve: 'flutter' };
    case 'shirt':
      return { neck: 'collar', sleeve: 'long' };
    case 'peplum-top':
      return { neck: 'overlap', sleeve: 'flutter' };
    case 'jacket':
      return { neck: 'lapel', sleeve: 'long' };
    case 'bomber':
      return { neck: 'stand', sleeve: 'long' };
    case 'hoodie':
      return { neck: 'hood', sleeve: 'long' };
    case 'sweatshirt':
      return { neck: 'crew', sleeve: 'long' };
  }
}

/**
 * What the picture of a product will show — its print, chest motif and cut — so product names
 * and copy can be checked against the image: a "Striped" tee must be drawn striped.
 */
export function describeGarmentLook(opts: Pick<ProductImageOptions, 'garment' | 'category' | 'colours' | 'seed'>): {
  pattern: PatternKind;
  print: PrintKind;
  style: GarmentStyle;
  /** Whether the garment's optional detail is drawn (a tee's chest pocket, turn-ups, side panels…). */
  extra: boolean;
} {
  const { pattern, print, style, extra } = lookFor(opts);
  return { pattern, print, style, extra };
}

function createContext(opts: GarmentLayerOptions): Ctx {
  const colours = opts.colours.map((c) => COLOUR_HEX[c]);
  return {
    cv: new Canvas(opts.idPrefix),
    pal: makePalette(colours),
    look: lookFor(opts),
    garment: opts.garment,
    category: opts.category,
    view: opts.view,
    colours,
    hanger: opts.hanger ?? true,
    marks: {},
  };
}

/** So seed n gives unrelated choices for different garments. */
const GARMENT_SALT = (g: GarmentType) => [...g].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 9973, 7);

// ---------------------------------------------------------------------------------------------
// Shared definitions: gradients, textures, patterns, filters

function fabricGradient(ctx: Ctx, colour: string): string {
  return ctx.cv.define(
    `fab${colour}`,
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0.3" y2="1">` +
      `<stop offset="0" stop-color="${lighten(colour, 0.12)}"/><stop offset=".5" stop-color="${colour}"/>` +
      `<stop offset="1" stop-color="${darken(colour, 0.16)}"/></linearGradient>`,
  );
}

/** Side-lit shading laid over every piece: dark edges and a soft highlight read as volume. */
function shadeGradient(ctx: Ctx): string {
  return ctx.cv.define(
    'shade',
    (id) =>
      `<linearGradient id="${id}"><stop offset="0" stop-opacity=".26"/><stop offset=".2" stop-opacity="0"/>` +
      `<stop offset=".42" stop-color="#fff" stop-opacity=".13"/><stop offset=".75" stop-opacity="0"/>` +
      `<stop offset="1" stop-opacity=".3"/></linearGradient>`,
  );
}

function textureDef(ctx: Ctx): string {
  const kind = ctx.look.texture;
  return ctx.cv.define(`tex${kind}`, (id) => {
    const tile: Record<TextureKind, string> = {
      jersey: `width="4" height="4"><path d="M1 0v4" stroke="#fff" stroke-opacity=".07"/>`,
      twill: `width="6" height="6"><path d="M0 6L6 0M-1 1L1-1M5 7L7 5" stroke="#fff" stroke-opacity=".09"/>`,
      weave: `width="5" height="5"><path d="M0 .5h5M.5 0v5" stroke="#000" stroke-opacity=".07"/>`,
      knit: `width="10" height="9"><path d="M0 1l5 6 5-6" fill="none" stroke="#000" stroke-opacity=".16" stroke-width="1.6"/>`,
    };
    return `<pattern id="${id}" patternUnits="userSpaceOnUse" ${tile[kind]}</pattern>`;
  });
}

function ribDef(ctx: Ctx): string {
  return ctx.cv.define(
    'rib',
    (id) => `<pattern id="${id}" patternUnits="userSpaceOnUse" width="5" height="5"><rect width="2" height="5" fill="#000" opacity=".16"/></pattern>`,
  );
}

const STAR = 'M0-10L2.9-4 9.5-3.1 4.8 1.5 5.9 8.1 0 5 -5.9 8.1 -4.8 1.5 -9.5-3.1 -2.9-4Z';

/** The print laid over the body fabric; user-space units so it runs on across seams. */
function patternDef(ctx: Ctx): string | null {
  const { pattern, spacing } = ctx.look;
  if (pattern === 'none') return null;
  const { accent, accent2 } = ctx.pal;
  return ctx.cv.define(`pat${pattern}`, (id) => {
    const open = (w: number, h: number) => `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${w}" height="${h}">`;
    switch (pattern) {
      case 'stripes': {
        const h = 22 + spacing * 6;
        return `${open(10, h)}<rect width="10" height="${fmt(h * 0.42)}" fill="${accent}"/><rect y="${fmt(h * 0.62)}" width="10" height="3" fill="${accent2}"/></pattern>`;
      }
      case 'pinstripe': {
        const w = 14 + spacing * 4;
        return `${open(w, 10)}<rect width="2" height="10" fill="${accent}"/><rect x="${fmt(w / 2)}" width="1" height="10" fill="${accent2}" opacity=".7"/></pattern>`;
      }
      case 'dots': {
        const s = 26 + spacing * 6;
        const r = fmt(s * 0.14);
        return `${open(s, s)}<circle cx="${fmt(s / 4)}" cy="${fmt(s / 4)}" r="${r}" fill="${accent}"/><circle cx="${fmt((3 * s) / 4)}" cy="${fmt((3 * s) / 4)}" r="${r}" fill="${accent2}"/></pattern>`;
      }
      case 'check': {
        const s = 36 + spacing * 8;
        const h = fmt(s / 2);
        return (
          `${open(s, s)}<rect width="${s}" height="${h}" fill="${accent}" opacity=".5"/><rect width="${h}" height="${s}" fill="${accent}" opacity=".5"/>` +
          `<path d="M0 ${fmt(s * 0.75)}H${s}M${fmt(s * 0.75)} 0V${s}" stroke="${accent2}" stroke-width="2"/></pattern>`
        );
      }
      case 'stars': {
        const s = 56 + spacing * 8;
        return `${open(s, s)}<path transform="translate(${fmt(s / 4)} ${fmt(s / 4)})" d="${STAR}" fill="${accent}"/><path transform="translate(${fmt((3 * s) / 4)} ${fmt((3 * s) / 4)}) scale(.6)" d="${STAR}" fill="${accent2}"/></pattern>`;
      }
      case 'block': {
        // Hard-stop gradient: an upper yoke in the accent colour with a contrast stripe under it.
        const y = (blockLine(ctx) / IMAGE_SIZE).toFixed(3);
        const y2 = ((blockLine(ctx) + 16) / IMAGE_SIZE).toFixed(3);
        const stripe = accent2 === accent ? ctx.pal.trim : accent2;
        return (
          `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="${IMAGE_SIZE}">` +
          `<stop offset="${y}" stop-color="${accent}"/><stop offset="${y}" stop-color="${stripe}"/>` +
          `<stop offset="${y2}" stop-color="${stripe}"/><stop offset="${y2}" stop-color="${stripe}" stop-opacity="0"/></linearGradient>`
        );
      }
    }
  });
}

/** Where a colour-block yoke ends: across the chest for tops, the hips for one-pieces. */
function blockLine(ctx: Ctx): number {
  if (isBottom(ctx.garment)) return 250;
  return ctx.garment === 'hoodie' ? 290 : 240;
}

function dropShadowFilter(id: string): string {
  return (
    `<filter id="${id}" x="-20%" y="-20%" width="140%" height="150%">` +
    `<feDropShadow dx="0" dy="12" stdDeviation="11" flood-color="#3a2c2c" flood-opacity=".26"/></filter>`
  );
}

// ---------------------------------------------------------------------------------------------
// Painting pieces

interface PaintOpts {
  colour?: string;
  pattern?: boolean;
  rib?: boolean;
  stroke?: string;
}

/** A piece of cloth: base colour, optional print and rib, texture, then shading and outline. */
function paint(ctx: Ctx, d: string, opts: PaintOpts = {}): string {
  const colour = opts.colour ?? ctx.pal.body;
  const id = ctx.cv.shape(d);
  const use = (fill: string, extra = '') => `<use xlink:href="#${id}" fill="${fill}"${extra}/>`;
  let out = use(`url(#${fabricGradient(ctx, colour)})`);
  const patternId = opts.pattern ? patternDef(ctx) : null;
  if (patternId) out += use(`url(#${patternId})`);
  if (opts.rib) out += use(`url(#${ribDef(ctx)})`);
  out += use(`url(#${textureDef(ctx)})`);
  const outline = opts.stroke ?? (colour === ctx.pal.body ? ctx.pal.outline : darken(colour, 0.4));
  out += use(`url(#${shadeGradient(ctx)})`, ` stroke="${outline}" stroke-width="1.4" stroke-linejoin="round"`);
  return out;
}

const fabric = (ctx: Ctx, d: string) => paint(ctx, d, { pattern: true });
const trim = (ctx: Ctx, d: string, rib = false) => paint(ctx, d, { colour: ctx.pal.trim, rib });
const lining = (ctx: Ctx, d: string, colour = ctx.pal.lining) => `<path d="${d}" fill="${colour}" stroke="${ctx.pal.outline}" stroke-width="1.2"/>`;

function stitch(ctx: Ctx, d: string, colour = ctx.pal.stitch): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="1.3" stroke-dasharray="5 3" opacity=".85"/>`;
}

function seam(ctx: Ctx, d: string, width = 1.4): string {
  return `<path d="${d}" fill="none" stroke="${ctx.pal.seam}" stroke-width="${width}" stroke-linecap="round" opacity=".55"/>`;
}

/** Soft folds: a dark crease with a light edge beside it. Pass many sub-paths to draw them in one go. */
function fold(d: string | readonly string[]): string {
  if (typeof d !== 'string') d = d.join('');
  return (
    `<path d="${d}" fill="none" stroke="#000" stroke-opacity=".16" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="${d}" transform="translate(3 0)" fill="none" stroke="#fff" stroke-opacity=".14" stroke-width="2" stroke-linecap="round"/>`
  );
}

function buttons(ctx: Ctx, at: readonly Pt[], r = 6, colour = ctx.pal.trim): string {
  const rim = darken(colour, 0.35);
  return at
    .map(
      ([x, y]) =>
        `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${r}" fill="${colour}" stroke="${rim}"/>` +
        `<circle cx="${fmt(x - r * 0.3)}" cy="${fmt(y - r * 0.3)}" r="${fmt(r * 0.35)}" fill="#fff" opacity=".45"/>`,
    )
    .join('');
}

function zip(ctx: Ctx, x: number, y1: number, y2: number): string {
  const { metal } = ctx.pal;
  return (
    `<path d="M${x} ${y1}V${y2}" stroke="${darken(ctx.pal.body, 0.3)}" stroke-width="9"/>` +
    `<path d="M${x} ${y1}V${y2}" stroke="${metal}" stroke-width="5" stroke-dasharray="2 2"/>` +
    `<rect x="${x - 4}" y="${y1 + 2}" width="8" height="22" rx="3" fill="${metal}" stroke="#6d7078"/>`
  );
}

function cord(ctx: Ctx, from: Pt, to: Pt, sway: number): string {
  const mid = add(lerp(from, to, 0.5), p(sway, 0));
  return (
    `<path d="M${pt(from)}Q${pt(mid)} ${pt(to)}" fill="none" stroke="${ctx.pal.trim}" stroke-width="4.5" stroke-linecap="round"/>` +
    `<rect x="${fmt(to[0] - 3)}" y="${fmt(to[1] - 2)}" width="6" height="14" rx="2" fill="${ctx.pal.accent2}" stroke="${darken(ctx.pal.accent2, 0.4)}"/>`
  );
}

/** Little chest prints for kids' tops. */
function printMotif(ctx: Ctx, c: Pt, size: number): string {
  const { accent, accent2, trim } = ctx.pal;
  const ink = (colour: string) => (colour === ctx.pal.body ? lighten(colour, 0.6) : colour);
  const at = `translate(${pt(c)}) scale(${fmt(size / 20)})`;
  switch (ctx.look.print) {
    case 'star':
      return `<path transform="${at}" d="${STAR}" fill="${ink(accent)}" stroke="#fff" stroke-width="1.2"/>`;
    case 'heart':
      return `<path transform="${at}" d="M0 8C-14-2-10-12-4-11-1-10.5 0-8 0-7 0-8 1-10.5 4-11 10-12 14-2 0 8Z" fill="${ink(accent)}" stroke="#fff" stroke-width="1.2"/>`;
    case 'smile':
      return (
        `<g transform="${at}"><circle r="10" fill="${ink(accent)}" stroke="#fff" stroke-width="1.2"/>` +
        `<circle cx="-3.5" cy="-2.5" r="1.4" fill="#222"/><circle cx="3.5" cy="-2.5" r="1.4" fill="#222"/>` +
        `<path d="M-5 2.5Q0 7.5 5 2.5" fill="none" stroke="#222" stroke-width="1.3" stroke-linecap="round"/></g>`
      );
    case 'rainbow':
      return (
        `<g transform="${at}" fill="none" stroke-width="3" stroke-linecap="round">` +
        [ink(accent), ink(trim), ink(accent2), '#ffffff']
          .map((col, i) => `<path d="M${-12 + i * 3} 4A${12 - i * 3} ${12 - i * 3} 0 0 1 ${12 - i * 3} 4" stroke="${col}"/>`)
          .join('') +
        `</g>`
      );
    case 'none':
      return '';
  }
}

/** The hook's curl rises this far above the point where it enters the garment. */
const HOOK_RISE = 64;

/** A chrome hook entering the garment at y; the curl's top sits HOOK_RISE above. */
function hangerHook(y: number): string {
  const stem = `M${CX} ${y + 12}V${y - 14}C${CX} ${y - 30} ${CX + 17} ${y - 32} ${CX + 17} ${y - 46}`;
  return (
    `<path d="${stem}C${CX + 17} ${y - 60} ${CX - 5} ${y - 64} ${CX - 9} ${y - 50}" fill="none" stroke="#8d9098" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="${stem}" fill="none" stroke="#e6e8ec" stroke-width="1.6" stroke-linecap="round"/>`
  );
}

/** A trouser hanger: hook, bar and two clips gripping the waistband at y. */
function clipHanger(y: number, half: number): string {
  const clips = [-1, 1].map((s) => `<rect x="${CX + s * half - 9}" y="${y - 6}" width="18" height="30" rx="3" fill="#9ea1a9" stroke="#6f727a"/>`).join('');
  return hangerHook(y - 14) + `<rect x="${CX - half - 16}" y="${y - 20}" width="${2 * half + 32}" height="10" rx="5" fill="#a9acb3" stroke="#74777f"/>` + clips;
}

// ---------------------------------------------------------------------------------------------
// Frames: proportions of a top/bodice, by category

interface Frame {
  top: number; // y of the neck point (where shoulder seam meets the neckline)
  nw: number; // half width of the neck opening
  shoulder: number;
  chest: number;
  waist: number;
  hem: number;
  shoulderY: number;
  armpitY: number;
  waistY: number;
  hemY: number;
  hemCurve: number; // positive: shirt-tail hem dipping at the centre
}

const BASE_WIDTHS: Record<Category, Pick<Frame, 'shoulder' | 'chest' | 'waist' | 'hem'>> = {
  women: { shoulder: 110, chest: 104, waist: 88, hem: 104 },
  men: { shoulder: 128, chest: 120, waist: 116, hem: 118 },
  kid: { shoulder: 116, chest: 112, waist: 110, hem: 112 },
};

function frameFor(ctx: Ctx, o: Partial<Frame> & { top: number; hemY: number }): Frame {
  const w = BASE_WIDTHS[ctx.category];
  const nw = o.nw ?? 40;
  return {
    nw,
    ...w,
    shoulderY: o.top + 17,
    armpitY: o.top + 98,
    waistY: Math.round(o.top + (o.hemY - o.top) * 0.55),
    hemCurve: 6,
    ...o,
  };
}

// ---------------------------------------------------------------------------------------------
// Necklines

type NeckKind = 'crew' | 'v' | 'scoop' | 'square' | 'collar' | 'lapel' | 'hood' | 'stand' | 'overlap' | 'turtle';

interface Neck {
  /** The neckline: from its centre (on the axis) along `edge` up to the right neck point. */
  start: Pt;
  edge: Seg[];
  /** Drawn before the body: what shows through the opening, hoods behind the shoulders. */
  behind: string;
  /** Drawn after the body: collars, bands, lapels. */
  front: string;
}

function neckEdge(f: Frame, kind: NeckKind, back: boolean): { start: Pt; edge: Seg[] } {
  const { top } = f;
  if (back || kind === 'turtle') return { start: p(CX, top + 8), edge: [{ to: p(CX + f.nw, top), c: [p(CX + f.nw * 0.7, top + 8)] }] };
  const round = (nw: number, d: number) => ({ start: p(CX, top + d), edge: [{ to: p(CX + nw, top), c: [p(CX + nw * 0.74, top + d)] }] });
  const vee = (nw: number, d: number) => ({ start: p(CX, top + d), edge: [{ to: p(CX + nw, top), c: [p(CX + nw * 0.3, top + d * 0.55)] }] });
  switch (kind) {
    case 'crew':
      return round(f.nw, 30);
    case 'collar':
      return round(f.nw, 26);
    case 'stand':
      return round(f.nw, 24);
    case 'scoop':
      return round(f.nw + 14, 50);
    case 'v':
      return vee(f.nw, 74);
    case 'overlap':
      return vee(f.nw, 92);
    case 'hood':
      return vee(f.nw + 4, 58);
    case 'lapel':
      return { start: p(CX, top + 160), edge: [{ to: p(CX + f.nw, top), c: [p(CX + f.nw * 0.6, top + 90)] }] };
    case 'square': {
      const nw = f.nw + 12;
      return { start: p(CX, top + 48), edge: [{ to: p(CX + nw - 8, top + 48) }, { to: p(CX + nw, top), c: [p(CX + nw, top + 48)] }] };
    }
  }
}

/** The inside seen through the opening, capped by the back neckline just above the shoulders. */
function insideBack(ctx: Ctx, start: Pt, edge: Seg[], top: number, rise = 12, colour = ctx.pal.lining): string {
  const neckPt = edge[edge.length - 1].to;
  const back = reverseShape({ start, segs: edge });
  return (
    lining(ctx, mirrored(p(CX, top - rise), [{ to: neckPt, c: [p(CX + (neckPt[0] - CX) * 0.6, top - rise)] }, ...back.segs]), colour) +
    `<rect x="${CX - 13}" y="${top - rise + 6}" width="26" height="11" rx="2" fill="#f4f1ea" opacity=".9"/>`
  );
}

/** A band of even width along the neckline, by scaling the edge outward about the neck's top centre. */
function neckBand(start: Pt, edge: Seg[], top: number, width: number): string {
  const neckPt = edge[edge.length - 1].to;
  const sx = (neckPt[0] - CX + width) / (neckPt[0] - CX);
  const sy = (start[1] - top + width) / Math.max(1, start[1] - top);
  const outer = mapShape({ start, segs: edge }, (q) => p(CX + (q[0] - CX) * sx, top + (q[1] - top) * sy));
  const back = reverseShape(outer);
  return mirrored(start, [...edge, { to: back.start }, ...back.segs]);
}

function makeNeck(ctx: Ctx, f: Frame, kind: NeckKind): Neck {
  const back = ctx.view === 'back';
  const { start, edge } = neckEdge(f, kind, back);
  const { top, nw } = f;
  const none = { start, edge, behind: '', front: '' };
  if (back) {
    switch (kind) {
      case 'collar':
      case 'lapel':
        return {
          ...none,
          front: fabric(
            ctx,
            mirrored(p(CX, top - 16), [
              { to: p(CX + nw + 6, top - 4), c: [p(CX + nw * 0.7, top - 16)] },
              { to: p(CX + nw + 24, top + 14) },
              { to: p(CX, top + 26), c: [p(CX + nw * 0.7, top + 26)] },
            ]),
          ),
        };
      case 'hood':
        return { ...none, front: hoodFromBehind(ctx, f) };
      case 'stand':
      case 'turtle':
        return { ...none, front: standCollar(ctx, f, kind === 'turtle') };
      default:
        return { ...none, front: trim(ctx, neckBand(start, edge, top, 7), true) };
    }
  }
  const inside = insideBack(ctx, start, edge, top);
  switch (kind) {
    case 'crew':
    case 'v':
      return { ...none, behind: inside, front: trim(ctx, neckBand(start, edge, top, 10), true) };
    case 'scoop':
    case 'square':
      return { ...none, behind: inside, front: trim(ctx, neckBand(start, edge, top, 6)) };
    case 'collar':
      return { ...none, behind: inside + collarStand(ctx, f), front: shirtCollar(ctx, f) };
    case 'lapel':
      // A jacket opens onto its lining, in the trim colour.
      return { ...none, behind: insideBack(ctx, start, edge, top, 6, ctx.pal.trim) + collarStand(ctx, f), front: lapels(ctx, f) };
    case 'hood':
      return { ...none, behind: hoodBehind(ctx, f), front: hoodFront(ctx, f) };
    case 'stand':
    case 'turtle':
      return { ...none, behind: inside, front: standCollar(ctx, f, kind === 'turtle') };
    case 'overlap':
      return { ...none, behind: inside, front: overlapCollar(ctx, f) };
  }
}

function collarStand(ctx: Ctx, f: Frame): string {
  const { top, nw } = f;
  return fabric(
    ctx,
    mirrored(p(CX, top - 22), [
      { to: p(CX + nw + 2, top - 10), c: [p(CX + nw * 0.7, top - 22)] },
      { to: p(CX + nw + 2, top + 2) },
      { to: p(CX, top - 10), c: [p(CX + nw * 0.7, top - 10)] },
    ]),
  );
}

function shirtCollar(ctx: Ctx, f: Frame): string {
  const { top, nw } = f;
  const leaf: Shape = {
    start: p(CX + 2, top + 26),
    segs: [
      { to: p(CX + nw, top - 10), c: [p(CX + nw * 0.55, top + 10)] },
      { to: p(CX + nw + 22, top + 6), c: [p(CX + nw + 14, top - 8)] },
      { to: p(CX + 30, top + 66), c: [p(CX + nw + 10, top + 40)] },
    ],
  };
  return fabric(ctx, pathD(leaf)) + fabric(ctx, pathD(flip(leaf))) + buttons(ctx, [p(CX, top + 30)], 4.5);
}

function lapels(ctx: Ctx, f: Frame): string {
  const { top, nw } = f;
  const lapel: Shape = {
    start: p(CX + nw - 4, top - 8),
    segs: [
      { to: p(CX + 2, top + 160), c: [p(CX + nw * 0.55, top + 92)] },
      { to: p(CX + nw + 38, top + 82), c: [p(CX + nw + 18, top + 132)] },
      { to: p(CX + nw + 40, top + 56) },
      { to: p(CX + nw + 22, top + 50) },
      { to: p(CX + nw + 26, top + 18) },
      { to: p(CX + nw + 10, top - 4), c: [p(CX + nw + 20, top + 2)] },
    ],
  };
  // The roll line, where the lapel folds back from the front.
  const roll: Shape = { start: p(CX + nw - 2, top - 4), segs: [{ to: p(CX + 4, top + 156), c: [p(CX + nw * 0.55 + 4, top + 90)] }] };
  return fabric(ctx, pathD(lapel)) + fabric(ctx, pathD(flip(lapel))) + fold([pathD(roll, false), pathD(flip(roll), false)]);
}

function standCollar(ctx: Ctx, f: Frame, turtle: boolean): string {
  const { top, nw } = f;
  const rise = turtle ? 44 : 22;
  const d = mirrored(p(CX, top - rise), [
    { to: p(CX + nw - 2, top - rise + 4), c: [p(CX + nw * 0.6, top - rise)] },
    { to: p(CX + nw + 8, top + 8), c: [p(CX + nw + 6, top - rise / 2)] },
    { to: p(CX, top + (turtle ? 22 : 34)), c: [p(CX + nw * 0.7, top + (turtle ? 22 : 34))] },
  ]);
  const foldLine = turtle ? seam(ctx, `M${CX - nw} ${top - 12}Q${CX} ${top} ${CX + nw} ${top - 12}`, 1.2) : '';
  return paint(ctx, d, { colour: turtle ? ctx.pal.body : ctx.pal.trim, rib: true }) + foldLine;
}

function overlapCollar(ctx: Ctx, f: Frame): string {
  const { top, nw } = f;
  const flap: Shape = {
    start: p(CX + nw, top - 2),
    segs: [
      { to: p(CX + nw + 34, top + 16), c: [p(CX + nw + 20, top)] },
      { to: p(CX - 14, top + 104), c: [p(CX + nw + 12, top + 78)] },
      { to: p(CX + nw, top - 2), c: [p(CX + nw * 0.3, top + 50)] },
    ],
  };
  return fabric(ctx, pathD(flap)) + fabric(ctx, pathD(flip(flap)));
}

function hoodOutline(f: Frame): string {
  const { top, nw } = f;
  return mirrored(p(CX, top - 104), [
    { to: p(CX + nw + 42, top - 26), c: [p(CX + nw + 30, top - 106), p(CX + nw + 46, top - 64)] },
    { to: p(CX + nw + 40, top + 34), c: [p(CX + nw + 40, top + 6)] },
    { to: p(CX, top + 40) },
  ]);
}

/** The face opening of a hood; `grow` widens it to get the rim's outer edge. */
function hoodOpening(f: Frame, grow: number): Seg[] {
  const { top, nw } = f;
  return [
    { to: p(CX + nw + 2 + grow, top - 10), c: [p(CX + nw - 6 + grow, top - 80 - grow), p(CX + nw + 8 + grow, top - 44)] },
    { to: p(CX, top + 50 + grow), c: [p(CX + nw - 4 + grow, top + 26 + grow)] },
  ];
}

function hoodBehind(ctx: Ctx, f: Frame): string {
  return fabric(ctx, hoodOutline(f)) + lining(ctx, mirrored(p(CX, f.top - 78), hoodOpening(f, 0)));
}

function hoodFront(ctx: Ctx, f: Frame): string {
  const { top } = f;
  // The rim is the ring between the opening grown by 14 px and the opening itself.
  const outer = hoodOpening(f, 14);
  const inner = reverseShape({ start: p(CX, top - 78), segs: hoodOpening(f, 0) });
  const rim = mirrored(p(CX, top - 92), [...outer, { to: inner.start }, ...inner.segs]);
  const rimStitch: Shape = { start: p(CX, top - 85), segs: hoodOpening(f, 7) };
  const eyelets = [-14, 14].map((dx) => `<circle cx="${CX + dx}" cy="${top + 42}" r="4" fill="${ctx.pal.metal}" stroke="#666"/>`).join('');
  const drop = 84 + ctx.look.spacing * 12;
  const cords = cord(ctx, p(CX - 14, top + 42), p(CX - 22, top + 42 + drop), -6) + cord(ctx, p(CX + 14, top + 42), p(CX + 20, top + 32 + drop), 6);
  return fabric(ctx, rim) + stitch(ctx, pathD(rimStitch, false) + pathD(flip(rimStitch), false)) + eyelets + cords;
}

function hoodFromBehind(ctx: Ctx, f: Frame): string {
  const { top, nw } = f;
  const d = mirrored(p(CX, top - 100), [
    { to: p(CX + nw + 40, top - 24), c: [p(CX + nw + 30, top - 102), p(CX + nw + 46, top - 60)] },
    { to: p(CX + nw + 30, top + 44), c: [p(CX + nw + 40, top + 14)] },
    { to: p(CX, top + 108), c: [p(CX + nw + 6, top + 96)] },
  ]);
  return fabric(ctx, d) + seam(ctx, `M${CX} ${top - 98}V${top + 104}`) + stitch(ctx, `M${CX - 6} ${top - 96}V${top + 100}M${CX + 6} ${top - 96}V${top + 100}`);
}

// ---------------------------------------------------------------------------------------------
// Sleeves

type SleeveKind = 'short' | 'long' | 'flutter' | 'puff' | 'none';
type CuffKind = 'hem' | 'rib' | 'shirt' | 'none';

interface SleeveSpec {
  angle: number; // degrees out from vertical
  length: number;
  halfCuff: number;
  bulge: number;
  scallops: number;
}

function sleeveSpec(kind: Exclude<SleeveKind, 'none'>, f: Frame, category: Category): SleeveSpec {
  switch (kind) {
    case 'short':
      return category === 'women'
        ? { angle: 52, length: 70, halfCuff: 34, bulge: 4, scallops: 0 }
        : { angle: 57, length: category === 'kid' ? 84 : 96, halfCuff: 40, bulge: 4, scallops: 0 };
    case 'long': {
      const angle = 16;
      return { angle, length: (f.hemY - f.shoulderY - 8) / Math.cos((angle * Math.PI) / 180), halfCuff: 27, bulge: 8, scallops: 0 };
    }
    case 'flutter':
      return { angle: 46, length: 82, halfCuff: 56, bulge: 2, scallops: 3 };
    case 'puff':
      return { angle: 52, length: 74, halfCuff: 32, bulge: 26, scallops: 0 };
  }
}

interface SleeveGeom {
  shape: Shape;
  cuff: Shape; // band at the sleeve end
  end: [Pt, Pt]; // outer and inner cuff corners
  dir: Pt; // unit vector down the sleeve
}

function sleeveGeom(f: Frame, spec: SleeveSpec, cuffDepth: number): SleeveGeom {
  const a = (spec.angle * Math.PI) / 180;
  const u = p(Math.sin(a), Math.cos(a));
  const across = p(-Math.cos(a), Math.sin(a)); // from the outer edge towards the inner seam
  const S = p(CX + f.shoulder, f.shoulderY);
  const A = p(CX + f.chest, f.armpitY);
  const Eo = add(S, u, spec.length);
  const Ei = add(Eo, across, 2 * spec.halfCuff);
  const end: Seg[] = spec.scallops ? waves(Eo, Ei, spec.scallops, 12, u) : [{ to: Ei }];
  const shape: Shape = {
    start: add(S, p(-24, 8)),
    segs: [
      { to: S },
      { to: Eo, c: [add(lerp(S, Eo, 0.5), across, -spec.bulge)] },
      ...end,
      { to: A, c: [add(lerp(Ei, A, 0.5), across, spec.bulge * 0.3)] },
      { to: add(A, p(-24, 0)) },
    ],
  };
  const cuff: Shape = { start: Eo, segs: [{ to: Ei }, { to: add(Ei, u, -cuffDepth) }, { to: add(Eo, u, -cuffDepth) }] };
  return { shape, cuff, end: [Eo, Ei], dir: u };
}

function drawSleeves(ctx: Ctx, f: Frame, kind: SleeveKind, cuffKind: CuffKind): string {
  if (kind === 'none') return '';
  const spec = sleeveSpec(kind, f, ctx.category);
  const depth = cuffKind === 'rib' ? 22 : cuffKind === 'shirt' ? 26 : 0;
  const geom = sleeveGeom(f, spec, depth);
  const [outer, inner] = geom.end;
  const hemLine: Shape = { start: add(outer, geom.dir, -9), segs: [{ to: add(inner, geom.dir, -9) }] };
  const cuffButton = lerp(add(outer, geom.dir, -13), add(inner, geom.dir, -13), 0.7);
  // Right sleeve as drawn, left sleeve mirrored.
  const sides = [
    { shape: (s: Shape) => s, point: (q: Pt) => q },
    { shape: flip, point: mx },
  ];
  let out = '';
  for (const side of sides) {
    out += fabric(ctx, pathD(side.shape(geom.shape)));
    if (cuffKind === 'rib' || cuffKind === 'shirt') out += trim(ctx, pathD(side.shape(geom.cuff)), cuffKind === 'rib');
    if (cuffKind === 'hem') out += stitch(ctx, pathD(side.shape(hemLine), false));
    if (cuffKind === 'shirt' && ctx.view !== 'back') out += buttons(ctx, [side.point(cuffButton)], 3.5);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Tops, dresses and one-pieces share one bodice outline; what hangs below the waist differs.

function bodiceHalf(f: Frame, neck: Neck, sleeveless: boolean): Seg[] {
  const neckPt = neck.edge[neck.edge.length - 1].to;
  if (sleeveless) {
    const strapX = neckPt[0] + 26;
    return [
      ...neck.edge,
      { to: p(strapX, f.top + 4) },
      { to: p(CX + f.chest - 4, f.armpitY - 8), c: [p(strapX - 6, f.armpitY - 40), p(CX + f.chest - 30, f.armpitY - 10)] },
      { to: p(CX + f.waist, f.waistY), c: [p(CX + f.chest, f.armpitY + 40)] },
    ];
  }
  return [
    ...neck.edge,
    { to: p(CX + f.shoulder, f.shoulderY) },
    { to: p(CX + f.chest, f.armpitY), c: [p(CX + f.shoulder - 6, f.shoulderY + 45)] },
    { to: p(CX + f.waist, f.waistY), c: [p(CX + f.chest, f.armpitY + 45)] },
  ];
}

function topLower(f: Frame): Seg[] {
  return [
    { to: p(CX + f.hem, f.hemY), c: [p(CX + f.waist, f.waistY + 55)] },
    { to: p(CX, f.hemY + f.hemCurve), c: [p(CX + f.hem * 0.55, f.hemY + f.hemCurve)] },
  ];
}

function flaredLower(f: Frame, waves_: number, depth: number): Seg[] {
  const hemPt = p(CX + f.hem, f.hemY);
  return [{ to: hemPt, c: [p(CX + f.waist + 12, f.waistY + (f.hemY - f.waistY) * 0.45)] }, ...waves(hemPt, p(CX, f.hemY + 8), waves_, depth, p(0, 1))];
}

interface LegSpec {
  hipY: number;
  hip: number;
  crotchY: number;
  hemY: number;
  hemOuter: number;
  hemInner: number;
}

function legsLower(f: Pick<Frame, 'waist' | 'waistY'>, l: LegSpec): Seg[] {
  return [
    { to: p(CX + l.hip, l.hipY), c: [p(CX + f.waist + (l.hip - f.waist) * 0.9, f.waistY + (l.hipY - f.waistY) * 0.4)] },
    { to: p(CX + l.hemOuter, l.hemY), c: [p(CX + l.hip + 2, (l.hipY + l.hemY) / 2)] },
    { to: p(CX + l.hemInner, l.hemY + 2) },
    { to: p(CX + 6, l.crotchY + 8), c: [p(CX + l.hemInner - 4, (l.crotchY + l.hemY) / 2)] },
    { to: p(CX, l.crotchY), c: [p(CX + 2, l.crotchY + 2)] },
  ];
}

interface UpperSpec {
  frame: Frame;
  neck: NeckKind;
  sleeve: SleeveKind;
  cuff: CuffKind;
  lower: Seg[];
  hemBand?: number; // rib band height at the hem
  hemStitch?: boolean; // a stitched hem line (straight-hemmed tops only)
  details?: (ctx: Ctx, f: Frame) => string; // front-only details
  backDetails?: (ctx: Ctx, f: Frame) => string;
}

function drawUpper(ctx: Ctx, spec: UpperSpec): string {
  const f = spec.frame;
  const neck = makeNeck(ctx, f, spec.neck);
  const outline = mirrored(neck.start, [...bodiceHalf(f, neck, spec.sleeve === 'none'), ...spec.lower]);
  const hung = ctx.hanger && spec.neck !== 'hood';
  if (hung) ctx.marks.hookTop = f.top - HOOK_RISE;
  const hook = hung ? hangerHook(f.top) : '';
  let out = hook + neck.behind + drawSleeves(ctx, f, spec.sleeve, spec.cuff) + fabric(ctx, outline);
  if (spec.hemBand) out += hemBand(ctx, f, spec.hemBand);
  if (spec.hemStitch) out += stitch(ctx, `M${CX - f.hem + 6} ${f.hemY - 10}Q${CX} ${f.hemY + f.hemCurve - 8} ${CX + f.hem - 6} ${f.hemY - 10}`);
  const details = ctx.view === 'back' ? spec.backDetails : spec.details;
  if (details) out += details(ctx, f);
  return out + neck.front;
}

function hemBand(ctx: Ctx, f: Frame, h: number): string {
  const inset = ctx.garment === 'bomber' ? 8 : 4;
  const d = mirrored(p(CX, f.hemY + 4 - h), [
    { to: p(CX + f.hem, f.hemY - h) },
    { to: p(CX + f.hem - inset, f.hemY), c: [p(CX + f.hem + 2, f.hemY - h / 2)] },
    { to: p(CX, f.hemY + 4) },
  ]);
  return trim(ctx, d, true);
}

function centreBackSeam(ctx: Ctx, f: Frame, fromY = f.top + 8): string {
  return seam(ctx, `M${CX} ${fromY}V${f.hemY + f.hemCurve - 2}`, 1.2);
}

function yoke(ctx: Ctx, f: Frame): string {
  return seam(ctx, `M${CX - f.shoulder + 6} ${f.shoulderY + 30}Q${CX} ${f.shoulderY + 44} ${CX + f.shoulder - 6} ${f.shoulderY + 30}`, 1.2);
}

function patchPocket(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const d = `M${x} ${y}H${x + w}V${y + h - 8}L${x + w / 2} ${y + h}L${x} ${y + h - 8}Z`;
  return fabric(ctx, d) + stitch(ctx, `M${x + 4} ${y + 4}V${y + h - 10}L${x + w / 2} ${y + h - 4}L${x + w - 4} ${y + h - 10}V${y + 4}`);
}

function welt(ctx: Ctx, a: Pt, b: Pt): string {
  return (
    seam(ctx, `M${pt(a)}L${pt(b)}`, 4) + `<path d="M${pt(a)}L${pt(b)}" stroke="${lighten(ctx.pal.body, 0.2)}" stroke-width="1" transform="translate(0 3)"/>`
  );
}

// ----- individual garments (front and back views) -----

function tshirt(ctx: Ctx): string {
  const f = frameFor(ctx, { top: 122, hemY: 482, hemCurve: 4 });
  return drawUpper(ctx, {
    frame: f,
    neck: ctx.look.style.neck ?? 'crew',
    sleeve: ctx.look.style.sleeve ?? 'short',
    cuff: ctx.colours.length >= 2 && ctx.look.pattern === 'none' ? 'rib' : 'hem',
    lower: topLower(f),
    hemStitch: true,
    details: (c, fr) => {
      const pocket = c.category !== 'women' && c.look.extra && c.look.print === 'none' ? patchPocket(c, CX + 34, fr.top + 92, 52, 58) : '';
      return pocket + printMotif(c, p(CX, fr.top + 130), 60);
    },
  });
}

function shirt(ctx: Ctx): string {
  const f = frameFor(ctx, { top: 108, hemY: 480, hemCurve: 24 });
  const count = 5 + ctx.look.count;
  const gap = (f.hemY - f.top - 60) / count;
  return drawUpper(ctx, {
    frame: f,
    neck: ctx.look.style.neck ?? 'collar',
    sleeve: ctx.look.style.sleeve ?? 'long',
    cuff: 'shirt',
    lower: topLower(f),
    hemStitch: true,
    details: (c, fr) => {
      const placket = fabric(c, `M${CX - 10} ${fr.top + 26}H${CX + 10}V${fr.hemY + fr.hemCurve - 2}H${CX - 10}Z`);
      const btns = buttons(
        c,
        Array.from({ length: count }, (_, i) => p(CX, fr.top + 58 + i * gap)),
        5,
      );
      const pocket = c.category !== 'women' ? patchPocket(c, CX + 36, fr.top + 80, 56, 62) : '';
      return placket + pocket + btns;
    },
    backDetails: (c, fr) => yoke(c, fr) + fold(`M${CX} ${fr.shoulderY + 40}V${fr.shoulderY + 110}`),
  });
}

function blouse(ctx: Ctx): string {
  const f = frameFor(ctx, { top: 118, hemY: 470, hemCurve: 16, waist: BASE_WIDTHS[ctx.category].waist + 6 });
  const flutter = ctx.look.style.sleeve === 'flutter';
  return drawUpper(ctx, {
    frame: f,
    neck: ctx.look.style.neck ?? 'v',
    sleeve: ctx.look.style.sleeve ?? 'long',
    cuff: flutter ? 'none' : 'rib',
    lower: topLower(f),
    hemStitch: true,
    details: (c, fr) => {
      const tucks = fold([-28, -16, 16, 28].map((dx) => `M${CX + dx} ${fr.top + 60}V${fr.top + 150}`));
      return tucks + (flutter ? bow(c, p(CX, fr.top + 72)) : buttons(c, [p(CX, fr.top + 66), p(CX, fr.top + 96)], 4));
    },
    backDetails: (c, fr) => buttons(c, [p(CX, fr.top + 16)], 4) + seam(c, `M${CX} ${fr.top + 10}V${fr.top + 60}`),
  });
}

function bow(ctx: Ctx, c: Pt): string {
  const [x, y] = c;
  const loop: Shape = {
    start: c,
    segs: [
      { to: p(x + 30, y + 4), c: [p(x + 18, y - 18), p(x + 34, y - 6)] },
      { to: c, c: [p(x + 26, y + 12), p(x + 12, y + 6)] },
    ],
  };
  const tail: Shape = { start: p(x - 2, y + 2), segs: [{ to: p(x + 10, y + 46) }, { to: p(x + 18, y + 42) }, { to: p(x + 4, y) }] };
  const mirrorAt = (s: Shape) => mapShape(s, ([qx, qy]) => p(2 * x - qx, qy));
  return (
    [tail, mirrorAt(tail), loop, mirrorAt(loop)].map((s) => trim(ctx, pathD(s))).join('') +
    `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="7" fill="${ctx.pal.trim}" stroke="${darken(ctx.pal.trim, 0.4)}"/>`
  );
}

function peplumTop(ctx: Ctx): string {
  const f = frameFor(ctx, { top: 124, hemY: 470, waistY: 330, hem: 150, hemCurve: 0 });
  return drawUpper(ctx, {
    frame: f,
    neck: ctx.look.style.neck ?? 'overlap',
    sleeve: ctx.look.style.sleeve ?? 'flutter',
    cuff: 'none',
    lower: flaredLower(f, 3 + (ctx.look.variant % 3), 16),
    details: (c, fr) => waistSeam(c, fr) + peplumFolds(fr),
    backDetails: (c, fr) => waistSeam(c, fr) + peplumFolds(fr) + seam(c, `M${CX} ${fr.top + 8}V${fr.waistY}`),
  });
}

function waistSeam(ctx: Ctx, f: Frame, h = 10): string {
  return trim(
    ctx,
    `M${CX - f.waist - 1} ${f.waistY - h / 2}Q${CX} ${f.waistY + 4 - h / 2} ${CX + f.waist + 1} ${f.waistY - h / 2}V${f.waistY + h / 2}Q${CX} ${f.waistY + 4 + h / 2} ${CX - f.waist - 1} ${f.waistY + h / 2}Z`,
  );
}

function peplumFolds(f: Pick<Frame, 'waist' | 'waistY' | 'hem' | 'hemY'>): string {
  return fold(
    [-0.6, -0.2, 0.2, 0.6].map(
      (t) => `M${fmt(CX + t * f.waist)} ${f.waistY + 8}Q${fmt(CX + t * (f.waist + 18))} ${fmt((f.waistY + f.hemY) / 2)} ${fmt(CX + t * f.hem)} ${f.hemY - 4}`,
    ),
  );
}

function dress(ctx: Ctx): string {
  const kid = ctx.category === 'kid';
  const v = ctx.look.variant;
  const f = frameFor(ctx, { top: 96, hemY: kid ? 500 : 528, waistY: kid ? 262 : 276, waist: kid ? 92 : 82, hem: kid ? 172 : 178, hemCurve: 0 });
  const sleeve = ctx.look.style.sleeve ?? 'none';
  return drawUpper(ctx, {
    frame: f,
    neck: ctx.look.style.neck ?? 'scoop',
    sleeve,
    cuff: sleeve === 'long' ? 'rib' : 'none',
    lower: flaredLower(f, 5 + (v % 3), 14),
    details: (c, fr) => skirtFolds(fr) + belt(c, fr, v % 2 === 0),
    backDetails: (c, fr) => skirtFolds(fr) + waistSeam(c, fr) + seam(c, `M${CX} ${fr.top + 10}V${fr.waistY + 90}`, 1.6),
  });
}

function skirtFolds(f: Pick<Frame, 'waist' | 'waistY' | 'hem' | 'hemY'>): string {
  return fold(
    [-0.7, -0.25, 0.2, 0.65].map(
      (t) => `M${fmt(CX + t * f.waist)} ${f.waistY + 16}Q${fmt(CX + t * (f.waist + 30))} ${fmt((f.waistY + f.hemY) / 2)} ${fmt(CX + t * f.hem)} ${f.hemY - 2}`,
    ),
  );
}

/** A sash with a bow, or a belt with a buckle. */
function belt(ctx: Ctx, f: Frame, sash: boolean): string {
  const band = waistSeam(ctx, f, 16);
  if (sash) return band + bow(ctx, p(CX + f.waist * 0.45, f.waistY + 2));
  return band + `<rect x="${CX - 12}" y="${f.waistY - 10}" width="24" height="20" rx="3" fill="none" stroke="${ctx.pal.metal}" stroke-width="3.5"/>`;
}

function jacket(ctx: Ctx): string {
  const f = frameFor(ctx, { top: 104, hemY: 476, hemCurve: 2, waist: BASE_WIDTHS[ctx.category].waist + 6 });
  const count = 1 + (ctx.look.count % 3);
  return drawUpper(ctx, {
    frame: f,
    neck: ctx.look.style.neck ?? 'lapel',
    sleeve: ctx.look.style.sleeve ?? 'long',
    cuff: 'none',
    lower: topLower(f),
    hemStitch: true,
    details: (c, fr) => {
      const frontEdge = seam(c, `M${CX + 2} ${fr.top + 160}V${fr.hemY - 24}Q${CX + 4} ${fr.hemY} ${CX + 26} ${fr.hemY + 2}`, 1.6);
      const btns = buttons(
        c,
        Array.from({ length: count }, (_, i) => p(CX - 12, fr.top + 184 + i * 52)),
        7,
      );
      const pockets = [-1, 1].map((s) => flapPocket(c, CX + s * 62 - 36, fr.hemY - 112)).join('');
      return frontEdge + welt(c, p(CX + 46, fr.top + 118), p(CX + 92, fr.top + 112)) + pockets + btns;
    },
    backDetails: (c, fr) =>
      centreBackSeam(c, fr) +
      seam(
        c,
        `M${CX - 50} ${fr.waistY}Q${CX - 56} ${fr.waistY + 80} ${CX - 58} ${fr.hemY}M${CX + 50} ${fr.waistY}Q${CX + 56} ${fr.waistY + 80} ${CX + 58} ${fr.hemY}`,
        1,
      ) +
      halfBelt(c, fr),
  });
}

/** The buttoned half-belt across the back waist of a tailored jacket, in the trim colour. */
function halfBelt(ctx: Ctx, f: Frame): string {
  const y = f.waistY + 10;
  const w = f.waist - 30;
  return (
    trim(ctx, `M${CX - w} ${y}H${CX + w}V${y + 22}H${CX - w}Z`) + buttons(ctx, [p(CX - w + 14, y + 11), p(CX + w - 14, y + 11)], 5, darken(ctx.pal.trim, 0.25))
  );
}

function flapPocket(ctx: Ctx, x: number, y: number): string {
  return fabric(ctx, `M${x} ${y}H${x + 72}L${x + 70} ${y + 24}H${x + 2}Z`) + stitch(ctx, `M${x + 5} ${y + 18}H${x + 67}`);
}

function bomber(ctx: Ctx): string {
  const base = BASE_WIDTHS[ctx.category];
  const f = frameFor(ctx, { top: 112, hemY: 468, hemCurve: 0, chest: base.chest + 8, waist: base.chest + 10, hem: base.chest - 4 });
  return drawUpper(ctx, {
    frame: f,
    neck: ctx.look.style.neck ?? 'stand',
    sleeve: ctx.look.style.sleeve ?? 'long',
    cuff: 'rib',
    hemBand: 30,
    // The body blouses out and gathers into the narrower rib band.
    lower: [{ to: p(CX + f.hem + 4, f.hemY - 28), c: [p(CX + f.chest + 22, f.hemY - 40)] }, { to: p(CX, f.hemY - 26) }],
    details: (c, fr) =>
      zip(c, CX, fr.top + 30, fr.hemY) +
      welt(c, p(CX + 56, fr.hemY - 140), p(CX + 86, fr.hemY - 70)) +
      welt(c, p(CX - 56, fr.hemY - 140), p(CX - 86, fr.hemY - 70)) +
      (c.look.extra ? sleevePocket(c, fr) : '') +
      tipping(c, fr),
    backDetails: (c, fr) =>
      seam(c, `M${CX - 70} ${fr.hemY - 32}Q${CX} ${fr.hemY - 44} ${CX + 70} ${fr.hemY - 32}`, 1) +
      fold(`M${CX - 40} ${fr.top + 60}Q${CX} ${fr.top + 80} ${CX + 40} ${fr.top + 60}`) +
      tipping(c, fr),
  });
}

/** Varsity-style contrast stripes knitted into the hem rib: none, one or two, by seed. */
function tipping(ctx: Ctx, f: Frame): string {
  const count = ctx.look.count % 3;
  const colour = ctx.pal.accent2 === ctx.pal.trim ? lighten(ctx.pal.trim, 0.45) : ctx.pal.accent2;
  const lines = Array.from({ length: count }, (_, i) => `M${CX - f.hem + 6} ${f.hemY - 20 + i * 8}H${CX + f.hem - 6}`).join('');
  return count ? `<path d="${lines}" stroke="${colour}" stroke-width="3.5"/>` : '';
}

/** The MA-1 utility pocket on the upper left sleeve, with its pen slots. */
function sleevePocket(ctx: Ctx, f: Frame): string {
  const x = CX + f.shoulder + 2;
  const y = f.shoulderY + 96;
  return (
    `<g transform="rotate(-16 ${x} ${y})">` +
    fabric(ctx, `M${x} ${y}h34v50h-34Z`) +
    `<path d="M${x + 6} ${y + 8}h28" stroke="${ctx.pal.metal}" stroke-width="3"/>` +
    `<rect x="${x + 18}" y="${y + 5}" width="5" height="12" rx="1" fill="${ctx.pal.accent2}"/></g>`
  );
}

function hoodie(ctx: Ctx): string {
  const f = frameFor(ctx, { top: 168, hemY: 522, hemCurve: 0, hem: BASE_WIDTHS[ctx.category].chest - 4 });
  return drawUpper(ctx, {
    frame: f,
    neck: ctx.look.style.neck ?? 'hood',
    sleeve: ctx.look.style.sleeve ?? 'long',
    cuff: 'rib',
    hemBand: 30,
    lower: topLower(f),
    details: (c, fr) => kangarooPocket(c, fr) + printMotif(c, p(CX + 52, fr.top + 96), 40),
  });
}

function kangarooPocket(ctx: Ctx, f: Frame): string {
  const y = f.hemY - 122;
  const bottom = f.hemY - 30;
  const d = mirrored(p(CX, y), [{ to: p(CX + 64, y) }, { to: p(CX + 100, bottom), c: [p(CX + 70, y + 60)] }, { to: p(CX, bottom) }]);
  return fabric(ctx, d) + stitch(ctx, `M${CX - 60} ${y + 6}H${CX + 60}`);
}

function sweatshirt(ctx: Ctx): string {
  const f = frameFor(ctx, { top: 124, hemY: 486, hemCurve: 0, hem: BASE_WIDTHS[ctx.category].chest - 4 });
  return drawUpper(ctx, {
    frame: f,
    neck: ctx.look.style.neck ?? 'crew',
    sleeve: ctx.look.style.sleeve ?? 'long',
    cuff: 'rib',
    hemBand: 30,
    lower: topLower(f),
    details: (c, fr) =>
      (c.look.extra ? trim(c, `M${CX - 12} ${fr.top + 38}L${CX + 12} ${fr.top + 38}L${CX} ${fr.top + 62}Z`, true) : '') +
      printMotif(c, p(CX, fr.top + 140), 64),
  });
}

function sweater(ctx: Ctx): string {
  const base = BASE_WIDTHS[ctx.category];
  const f = frameFor(ctx, { top: 130, hemY: 494, hemCurve: 0, shoulder: base.shoulder + 10, chest: base.chest + 4, waist: base.chest, hem: base.chest - 6 });
  const cables = () => [-48, 0, 48].map((dx) => cable(ctx, CX + dx, f.top + 46, f.hemY - 36)).join('');
  return drawUpper(ctx, {
    frame: f,
    neck: ctx.look.style.neck ?? 'crew',
    sleeve: ctx.look.style.sleeve ?? 'long',
    cuff: 'rib',
    hemBand: 34,
    lower: topLower(f),
    details: cables,
    backDetails: cables,
  });
}

/** A cable-knit column: two cords twisting round each other, in shadow and highlight. */
function cable(ctx: Ctx, x: number, y1: number, y2: number): string {
  const strand = (dir: 1 | -1) => {
    let d = `M${x - 9 * dir} ${y1}`;
    for (let y = y1, k = dir; y < y2 - 30; y += 32, k = -k as 1 | -1) d += `C${x - 9 * k} ${y + 14} ${x + 9 * k} ${y + 18} ${x + 9 * k} ${y + 32}`;
    return d;
  };
  const both = strand(1) + strand(-1);
  return (
    `<path d="${both}" fill="none" stroke="${darken(ctx.pal.body, 0.3)}" stroke-width="9" opacity=".5"/>` +
    `<path d="${both}" fill="none" stroke="${lighten(ctx.pal.body, 0.22)}" stroke-width="4" opacity=".7"/>` +
    seam(ctx, `M${x - 22} ${y1}V${y2 - 10}M${x + 22} ${y1}V${y2 - 10}`, 1)
  );
}

function jumpsuit(ctx: Ctx): string {
  const f = frameFor(ctx, { top: 66, hemY: 548, waistY: 250, waist: 84, hemCurve: 0 });
  const legs: LegSpec = { hipY: 322, hip: 104, crotchY: 346, hemY: 548, hemOuter: 116, hemInner: 32 };
  return drawUpper(ctx, {
    frame: f,
    neck: ctx.look.style.neck ?? 'v',
    sleeve: ctx.look.style.sleeve ?? 'none',
    cuff: 'none',
    lower: legsLower(f, legs),
    details: (c, fr) => belt(c, fr, true) + legCreases(legs, 258) + slashPockets(c, fr.waist, fr.waistY + 10, 50),
    backDetails: (c, fr) => waistSeam(c, fr) + legCreases(legs, 258),
  });
}

function romper(ctx: Ctx): string {
  const kid = ctx.category === 'kid';
  const f = frameFor(ctx, { top: 118, hemY: 452, waistY: 282, waist: kid ? 100 : 86, hemCurve: 0 });
  const legs: LegSpec = { hipY: 330, hip: 118, crotchY: 362, hemY: 456, hemOuter: 134, hemInner: 34 };
  return drawUpper(ctx, {
    frame: f,
    neck: ctx.look.style.neck ?? 'v',
    sleeve: ctx.look.style.sleeve ?? 'flutter',
    cuff: 'none',
    lower: legsLower(f, legs),
    details: (c, fr) =>
      waistSeam(c, fr) +
      buttons(
        c,
        Array.from({ length: 2 + (c.look.count % 3) }, (_, i) => p(CX, fr.top + 70 + i * 36)),
        5,
      ) +
      printMotif(c, p(CX + 50, fr.top + 100), 34),
    backDetails: (c, fr) => waistSeam(c, fr),
  });
}

// ----- bottoms -----

function isBottom(g: GarmentType): boolean {
  return g === 'trousers' || g === 'jeans' || g === 'shorts' || g === 'skirt';
}

/** The top of any bottom: where the waistband sits and how it is made. */
interface Waist {
  waistY: number;
  waist: number; // half width
  band: number; // waistband height
  elastic: boolean;
}

interface BottomSpec extends Waist {
  legs: LegSpec;
}

function waistband(ctx: Ctx, s: Waist, colour: string): string {
  const { waistY: y, waist: w, band: h } = s;
  const d = `M${CX - w} ${y}Q${CX} ${y + 4} ${CX + w} ${y}L${CX + w + 1} ${y + h}Q${CX} ${y + h + 4} ${CX - w - 1} ${y + h}Z`;
  const gathers = s.elastic ? fold(Array.from({ length: 18 }, (_, i) => `M${fmt(CX - w + 8 + i * ((2 * w - 16) / 17))} ${y + 4}v${h - 8}`)) : '';
  return paint(ctx, d, { colour, rib: s.elastic }) + gathers;
}

function beltLoops(ctx: Ctx, s: Waist, colour: string): string {
  return [-0.82, -0.4, 0.4, 0.82].map((t) => paint(ctx, `M${fmt(CX + t * s.waist - 5)} ${s.waistY - 3}h10v${s.band + 8}h-10Z`, { colour })).join('');
}

function slashPockets(ctx: Ctx, waist: number, y: number, depth: number): string {
  return [1, -1]
    .map((s) => seam(ctx, `M${CX + s * (waist - 36)} ${y}Q${CX + s * (waist - 30)} ${y + depth * 0.7} ${CX + s * (waist + 8)} ${y + depth}`, 1.8))
    .join('');
}

/** The zip fly: J-shaped top-stitching from the waistband down towards the crotch. */
function fly(ctx: Ctx, s: Waist, crotchY: number, colour: string): string {
  const y = s.waistY + s.band;
  return (
    stitch(ctx, `M${CX + 16} ${y}V${crotchY - 50}Q${CX + 16} ${crotchY - 26} ${CX} ${crotchY - 20}`, colour) + seam(ctx, `M${CX} ${y}V${crotchY - 10}`, 1.2)
  );
}

function legCreases(l: LegSpec, fromY: number): string {
  const mid = (l.hemOuter + l.hemInner) / 2;
  return fold([1, -1].map((s) => `M${fmt(CX + s * (l.hip * 0.52))} ${fromY}L${fmt(CX + s * mid)} ${l.hemY - 6}`));
}

function drawLegs(ctx: Ctx, s: BottomSpec, cuffH: number): string {
  const outline = mirrored(p(CX, s.waistY), [{ to: p(CX + s.waist, s.waistY) }, ...legsLower(s, s.legs)]);
  return fabric(ctx, outline) + (cuffH ? turnUps(ctx, s.legs, cuffH, ctx.pal.trim, true) : '');
}

/** Hard-wearing knee patches for kids' joggers. */
function kneePatches(ctx: Ctx, l: LegSpec): string {
  const y = (l.crotchY + l.hemY) / 2 - 20;
  return [1, -1]
    .map((side) => {
      const x = CX + side * ((l.hemOuter + l.hemInner) / 2 + 6);
      return paint(ctx, `M${x - 26} ${y}h52v56h-52Z`, { colour: ctx.pal.trim }) + stitch(ctx, `M${x - 21} ${y + 5}h42v46h-42Z`);
    })
    .join('');
}

/** A band at each leg opening: rib cuffs on joggers, turn-ups on chinos and rolled jeans. */
function turnUps(ctx: Ctx, l: LegSpec, h: number, colour: string, rib = false): string {
  return [1, -1]
    .map((side) =>
      paint(
        ctx,
        `M${CX + side * l.hemOuter} ${l.hemY}L${CX + side * (l.hemOuter + 2)} ${l.hemY - h}H${CX + side * (l.hemInner - 2)}L${CX + side * l.hemInner} ${l.hemY + 2}Z`,
        { colour, rib },
      ),
    )
    .join('');
}

function trousers(ctx: Ctx): string {
  // Joggers: elastic waist, drawcord and ribbed cuffs instead of a belted waistband.
  const jogger = ctx.look.style.cut === 'sporty';
  const wide = ctx.look.style.cut === 'wide';
  const s: BottomSpec = {
    waistY: 84,
    waist: 94,
    band: 30,
    elastic: jogger,
    legs: { hipY: 200, hip: 112, crotchY: 262, hemY: 540, hemOuter: wide ? 126 : 104, hemInner: wide ? 14 : 24 },
  };
  const back = ctx.view === 'back';
  const turnUp = !jogger && !wide && ctx.look.extra;
  let out = hangerFor(ctx, s) + drawLegs(ctx, s, jogger ? 26 : 0) + (turnUp ? turnUps(ctx, s.legs, 22, ctx.pal.body) : '') + waistband(ctx, s, ctx.pal.trim);
  out += legCreases(s.legs, s.waistY + s.band + 6);
  if (!jogger) out += beltLoops(ctx, s, ctx.pal.trim);
  if (back)
    return (
      out +
      welt(ctx, p(CX - 76, 150), p(CX - 28, 150)) +
      welt(ctx, p(CX + 28, 150), p(CX + 76, 150)) +
      seam(ctx, `M${CX} ${s.waistY + s.band}V${s.legs.crotchY}`)
    );
  out += slashPockets(ctx, s.waist, s.waistY + s.band, 70) + fly(ctx, s, s.legs.crotchY, ctx.pal.stitch);
  if (jogger && ctx.look.extra) out += kneePatches(ctx, s.legs);
  if (jogger)
    return out + cord(ctx, p(CX - 8, s.waistY + 16), p(CX - 16, s.waistY + 92), -4) + cord(ctx, p(CX + 8, s.waistY + 16), p(CX + 14, s.waistY + 86), 4);
  return out + buttons(ctx, [p(CX, s.waistY + s.band / 2)], 6, ctx.pal.metal);
}

function jeans(ctx: Ctx): string {
  const flare = ctx.look.style.cut === 'flared';
  const s: BottomSpec = {
    waistY: 82,
    waist: 92,
    band: 28,
    elastic: false,
    legs: { hipY: 196, hip: 110, crotchY: 258, hemY: 540, hemOuter: flare ? 112 : 84, hemInner: flare ? 8 : 30 },
  };
  const thread = denimThread(ctx);
  const back = ctx.view === 'back';
  const rolled = !flare && ctx.look.extra;
  let out = hangerFor(ctx, s) + drawLegs(ctx, s, 0) + (rolled ? turnUps(ctx, s.legs, 26, lighten(ctx.pal.body, 0.12)) : '') + waistband(ctx, s, ctx.pal.body);
  out += stitch(ctx, `M${CX - s.waist + 4} ${s.waistY + 5}Q${CX} ${s.waistY + 9} ${CX + s.waist - 4} ${s.waistY + 5}`, thread);
  out += beltLoops(ctx, s, ctx.pal.body);
  out += [1, -1].map((side) => stitch(ctx, `M${CX + side * (s.legs.hemOuter - 2)} ${s.legs.hemY - 12}H${CX + side * (s.legs.hemInner + 2)}`, thread)).join('');
  out += whiskers(s);
  if (back) {
    out += seam(ctx, `M${CX - s.waist + 2} ${s.waistY + 58}L${CX} ${s.waistY + 74}L${CX + s.waist - 2} ${s.waistY + 58}`, 1.4);
    return out + [1, -1].map((side) => backPocket(ctx, CX + side * 52, 172, thread)).join('');
  }
  const scoops = [1, -1]
    .map((side) =>
      stitch(
        ctx,
        `M${CX + side * (s.waist - 48)} ${s.waistY + s.band}Q${CX + side * (s.waist - 40)} ${s.waistY + 80} ${CX + side * (s.waist + 8)} ${s.waistY + 84}`,
        thread,
      ),
    )
    .join('');
  const coin = stitch(ctx, `M${CX + 34} ${s.waistY + s.band + 8}h30v26h-30`, thread);
  const rivets = [p(CX + 42, s.waistY + s.band + 4), p(CX - 42, s.waistY + s.band + 4), p(CX + s.waist + 4, s.waistY + 84), p(CX - s.waist - 4, s.waistY + 84)];
  return (
    out +
    slashPockets(ctx, s.waist, s.waistY + s.band, 58) +
    scoops +
    coin +
    fly(ctx, s, s.legs.crotchY, thread) +
    buttons(ctx, rivets, 3, '#b87333') +
    buttons(ctx, [p(CX, s.waistY + s.band / 2)], 7, ctx.pal.metal)
  );
}

/** Contrast top-stitching is what makes denim read as denim: the second colour if there is one, else gold. */
function denimThread(ctx: Ctx): string {
  return ctx.colours[1] ?? '#d9a441';
}

function whiskers(s: BottomSpec): string {
  return [1, -1]
    .map((side) =>
      [0, 14, 28]
        .map(
          (dy) =>
            `<path d="M${CX + side * 14} ${s.legs.crotchY - 40 + dy}q${side * 30} 6 ${side * 60} -4" fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="3" stroke-linecap="round"/>`,
        )
        .join(''),
    )
    .join('');
}

function backPocket(ctx: Ctx, cx: number, y: number, thread: string): string {
  const d = `M${cx - 30} ${y}H${cx + 30}L${cx + 27} ${y + 56}L${cx} ${y + 68}L${cx - 27} ${y + 56}Z`;
  return (
    fabric(ctx, d) +
    stitch(ctx, `M${cx - 20} ${y + 28}Q${cx - 10} ${y + 40} ${cx} ${y + 26}Q${cx + 10} ${y + 40} ${cx + 20} ${y + 28}`, thread) +
    stitch(ctx, `M${cx - 26} ${y + 5}H${cx + 26}`, thread)
  );
}

function shorts(ctx: Ctx): string {
  const sporty = ctx.look.style.cut === 'sporty';
  const s: BottomSpec = {
    waistY: 150,
    waist: 98,
    band: sporty ? 32 : 28,
    elastic: sporty,
    legs: { hipY: 250, hip: 122, crotchY: 316, hemY: 440, hemOuter: 138, hemInner: 22 },
  };
  const back = ctx.view === 'back';
  let out = hangerFor(ctx, s) + drawLegs(ctx, s, sporty ? 0 : 24);
  if (sporty && ctx.look.extra) out += sideStripes(ctx, s);
  out += waistband(ctx, s, ctx.pal.trim);
  if (sporty) {
    if (!back) out += cord(ctx, p(CX - 8, s.waistY + 16), p(CX - 16, s.waistY + 90), -4) + cord(ctx, p(CX + 8, s.waistY + 16), p(CX + 14, s.waistY + 84), 4);
  } else {
    out += beltLoops(ctx, s, ctx.pal.trim);
    if (!back) out += fly(ctx, s, s.legs.crotchY, ctx.pal.stitch) + buttons(ctx, [p(CX, s.waistY + s.band / 2)], 6, ctx.pal.metal);
  }
  if (back)
    return (
      out +
      seam(ctx, `M${CX} ${s.waistY + s.band}V${s.legs.crotchY}`) +
      welt(ctx, p(CX - 76, s.waistY + 64), p(CX - 30, s.waistY + 64)) +
      welt(ctx, p(CX + 30, s.waistY + 64), p(CX + 76, s.waistY + 64))
    );
  return out + slashPockets(ctx, s.waist, s.waistY + s.band, 56);
}

/** Athletic side panels in the trim colour, clipped to the legs so they follow the outline. */
function sideStripes(ctx: Ctx, s: BottomSpec): string {
  const clip = ctx.cv.newId();
  const legs = mirrored(p(CX, s.waistY), [{ to: p(CX + s.waist, s.waistY) }, ...legsLower(s, s.legs)]);
  const band = (side: number) =>
    `M${CX + side * (s.legs.hip - 20)} ${s.waistY}L${CX + side * (s.legs.hemOuter - 18)} ${s.legs.hemY + 4}H${CX + side * 200}V${s.waistY}Z`;
  return (
    `<clipPath id="${clip}"><path d="${legs}"/></clipPath>` + `<g clip-path="url(#${clip})">${paint(ctx, band(1) + band(-1), { colour: ctx.pal.trim })}</g>`
  );
}

function skirt(ctx: Ctx): string {
  const kid = ctx.category === 'kid';
  const cut = ctx.look.style.cut ?? 'pleated';
  const s: Waist = { waistY: 128, waist: 90, band: 28, elastic: kid };
  const hemY = 468;
  const hemOuter = kid ? 178 : 164;
  const hemPt = p(CX + hemOuter, hemY);
  const hem: Seg[] =
    cut === 'buttoned'
      ? [{ to: p(CX, hemY + 14), c: [p(CX + hemOuter * 0.5, hemY + 14)] }]
      : waves(hemPt, p(CX, hemY + 10), cut === 'pleated' ? 5 : 4, cut === 'pleated' ? 6 : 12, p(0, 1));
  const outline = mirrored(p(CX, s.waistY), [{ to: p(CX + s.waist, s.waistY) }, { to: hemPt, c: [p(CX + s.waist + 30, s.waistY + 150)] }, ...hem]);
  let out = hangerFor(ctx, s) + fabric(ctx, outline);
  if (cut === 'pleated') out += pleats(s.waist, s.waistY + s.band, hemOuter, hemY);
  else if (cut === 'tiered') out += tiers(ctx, s, hemY, hemOuter);
  else if (ctx.view !== 'back') {
    out +=
      seam(ctx, `M${CX + 8} ${s.waistY + s.band}L${CX + 30} ${hemY + 10}`, 1.6) +
      buttons(
        ctx,
        Array.from({ length: 5 }, (_, i) => p(CX + 12 + i * 3.8, s.waistY + 58 + i * 62)),
        6,
      );
  }
  out += skirtFolds({ waist: s.waist, waistY: s.waistY, hem: hemOuter, hemY });
  out += waistband(ctx, s, ctx.pal.trim);
  return ctx.view === 'back' ? out + seam(ctx, `M${CX} ${s.waistY + s.band}V${s.waistY + 140}`, 1.6) : out;
}

function pleats(waist: number, y1: number, hem: number, y2: number): string {
  return fold(
    Array.from({ length: 9 }, (_, i) => {
      const t = -1 + (2 * (i + 0.5)) / 9;
      return `M${fmt(CX + t * waist)} ${y1}L${fmt(CX + t * hem)} ${y2 + 4}`;
    }),
  );
}

/** Two gathered seams splitting the skirt into three tiers. */
function tiers(ctx: Ctx, s: Waist, hemY: number, hemOuter: number): string {
  return [0.34, 0.67]
    .map((k) => {
      const y = s.waistY + s.band + (hemY - s.waistY - s.band) * k;
      const half = s.waist + (hemOuter - s.waist) * k;
      return (
        seam(ctx, `M${fmt(CX - half)} ${fmt(y)}Q${CX} ${fmt(y + 10)} ${fmt(CX + half)} ${fmt(y)}`, 1.6) +
        stitch(ctx, `M${fmt(CX - half + 4)} ${fmt(y + 6)}Q${CX} ${fmt(y + 16)} ${fmt(CX + half - 4)} ${fmt(y + 6)}`)
      );
    })
    .join('');
}

function hangerFor(ctx: Ctx, s: Waist): string {
  if (!ctx.hanger) return '';
  ctx.marks.hookTop = s.waistY + 6 - 14 - HOOK_RISE;
  return clipHanger(s.waistY + 6, s.waist - 20);
}

const GARMENT_DRAWERS: Record<GarmentType, (ctx: Ctx) => string> = {
  tshirt,
  shirt,
  blouse,
  'peplum-top': peplumTop,
  dress,
  skirt,
  jacket,
  bomber,
  hoodie,
  sweatshirt,
  sweater,
  trousers,
  jeans,
  shorts,
  jumpsuit,
  romper,
};

// ---------------------------------------------------------------------------------------------
// Detail view: the front, zoomed on the most telling part, with a hang tag.

function focusPoint(g: GarmentType): Pt {
  switch (g) {
    case 'trousers':
    case 'jeans':
      return p(CX + 40, 150);
    case 'shorts':
      return p(CX + 40, 210);
    case 'skirt':
      return p(CX + 20, 200);
    case 'dress':
    case 'jumpsuit':
      return p(CX + 20, g === 'dress' ? 230 : 220);
    case 'hoodie':
      return p(CX + 10, 200);
    default:
      return p(CX + 20, 190);
  }
}

function drawDetail(ctx: Ctx): string {
  const [fx, fy] = focusPoint(ctx.garment);
  const front: Ctx = { ...ctx, view: 'front', hanger: false };
  const clip = ctx.cv.define('clip', (id) => `<clipPath id="${id}"><rect width="${IMAGE_SIZE}" height="${IMAGE_SIZE}"/></clipPath>`);
  const zoomed = GARMENT_DRAWERS[ctx.garment](front);
  return `<g clip-path="url(#${clip})"><g transform="translate(280 300) scale(2.3) translate(${-fx} ${-fy})">${zoomed}</g></g>` + hangTag(ctx);
}

function hangTag(ctx: Ctx): string {
  const swatches = ctx.colours.map((c, i) => `<circle cx="${-27 + i * 18}" cy="112" r="6.5" fill="${c}" stroke="#fff" stroke-width="1.5"/>`).join('');
  // A barcode: bars in two weights, each weight one path.
  const bar = (weight: number) =>
    Array.from({ length: 22 }, (_, i) => i)
      .filter((i) => ((i * 7 + ctx.look.variant * 3) % 3 === 0) === weight > 1)
      .map((i) => `M${fmt(-36 + i * 3.3)} 130v24`)
      .join('');
  const bars = [1, 2].map((w) => `<path d="${bar(w)}" stroke="#333" stroke-width="${w}"/>`).join('');
  const label = `${ctx.category === 'kid' ? 'KIDS' : ctx.category.toUpperCase()} · ${ctx.garment.replace('-', ' ').toUpperCase()}`;
  return (
    `<path d="M474 -10C470 120 470 270 478 340" fill="none" stroke="#6b5d52" stroke-width="2"/>` +
    `<g transform="translate(478 338) rotate(-7)">` +
    `<rect x="-52" y="0" width="104" height="172" rx="10" fill="#fbf8f2" stroke="#d9d1c4"/>` +
    `<circle cy="14" r="6" fill="#e8e0d2" stroke="#b9ad9c"/>` +
    `<rect x="-52" y="36" width="104" height="34" fill="${ctx.pal.body}"/>` +
    `<text y="60" text-anchor="middle" font-family="sans-serif" font-size="18" font-weight="700" letter-spacing="4" fill="#fff">KAPOR</text>` +
    `<text y="90" text-anchor="middle" font-family="sans-serif" font-size="9" letter-spacing="1" fill="#6b6259">${escapeXml(label)}</text>` +
    swatches +
    bars +
    `</g>`
  );
}

// ---------------------------------------------------------------------------------------------
// Flat view: the garment folded on a shop stack of the same piece in its other colours.

function drawFolded(ctx: Ctx): string {
  const bottom = isBottom(ctx.garment);
  const box: Box = bottom ? { x: CX - 124, y: 150, w: 248, h: 280 } : { x: CX - 150, y: 196, w: 300, h: 226 };
  // Under it, the same piece in the product's other colours, peeking out like a shop stack.
  const others = [ctx.colours[2] ?? ctx.colours[1] ?? darken(ctx.pal.body, 0.14), ctx.colours[1] ?? lighten(ctx.pal.body, 0.08)];
  const stack = others.map((colour, i) => paint(ctx, foldedOutline({ ...box, y: box.y + (2 - i) * 16 }), { colour, stroke: darken(colour, 0.4) })).join('');
  const top = fabric(ctx, foldedOutline(box));
  const creases = fold([box.x + 34, box.x + box.w - 34].map((x) => `M${x} ${box.y + 34}V${box.y + box.h - 14}`));
  const bottomFold = `<path d="M${box.x + 12} ${box.y + box.h - 5}H${box.x + box.w - 12}" stroke="#fff" stroke-opacity=".3" stroke-width="3" stroke-linecap="round"/>`;
  return stack + top + creases + bottomFold + (bottom ? foldedBottomDetails(ctx, box) : foldedTopDetails(ctx, box));
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Folded cloth: soft corners, sides bowing slightly, shoulders sloping away from the neck. */
function foldedOutline(b: Box): string {
  const { x, y, w, h } = b;
  const r = 16;
  const slope = 10;
  return (
    `M${x + r} ${y + slope}Q${x + w / 2} ${y - 8} ${x + w - r} ${y + slope}Q${x + w} ${y + slope} ${x + w} ${y + slope + r}` +
    `Q${x + w + 4} ${y + h / 2} ${x + w} ${y + h - r}Q${x + w} ${y + h} ${x + w - r} ${y + h}` +
    `Q${x + w / 2} ${y + h + 4} ${x + r} ${y + h}Q${x} ${y + h} ${x} ${y + h - r}Q${x - 4} ${y + h / 2} ${x} ${y + slope + r}Q${x} ${y + slope} ${x + r} ${y + slope}Z`
  );
}

function foldedTopDetails(ctx: Ctx, b: Box): string {
  const kind = ctx.look.style.neck ?? 'crew';
  const f = frameFor(ctx, { top: b.y + 2, hemY: b.y + b.h, nw: 38 });
  const front = { ...ctx, view: 'front' as const };
  let out = '';
  if (kind === 'hood') {
    // A folded hoodie shows its hood lying flat over the chest.
    out += fabric(
      ctx,
      mirrored(p(CX, b.y + 4), [
        { to: p(CX + 66, b.y + 10), c: [p(CX + 60, b.y)] },
        { to: p(CX + 54, b.y + 120), c: [p(CX + 80, b.y + 80)] },
        { to: p(CX, b.y + 150), c: [p(CX + 34, b.y + 150)] },
      ]),
    );
    out += lining(
      ctx,
      mirrored(p(CX, b.y + 26), [
        { to: p(CX + 40, b.y + 34), c: [p(CX + 36, b.y + 24)] },
        { to: p(CX, b.y + 128), c: [p(CX + 46, b.y + 110)] },
      ]),
    );
    out += cord(ctx, p(CX - 20, b.y + 20), p(CX - 40, b.y + 190), -10) + cord(ctx, p(CX + 20, b.y + 20), p(CX + 36, b.y + 196), 12);
    return out;
  }
  const neck = makeNeck(front, f, kind);
  out += neck.behind + neck.front;
  if (ctx.garment === 'shirt')
    out +=
      buttons(ctx, [p(CX, b.y + 90), p(CX, b.y + 150), p(CX, b.y + 210)], 5) +
      seam(ctx, `M${CX - 10} ${b.y + 30}V${b.y + b.h - 6}M${CX + 10} ${b.y + 30}V${b.y + b.h - 6}`, 1);
  if (ctx.garment === 'bomber') out += zip(ctx, CX, b.y + 30, b.y + b.h - 2);
  if (ctx.garment === 'jacket') out += buttons(ctx, [p(CX - 10, b.y + 186)], 7);
  if (['dress', 'jumpsuit', 'romper', 'peplum-top'].includes(ctx.garment)) out += waistSeam(ctx, { ...f, waist: b.w / 2 - 2, waistY: b.y + 150 }, 14);
  if (ctx.garment === 'sweater' || ctx.garment === 'sweatshirt') out += hemBand(ctx, { ...f, hem: b.w / 2 - 2, hemY: b.y + b.h }, 26);
  if (ctx.look.print !== 'none') out += printMotif(ctx, p(CX, b.y + 130), 54);
  return out;
}

function foldedBottomDetails(ctx: Ctx, b: Box): string {
  // Same waist as the hung picture: elastic for joggers, sporty shorts and kids' skirts.
  const elastic = ctx.look.style.cut === 'sporty' || (ctx.garment === 'skirt' && ctx.category === 'kid');
  const s: Waist = { waistY: b.y, waist: b.w / 2, band: 30, elastic };
  const thread = ctx.garment === 'jeans' ? denimThread(ctx) : ctx.pal.stitch;
  const bandColour = ctx.garment === 'jeans' ? ctx.pal.body : ctx.pal.trim;
  let out = waistband(ctx, s, bandColour);
  if (ctx.garment === 'skirt') return out + fold([`M${CX - 60} ${b.y + 40}V${b.y + b.h - 10}`, `M${CX + 40} ${b.y + 40}V${b.y + b.h - 10}`]);
  out += fly(ctx, s, b.y + 200, thread) + slashPockets(ctx, s.waist - 4, b.y + s.band, 60);
  if (!s.elastic) out += beltLoops(ctx, s, bandColour) + buttons(ctx, [p(CX, b.y + 15)], 6, ctx.pal.metal);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Backdrop: a seamless studio sweep tinted per category, with a soft contact shadow.

const BACKDROPS: Record<Category, { light: string; edge: string; motif: string }> = {
  women: { light: '#fdf3ef', edge: '#efd6cf', motif: '#e9c3ba' },
  men: { light: '#f2f5f8', edge: '#d3dbe4', motif: '#bfcad6' },
  kid: { light: '#fff8df', edge: '#fde39c', motif: '#f9cf6a' },
};

function studioBackdrop(category: Category, prefix: string): GarmentLayer {
  const c = BACKDROPS[category];
  const defs =
    `<radialGradient id="${prefix}w" cx=".5" cy=".38" r=".8"><stop offset="0" stop-color="${c.light}"/><stop offset="1" stop-color="${c.edge}"/></radialGradient>` +
    `<radialGradient id="${prefix}s"><stop offset="0" stop-color="#000" stop-opacity=".2"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;
  // Kids get a few confetti dots; the grown-up backdrops stay plain.
  const confetti =
    category === 'kid'
      ? [p(62, 84), p(540, 120), p(96, 470), p(520, 430), p(470, 56)]
          .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${6 + (i % 3) * 3}" fill="${c.motif}" opacity=".55"/>`)
          .join('')
      : '';
  const body =
    `<rect width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" fill="url(#${prefix}w)"/>` +
    `<path d="M0 470Q300 445 600 470V600H0Z" fill="${c.edge}" opacity=".35"/>` +
    confetti +
    `<ellipse cx="${CX}" cy="560" rx="200" ry="22" fill="url(#${prefix}s)"/>`;
  return { defs, body };
}
