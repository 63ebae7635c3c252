/**
 * Site art — home hero, category banners, the "Exclusive Offers" picture and the newsletter
 * background — composed from the same garment layers as the product pictures, so the shop has
 * one visual language and no downloaded images.
 */
import type { Category, Colour, GarmentType } from '../catalog/catalog.types';
import { IMAGE_SIZE, darken, escapeXml, fmt, lighten, renderGarmentLayer, svgDocument, type GarmentLayer, type ProductView } from './garment-svg';

export type ArtName = 'hero' | 'banner-women' | 'banner-men' | 'banner-kid' | 'exclusive' | 'newsletter';
export const ART_NAMES: readonly ArtName[] = ['hero', 'banner-women', 'banner-men', 'banner-kid', 'exclusive', 'newsletter'];

const TITLES: Record<ArtName, string> = {
  hero: 'New arrivals hanging on a clothing rail',
  'banner-women': "Women's collection",
  'banner-men': "Men's collection",
  'banner-kid': "Kids' collection",
  exclusive: 'Exclusive offers for you',
  newsletter: 'Newsletter background',
};

export function renderArt(name: ArtName): string {
  switch (name) {
    case 'hero':
      return hero();
    case 'banner-women':
    case 'banner-men':
    case 'banner-kid':
      return banner(name);
    case 'exclusive':
      return exclusive();
    case 'newsletter':
      return newsletter();
  }
}

// ---------------------------------------------------------------------------------------------
// Composition helpers

interface Piece {
  garment: GarmentType;
  category: Category;
  colours: Colour[];
  seed: number;
  view?: ProductView;
  hanger?: boolean;
}

/** Collects garment layers and their definitions; each layer gets its own id prefix. */
class Composition {
  private readonly defs: string[] = [];
  private count = 0;

  layer(piece: Piece): GarmentLayer {
    const layer = renderGarmentLayer({ ...piece, view: piece.view ?? 'front', hanger: piece.hanger ?? false, idPrefix: `a${(this.count++).toString(36)}_` });
    this.defs.push(layer.defs);
    return layer;
  }

  /** A garment scaled about its own centre and placed with its centre at (x, y). */
  place(piece: Piece, x: number, y: number, scale: number, rotate = 0): string {
    const { body } = this.layer(piece);
    const half = IMAGE_SIZE / 2;
    return `<g transform="translate(${fmt(x)} ${fmt(y)}) rotate(${rotate}) scale(${scale}) translate(${-half} ${-half})">${body}</g>`;
  }

  /** A garment on its hanger, the hook's curl resting on a rail at (x, railY). */
  hang(piece: Piece, x: number, railY: number, scale: number): string {
    const layer = this.layer({ ...piece, hanger: true });
    const hookTop = layer.hookTop ?? 0;
    // The curl hooks over the rail, so its top sits a little above the rail's centre line.
    const y = railY - 6 - hookTop * scale;
    return `<g transform="translate(${fmt(x - (IMAGE_SIZE / 2) * scale)} ${fmt(y)}) scale(${scale})">${layer.body}</g>`;
  }

  define(markup: string): void {
    this.defs.push(markup);
  }

  document(width: number, height: number, title: string, body: string): string {
    return svgDocument({ width, height, title, defs: this.defs.join(''), body });
  }
}

function linear(id: string, stops: readonly string[], vertical = false): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  const last = stops.length - 1;
  return `<linearGradient id="${id}" ${dir}>${stops.map((c, i) => `<stop offset="${fmt(i / last)}" stop-color="${c}"/>`).join('')}</linearGradient>`;
}

function glow(id: string, colour: string, opacity = 1): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
}

function text(x: number, y: number, size: number, colour: string, content: string, extra = ''): string {
  return `<text x="${x}" y="${y}" font-family="sans-serif" font-size="${size}" fill="${colour}"${extra}>${escapeXml(content)}</text>`;
}

// ---------------------------------------------------------------------------------------------
// Hero: a chrome clothing rail with the new arrivals, a folded stack and a shopping bag.

