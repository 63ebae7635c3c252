import type { Response } from 'express';

/** Sends a drawn picture with the headers every SVG of ours needs. */
export function sendSvg(res: Response, svg: string, cacheControl: string, etag?: string): void {
  res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
  res.setHeader('Cache-Control', cacheControl);
  // Pictures are public: the original storefront shows them from another origin (helmet's default for
  // everything else is same-origin).
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  // An SVG is a document: no scripts, and nothing loaded from anywhere.
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (etag) res.setHeader('ETag', etag);
  res.send(svg);
}
