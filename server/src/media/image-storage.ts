import type { Readable } from 'node:stream';

/** A stored file as the shop's /images/uploads route streams it. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  length?: number;
}

/** Where a file with a content-hashed name is served from: it never changes, so browsers and CDNs keep it a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** The shop's own route for stored files (uploads.controller.ts); adapters without a public address point here. */
export const UPLOADS_PATH = '/images/uploads';

/**
 * The storage port for processed photos (media.module.ts picks the adapter: IMAGE_STORAGE=local or s3).
 * Keys are content-hashed file names, so a key's bytes never change once written.
 */
export abstract class ImageStorage {
  abstract put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removing a key that is not there is not an error. */
  abstract delete(key: string): Promise<void>;
  /** The file for the shop's own route; null when there is none. */
  abstract read(key: string): Promise<StoredFile | null>;
  /** The address a browser fetches the file from: site-relative through the shop, or the adapter's public URL. */
  abstract url(key: string): string;
}
