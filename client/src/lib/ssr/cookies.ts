/** A Cookie header (or document.cookie) as name → value; malformed pairs are skipped. */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    try {
      cookies[name] = decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      // A value that is not valid percent-encoding is not ours.
    }
  }
  return cookies;
}
