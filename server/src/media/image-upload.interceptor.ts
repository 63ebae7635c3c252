import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';
import { InvalidInputError } from '../common/errors';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import type { Upload } from './image-processing';
import { ImageRejectedError, ImageTooLargeError } from './media.errors';
import { backOffice } from '../common/i18n/catalogue';

/** The multipart field that carries the photo. */
export const UPLOAD_FIELD = 'file';

/**
 * Reads a multipart upload of one photo (field `file`, at most IMAGE_MAX_UPLOAD_BYTES, kept in memory) and
 * a few short text fields into req.file and req.body; what goes wrong becomes an answer a form can show.
 * Runs after the guards, so a request without a staff session is refused before its body is read.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly parse: RequestHandler;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.parse = multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: config.images.maxUploadBytes, files: 1, fields: 10, fieldSize: 10_000, parts: 11 },
      defParamCharset: 'utf8',
    }).single(UPLOAD_FIELD);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) => {
      this.parse(http.getRequest<Request>(), http.getResponse<Response>(), (error?: unknown) => (error ? reject(this.failure(error)) : resolve()));
    });
    return next.handle();
  }

  private failure(error: unknown): Error {
    if (!(error instanceof MulterError)) return new InvalidInputError(backOffice('The upload could not be read: send it as multipart/form-data.'));
    if (error.code === 'LIMIT_FILE_SIZE') return new ImageTooLargeError(this.config.images.maxUploadBytes);
    if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') return new ImageRejectedError('IMAGE_MISSING', `Send one photo, in the field "${UPLOAD_FIELD}".`);
    return new InvalidInputError(backOffice(`The upload was refused: ${error.message.toLowerCase()}.`));
  }
}

/** The photo the interceptor read, or a refusal when the request carried none. */
export function uploadOf(file: Express.Multer.File | undefined): Upload {
  if (!file) throw new ImageRejectedError('IMAGE_MISSING', `Choose a photo to upload (field "${UPLOAD_FIELD}").`);
  return { bytes: file.buffer, fileName: file.originalname };
}
