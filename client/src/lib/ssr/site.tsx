import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where the shop is reached, for absolute addresses in canonical links, Open Graph and JSON-LD. The
 * server passes its PUBLIC_URL (or the request's own origin); the browser uses the page's origin.
 */
export interface Site {
  origin: string;
}

const SiteContext = createContext<Site | null>(null);

export function SiteProvider({ site, children }: { site: Site; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (site) return site;
  return { origin: typeof window === 'undefined' ? '' : window.location.origin };
}

/** An absolute URL of a path on this shop. */
export function useAbsoluteUrl(): (path: string) => string {
  const { origin } = useSite();
  return (path) => new URL(path, origin || 'http://localhost').toString();
}