function hero(): string {
  const c = new Composition();
  c.define(glow('hb', '#ffd6cc', 0.9) + glow('hb2', '#e9d5ff', 0.8) + linear('hr', ['#f4f5f7', '#a3a7b0', '#eceef1'], true) + glow('hs', '#000', 0.22));
  const railY = 96;
  const rail =
    `<rect x="92" y="${railY - 7}" width="626" height="14" rx="7" fill="url(#hr)" stroke="#8b8f98"/>` +
    [104, 706].map((x) => `<rect x="${x - 6}" y="${railY}" width="12" height="560" fill="url(#hr)" stroke="#8b8f98"/>`).join('') +
    [104, 706].map((x) => `<rect x="${x - 48}" y="652" width="96" height="12" rx="6" fill="#9a9ea7"/>`).join('');
  const hung = [
    c.hang({ garment: 'jacket', category: 'women', colours: ['Violet', 'Black'], seed: 4 }, 205, railY, 0.68),
    c.hang({ garment: 'shirt', category: 'men', colours: ['Green', 'Yellow', 'Black'], seed: 23 }, 605, railY, 0.66),
    c.hang({ garment: 'bomber', category: 'men', colours: ['Orange', 'Black'], seed: 13 }, 480, railY, 0.66),
    c.hang({ garment: 'dress', category: 'women', colours: ['Pink', 'Violet', 'Yellow'], seed: 10 }, 345, railY, 0.76),
  ].join('');
  const stack = c.place({ garment: 'sweater', category: 'women', colours: ['Yellow', 'Red', 'Pink'], seed: 40, view: 'flat' }, 620, 600, 0.42);
  const body =
    `<circle cx="420" cy="350" r="330" fill="url(#hb)"/><circle cx="620" cy="200" r="200" fill="url(#hb2)"/>` +
    `<ellipse cx="405" cy="662" rx="330" ry="22" fill="url(#hs)"/>` +
    rail +
    hung +
    shoppingBag(150, 520) +
    stack +
    newBadge(86, 66);
  return c.document(800, 700, TITLES.hero, body);
}

function shoppingBag(x: number, y: number): string {
  return (
    `<g transform="translate(${x} ${y})">` +
    `<path d="M-34 0Q-34 -52 0 -52Q34 -52 34 0" fill="none" stroke="#3a2a2a" stroke-width="6"/>` +
    `<path d="M-62 -8H62L70 132H-70Z" fill="#e8566b"/><path d="M-62 -8H62L64 20H-64Z" fill="#fff" opacity=".18"/>` +
    `<path d="M40 -8H62L70 132H46Z" fill="#000" opacity=".14"/>` +
    text(0, 78, 26, '#fff', 'KAPOR', ' text-anchor="middle" font-weight="700" letter-spacing="3"') +
    `</g>`
  );
}

function newBadge(x: number, y: number): string {
  const points = Array.from({ length: 24 }, (_, i) => {
    const r = i % 2 ? 46 : 56;
    const a = (i * Math.PI) / 12;
    return `${fmt(x + r * Math.cos(a))} ${fmt(y + r * Math.sin(a))}`;
  }).join(' ');
  return `<polygon points="${points}" fill="#ff6b6b"/>` + text(x, y + 9, 24, '#fff', 'NEW', ' text-anchor="middle" font-weight="800" letter-spacing="1"');
}

// ---------------------------------------------------------------------------------------------
// Category banners: text on the left, three garments of the category on the right.

interface BannerTheme {
  category: Category;
  background: [string, string, string];
  accent: string;
  pieces: [Piece, Piece, Piece];
}

const BANNERS: Record<'banner-women' | 'banner-men' | 'banner-kid', BannerTheme> = {
  'banner-women': {
    category: 'women',
    background: ['#fde4ea', '#f9cfdc', '#f4b9c9'],
    accent: '#d6336c',
    pieces: [
      { garment: 'blouse', category: 'women', colours: ['Yellow'], seed: 3 },
      { garment: 'dress', category: 'women', colours: ['Pink', 'Violet', 'Yellow'], seed: 10 },
      { garment: 'skirt', category: 'women', colours: ['Violet'], seed: 6 },
    ],
  },
  'banner-men': {
    category: 'men',
    background: ['#e6edf5', '#cfdbe8', '#b4c4d8'],
    accent: '#2f5d8a',
    pieces: [
      { garment: 'shirt', category: 'men', colours: ['Red', 'Black', 'Yellow'], seed: 23 },
      { garment: 'bomber', category: 'men', colours: ['Green', 'Black'], seed: 13 },
      { garment: 'jeans', category: 'men', colours: ['Black', 'Yellow'], seed: 15 },
    ],
  },
  'banner-kid': {
    category: 'kid',
    background: ['#fff4c2', '#ffe38a', '#ffd166'],
    accent: '#ef6c2f',
    pieces: [
      { garment: 'tshirt', category: 'kid', colours: ['Green', 'Yellow'], seed: 26 },
      { garment: 'hoodie', category: 'kid', colours: ['Orange', 'Black', 'Yellow'], seed: 25 },
      { garment: 'romper', category: 'kid', colours: ['Pink'], seed: 27 },
    ],
  },
};

