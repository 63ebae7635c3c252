import { createContext, useContext, type ReactNode } from 'react';

/**
 * What a server-rendered page tells the HTTP answer beyond its HTML: its status (404 for what does not
 * exist) or a redirect (301 from a product's old address). The server renders with a fresh one per
 * request and reads it after rendering; in the browser there is none and the hooks do nothing.
 */
export interface HttpResponseState {
  status: number;
  redirect?: { to: string; status: 301 | 302 };
}

const HttpResponseContext = createContext<HttpResponseState | null>(null);

export function HttpResponseProvider({ value, children }: { value: HttpResponseState; children: ReactNode }) {
  return <HttpResponseContext.Provider value={value}>{children}</HttpResponseContext.Provider>;
}

/** Called while rendering a page that answers with another status than 200 (the not-found page: 404). */
export function useHttpStatus(status: number): void {
  const response = useContext(HttpResponseContext);
  if (response) response.status = status;
}

/**
 * Called while rendering a page whose address moved: on the server the answer becomes a redirect. The
 * page itself still navigates in the browser (react-router's <Navigate replace />).
 */
export function useServerRedirect(to: string, status: 301 | 302 = 301): void {
  const response = useContext(HttpResponseContext);
  if (response) response.redirect = { to, status };
}
