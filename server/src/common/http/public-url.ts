import type { Request } from 'express';
import type { AppConfig } from '../../config/config';

/**
 * The shop's own origin for absolute links (payment callbacks, the shopper's way back, product images):
 * PUBLIC_URL, which production requires. Without it (development, tests) the request's own address is
 * used only when it is a loopback one; any other Host header falls back to localhost on the port the
 * request came in on. A Host header is the caller's to choose: believing it would let a request send the
 * gateway's notifications, val_id included, and the shopper to an address of the caller's choosing.
 */
export function publicBaseUrl(req: Request, config: Pick<AppConfig, 'publicUrl'>): string {
  if (config.publicUrl) return config.publicUrl;
  const host = req.get('host') ?? '';
  if (isLoopbackHost(host)) return `${req.protocol}://${host}`;
  return `http://localhost:${req.socket.localPort}`;
}

/** A name or address and a port: no userinfo, path or other tricks. */
const HOST_AND_PORT = /^[A-Za-z0-9.:[\]-]+$/;

/**
 * The shop's origin for the addresses crawlers keep (robots.txt, the sitemaps): PUBLIC_URL, which production
 * requires, else the address the request was made to (behind a trusted proxy, the one the visitor used).
 * Unlike publicBaseUrl's links these go to no third party: a forged Host header misleads only its sender.
 */
export function siteOrigin(req: Request, config: Pick<AppConfig, 'publicUrl'>): string {
  const host = req.get('host') ?? '';
  return config.publicUrl ?? (HOST_AND_PORT.test(host) ? `${req.protocol}://${host}` : publicBaseUrl(req, config));
}

/** localhost, *.localhost, 127.0.0.0/8 or [::1], with an optional port, and nothing else. */
function isLoopbackHost(host: string): boolean {
  if (!HOST_AND_PORT.test(host)) return false;
  let name: string;
  try {
    name = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  return name === 'localhost' || name.endsWith('.localhost') || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name) || name === '[::1]';
}

/**
 * The storefront to send a shopper back to after paying: the page's own origin when it is one we allow
 * (the original storefront runs elsewhere), else STOREFRONT_URL, else this server.
 */
export function storefrontOrigin(req: Request, config: Pick<AppConfig, 'publicUrl' | 'corsOrigins'> & { orders: { storefrontUrl?: string } }): string {
  const origin = req.get('origin');
  if (origin && config.corsOrigins.includes(origin)) return origin;
  return kaporStorefront(req, config);
}

/**
 * This shop's own storefront: STOREFRONT_URL, else this server (which serves it). For links to pages only it
 * has (confirming an address, a newsletter's unsubscribe page), whichever storefront the request came from.
 */
export function kaporStorefront(req: Request, config: Pick<AppConfig, 'publicUrl'> & { orders: { storefrontUrl?: string } }): string {
  return config.orders.storefrontUrl ?? publicBaseUrl(req, config);
}