/** A category's banner: garments on its palette, and no words — the page lays them over it, in the shopper's language. */
function banner(name: 'banner-women' | 'banner-men' | 'banner-kid'): string {
  const t = BANNERS[name];
  const c = new Composition();
  c.define(linear('bbg', t.background) + glow('bg1', '#fff', 0.75) + glow('bg2', t.accent, 0.25));
  const [left, middle, right] = t.pieces;
  const garments = c.place(left, 780, 160, 0.43, -6) + c.place(right, 1080, 166, 0.43, 6) + c.place(middle, 930, 150, 0.5);
  const confetti =
    t.category === 'kid'
      ? [
          [640, 60, 12, '#ef6c2f'],
          [1160, 250, 16, '#4cc9c0'],
          [700, 250, 9, '#4cc9c0'],
          [1150, 40, 10, '#ef6c2f'],
        ]
          .map(([x, y, r, col]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${col}" opacity=".6"/>`)
          .join('')
      : '';
  const body =
    `<rect width="1200" height="300" fill="url(#bbg)"/>` +
    `<circle cx="930" cy="150" r="190" fill="url(#bg1)"/><circle cx="160" cy="330" r="260" fill="url(#bg2)"/>` +
    `<circle cx="930" cy="150" r="150" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2"/>` +
    confetti +
    garments;
  return c.document(1200, 300, TITLES[name], body);
}

// ---------------------------------------------------------------------------------------------
// Exclusive offers: two statement pieces on a bold disc with a sale tag.

function exclusive(): string {
  const c = new Composition();
  c.define(linear('eg', ['#c77dff', '#ff8fab']) + glow('eh', '#fff', 0.55));
  const garments =
    c.place({ garment: 'jacket', category: 'women', colours: ['Black', 'Pink'], seed: 41 }, 270, 300, 0.78, -8) +
    c.place({ garment: 'dress', category: 'women', colours: ['Red', 'Black', 'Yellow'], seed: 10 }, 450, 320, 0.82, 6);
  const tag =
    `<g transform="translate(560 120) rotate(14)">` +
    `<path d="M0 -14L-44 16V120H44V16Z" fill="#fff8e7" stroke="${darken('#fff8e7', 0.25)}"/>` +
    `<circle cy="14" r="7" fill="#e8d9b8"/>` +
    text(0, 66, 24, '#d6336c', 'BEST', ' text-anchor="middle" font-weight="800"') +
    text(0, 94, 15, '#5b4636', 'SELLERS', ' text-anchor="middle" font-weight="700" letter-spacing="1"') +
    `</g><path d="M560 106Q600 40 660 30" fill="none" stroke="#5b4636" stroke-width="2"/>`;
  const body =
    `<circle cx="350" cy="320" r="260" fill="url(#eg)"/>` +
    `<circle cx="290" cy="240" r="200" fill="url(#eh)"/>` +
    `<circle cx="350" cy="320" r="286" fill="none" stroke="${lighten('#c77dff', 0.3)}" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>` +
    garments +
    tag;
  return c.document(700, 620, TITLES.exclusive, body);
}

// ---------------------------------------------------------------------------------------------
// Newsletter: a calm wash with faint garments around the edges; the middle stays clear for text.

function newsletter(): string {
  const c = new Composition();
  c.define(linear('ng', ['#fde1ff', '#f6ecff', '#e1ffea']));
  const faint: [Piece, number, number, number, number][] = [
    [{ garment: 'tshirt', category: 'men', colours: ['Pink'], seed: 1 }, 90, 90, 0.36, -14],
    [{ garment: 'dress', category: 'women', colours: ['Violet'], seed: 2 }, 110, 320, 0.4, 10],
    [{ garment: 'hoodie', category: 'kid', colours: ['Green'], seed: 3 }, 1100, 100, 0.36, 12],
    [{ garment: 'jeans', category: 'men', colours: ['Violet'], seed: 4 }, 1110, 320, 0.4, -10],
    [{ garment: 'romper', category: 'kid', colours: ['Yellow'], seed: 5 }, 300, 360, 0.26, 18],
    [{ garment: 'blouse', category: 'women', colours: ['Pink'], seed: 6 }, 900, 360, 0.26, -16],
  ];
  const garments = faint.map(([piece, x, y, s, r]) => c.place(piece, x, y, s, r)).join('');
  const body = `<rect width="1200" height="400" fill="url(#ng)"/>` + `<g opacity=".28">${garments}</g>`;
  return c.document(1200, 400, TITLES.newsletter, body);
}
