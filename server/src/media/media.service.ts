import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { processImage, type ProcessedImage, type Upload } from './image-processing';
import { ImageStorage } from './image-storage';
import { renditionKey, renditionKeys, type ImageFormat, type ImageRenditions } from './image-renditions';

/** Where a browser finds a photo: one URL for `src`, and a srcset per format. */
export interface ImageUrls {
  url: string;
  srcSet: string;
  avifSrcSet: string | null;
}

/** Uploaded photos for the modules that keep them (the catalogue): checked, processed, stored, addressed. */
@Injectable()
export class MediaService {
  constructor(
    private readonly storage: ImageStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Refuses what is not a photo of ours (media.errors.ts) and makes its renditions; CPU work, keep it out of transactions. */
  process(upload: Upload): Promise<ProcessedImage> {
    return processImage(upload, this.config.images.maxUploadBytes);
  }

  async store(image: ProcessedImage): Promise<void> {
    await Promise.all(image.files.map((file) => this.storage.put(file.key, file.bytes, file.contentType)));
  }

  async remove(image: ImageRenditions): Promise<void> {
    await Promise.all(renditionKeys(image).map((key) => this.storage.delete(key)));
  }

  /** `url` is the largest WebP, for a browser without srcset. */
  urls(image: ImageRenditions): ImageUrls {
    const srcSet = (format: ImageFormat) => image.widths.map((w) => `${this.storage.url(renditionKey(image.hash, w, format))} ${w}w`).join(', ');
    return { url: this.url(image, Infinity), srcSet: srcSet('webp'), avifSrcSet: image.formats.includes('avif') ? srcSet('avif') : null };
  }

  /** The WebP rendition for a picture shown at most `maxWidth` pixels wide (the smallest when none is that small). */
  url(image: ImageRenditions, maxWidth: number): string {
    const width = image.widths.filter((w) => w <= maxWidth).at(-1) ?? image.widths[0];
    return this.storage.url(renditionKey(image.hash, width, 'webp'));
  }
}
