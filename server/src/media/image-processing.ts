import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp, { type SharpOptions } from 'sharp';
import { ImageRejectedError, ImageTooLargeError } from './media.errors';
import { contentTypeOf, IMAGE_FORMATS, renditionKey, widthsFor, type ImageFormat, type ImageRenditions } from './image-renditions';

/** An uploaded file as the browser sent it. */
export interface Upload {
  bytes: Buffer;
  fileName: string;
}

export interface ProcessedImage extends ImageRenditions {
  files: { key: string; bytes: Buffer; contentType: string }[];
}

/** 50 megapixels (8192 × 6104): more than a phone's camera, far less than a decompression bomb's claim. */
export const MAX_INPUT_PIXELS = 50_000_000;

type UploadType = 'jpeg' | 'png' | 'webp' | 'avif';

/** Each accepted type: the names it may carry, and what sharp calls it once decoded. */
const UPLOAD_TYPES: Record<UploadType, { label: string; extensions: string[]; decodedAs: string }> = {
  jpeg: { label: 'a JPEG', extensions: ['.jpg', '.jpeg'], decodedAs: 'jpeg' },
  png: { label: 'a PNG', extensions: ['.png'], decodedAs: 'png' },
  webp: { label: 'a WebP', extensions: ['.webp'], decodedAs: 'webp' },
  avif: { label: 'an AVIF', extensions: ['.avif'], decodedAs: 'heif' },
};

const QUALITY: Record<ImageFormat, sharp.AvifOptions & sharp.WebpOptions> = {
  // Effort 2 keeps a large AVIF under a second on one core; the file is still about half the WebP's size.
  avif: { quality: 50, effort: 2 },
  webp: { quality: 80 },
};

/** The type the bytes themselves show (their magic numbers), whatever the name or the browser claims. */
export function sniffImageType(bytes: Buffer): UploadType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('latin1', 4, 8) === 'ftyp') {
    // An ISO media file: AVIF when its major or a compatible brand says so (not HEIC, MP4…).
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length);
    for (let at = 8; at + 4 <= boxSize; at += 4) {
      if (at === 12) continue; // the minor version, not a brand
      if (['avif', 'avis'].includes(bytes.toString('latin1', at, at + 4))) return 'avif';
    }
  }
  return null;
}

/**
 * Checks an upload and makes its renditions: the size, the type its bytes show (JPEG, PNG, WebP or AVIF
 * only — never SVG or HTML), a name that agrees with that type, and a picture sharp can decode within
 * MAX_INPUT_PIXELS. The result is turned upright by its EXIF orientation, stripped of metadata (no camera
 * GPS), and resized to every width of RENDITION_WIDTHS up to its own, in AVIF and WebP.
 */
export async function processImage(upload: Upload, maxBytes: number): Promise<ProcessedImage> {
  if (upload.bytes.length > maxBytes) throw new ImageTooLargeError(maxBytes);
  if (upload.bytes.length === 0) throw new ImageRejectedError('IMAGE_MISSING', 'The file is empty.');
  const type = sniffImageType(upload.bytes);
  if (!type) throw new ImageRejectedError('NOT_AN_IMAGE', 'Only JPEG, PNG, WebP or AVIF photos can be uploaded.');
  const extension = path.extname(upload.fileName).toLowerCase();
  if (!UPLOAD_TYPES[type].extensions.includes(extension)) {
    throw new ImageRejectedError('IMAGE_NAME_MISMATCH', `The file is ${UPLOAD_TYPES[type].label} image, but its name ends in "${extension || 'no extension'}": rename it to end in ${UPLOAD_TYPES[type].extensions[0]}.`);
  }

  const options: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', autoOrient: true };
  const metadata = await sharp(upload.bytes, options).metadata().catch(decodingFailure);
  if (metadata.format !== UPLOAD_TYPES[type].decodedAs) throw unreadable();
  const widths = widthsFor(metadata.autoOrient.width);
  const hash = createHash('sha256').update(upload.bytes).digest('hex');
  const source = sharp(upload.bytes, options);
  const renditions = await Promise.all(
    IMAGE_FORMATS.flatMap((format) =>
      widths.map(async (width) => {
        const { data, info } = await source.clone().resize({ width }).toFormat(format, QUALITY[format]).toBuffer({ resolveWithObject: true });
        return { key: renditionKey(hash, width, format), bytes: data, contentType: contentTypeOf(format), height: info.height };
      }),
    ),
  ).catch(decodingFailure);
  return {
    hash,
    width: widths[widths.length - 1],
    height: renditions[renditions.length - 1].height,
    widths,
    formats: [...IMAGE_FORMATS],
    files: renditions.map(({ key, bytes, contentType }) => ({ key, bytes, contentType })),
  };
}

function unreadable(): ImageRejectedError {
  return new ImageRejectedError('IMAGE_UNREADABLE', 'The photo could not be read: the file may be damaged. Export it again and retry.');
}

function decodingFailure(error: unknown): never {
  if (error instanceof Error && /pixel limit/i.test(error.message)) {
    throw new ImageRejectedError('IMAGE_TOO_MANY_PIXELS', `The photo has more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels: make it smaller and retry.`);
  }
  throw unreadable();
}
