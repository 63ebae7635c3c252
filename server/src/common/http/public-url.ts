import type { Request } from 'express';
import type { AppConfig } from '../../config/config';

/** The shop's own origin for absolute links: PUBLIC_URL when configured, else the request's host. */
export function publicBaseUrl(req: Request, config: Pick<AppConfig, 'publicUrl'>): string {
  return config.publicUrl ?? `${req.protocol}://${req.get('host')}`;
}

/**
 * The storefront to send a shopper back to after paying: the page's own origin when it is one we allow
 * (the original storefront runs elsewhere), else STOREFRONT_URL, else this server.
 */
export function storefrontOrigin(req: Request, config: Pick<AppConfig, 'publicUrl' | 'corsOrigins'> & { orders: { storefrontUrl?: string } }): string {
  const origin = req.get('origin');
  if (origin && config.corsOrigins.includes(origin)) return origin;
  return config.orders.storefrontUrl ?? publicBaseUrl(req, config);
}
