import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { NotFoundError } from '../common/errors';
import { IMMUTABLE_CACHE, ImageStorage } from './image-storage';
import { RENDITION_KEY } from './image-renditions';
import { text } from '../common/i18n/catalogue';

/** Serves stored photos for adapters without a public address (local disk, or a private bucket). */
@Controller('images/uploads')
export class UploadsController {
  constructor(private readonly storage: ImageStorage) {}

  @Get(':key')
  async file(@Param('key') key: string, @Res() res: Response): Promise<void> {
    const file = RENDITION_KEY.test(key) ? await this.storage.read(key) : null;
    if (!file) throw new NotFoundError(text('NOT_FOUND.photo'));
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Cache-Control', IMMUTABLE_CACHE);
    // Public like the drawn pictures: the original storefront shows them from another origin.
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    if (file.length !== undefined) res.setHeader('Content-Length', String(file.length));
    await pipeline(file.body, res);
  }
}
