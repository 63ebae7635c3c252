/** The customer's JWT lives in localStorage under 'auth-token', as the original storefront kept it. */
const KEY = 'auth-token';

export function readToken(): string | null {
  try {
    const token = localStorage.getItem(KEY);
    // The original could store the string "null" after a failed login; treat it as logged out.
    return token && token !== 'null' && token !== 'undefined' ? token : null;
  } catch {
    return null;
  }
}

export function writeToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(KEY, token);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage can be unavailable (private mode); the session then lasts as long as the page.
  }
}

export const TOKEN_REJECTED_EVENT = 'kapor:token-rejected';

/** The server refused the saved token (expired, forged, account gone): forget it and tell the app. */
export function rejectToken(): void {
  writeToken(null);
  window.dispatchEvent(new Event(TOKEN_REJECTED_EVENT));
}
