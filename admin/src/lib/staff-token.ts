/**
 * The staff session's token lives in sessionStorage, not localStorage like a shopper's: a back-office
 * session is short (8 hours) and powerful, so it ends with the browser tab instead of staying on a shared
 * shop computer for the next person, and it is never shared with the storefront's tabs or keys.
 */
const KEY = 'kapor-admin-token';

export function readStaffToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function writeStaffToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(KEY, token);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage can be unavailable (a locked-down browser): the session then lasts as long as the page.
  }
}
