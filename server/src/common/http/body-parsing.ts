import express, { type ErrorRequestHandler, type Request } from 'express';

const BODY_LIMIT = '100kb';

function isFormOrMultipart(req: Request): boolean {
  const type = req.headers['content-type'] ?? '';
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/');
}

/**
 * The original storefront sends JSON labelled `applications/json` (sic), so any body that is not a
 * form is read as JSON. Forms are what payment gateways post back (SSLCommerz callbacks and IPN).
 */
export const bodyParsers = [
  express.urlencoded({ extended: false, limit: BODY_LIMIT }),
  express.json({ type: (req) => !isFormOrMultipart(req as Request), limit: BODY_LIMIT }),
];

/** Body-parser failures (malformed JSON, too large) as a JSON error instead of Express's HTML page. */
export const bodyParserErrors: ErrorRequestHandler = (error, _req, res, next) => {
  const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : undefined;
  if (!status) return next(error);
  const message = error.type === 'entity.too.large' ? 'The request body is too large.' : 'The request body is not valid JSON.';
  res.status(status).json({ success: false, statusCode: status, message });
};
