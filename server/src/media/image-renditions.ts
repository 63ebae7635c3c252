/** The sizes a photo is kept in, and their content-hashed file names. */

/** Widths in CSS pixels for srcset: a phone's card up to a wide product page at 2x. Never larger than the upload. */
export const RENDITION_WIDTHS = [320, 640, 960, 1280] as const;

/** AVIF first: browsers take the first source they support, and AVIF is about half WebP's size. */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** A processed photo: the hash of the uploaded bytes names its files; width and height are the largest rendition's. */
export interface ImageRenditions {
  hash: string;
  width: number;
  height: number;
  widths: number[];
  formats: ImageFormat[];
}

const CONTENT_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** What a stored file's name looks like: the 64-hex-digit hash, its width, its format. */
export const RENDITION_KEY = /^[0-9a-f]{64}-\d{1,5}\.(avif|webp)$/;

export function renditionKey(hash: string, width: number, format: ImageFormat): string {
  return `${hash}-${width}.${format}`;
}

export function renditionKeys(image: ImageRenditions): string[] {
  return image.formats.flatMap((format) => image.widths.map((width) => renditionKey(image.hash, width, format)));
}

export function contentTypeOf(format: ImageFormat): string {
  return CONTENT_TYPES[format];
}

export function contentTypeOfKey(key: string): string {
  const format = key.slice(key.lastIndexOf('.') + 1) as ImageFormat;
  return CONTENT_TYPES[format] ?? 'application/octet-stream';
}

/** The widths to make from an upload `width` pixels wide: every standard one below it, then its own (capped). */
export function widthsFor(width: number): number[] {
  const largest = Math.min(width, RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1]);
  return [...RENDITION_WIDTHS.filter((w) => w < largest), largest];
}
