import { DomainError, InvalidInputError } from '../common/errors';
import { backOffice } from '../common/i18n/catalogue';

/**
 * Why an upload was refused (REST: 400 with `fields.file`, so a form shows it beside the file input).
 * `code` tells the kinds apart: NOT_AN_IMAGE, IMAGE_NAME_MISMATCH, IMAGE_UNREADABLE, IMAGE_TOO_MANY_PIXELS, IMAGE_MISSING.
 */
export class ImageRejectedError extends InvalidInputError {
  constructor(code: string, message: string) {
    super(backOffice(message), { code, fields: { file: backOffice(message) } });
  }
}

/** An upload over IMAGE_MAX_UPLOAD_BYTES (REST: 413). */
export class ImageTooLargeError extends DomainError {
  readonly httpStatus = 413;
  protected readonly defaultCode = 'IMAGE_TOO_LARGE';

  constructor(maxBytes: number) {
    const message = `The file is larger than ${formatBytes(maxBytes)}, the most a photo may be.`;
    super(backOffice(message), { fields: { file: backOffice(message) }, details: { maxBytes } });
  }
}

function formatBytes(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return mib >= 1 ? `${Number.isInteger(mib) ? mib : mib.toFixed(1)} MiB` : `${Math.ceil(bytes / 1024)} KiB`;
}
