import type { Request } from 'express';
import type { AppConfig } from '../../config/config';

/** The shop's own origin for absolute links: PUBLIC_URL when configured, else the request's host. */
export function publicBaseUrl(req: Request, config: Pick<AppConfig, 'publicUrl'>): string {
  return config.publicUrl ?? `${req.protocol}://${req.get('host')}`;
}
