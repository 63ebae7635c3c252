import { parseLanguage, type Language } from './i18n';

/**
 * Each language has its own addresses, so search engines index each: English at the root (`/womens`),
 * Bangla and Hindi under a prefix (`/bn/womens`, `/hi/womens`). The prefix is the router's basename, so every
 * link inside the app stays written as `/womens` and keeps the language it was rendered in.
 */
const PREFIXED: readonly Language[] = ['bn', 'hi'];

/** The language an address (a path, with or without its query) is in, and the basename its router runs under ('' for English). */
export function languageOfPath(pathname: string): { language: Language; basename: string } {
  const first = /^\/([^/?#]*)/.exec(pathname)?.[1] ?? '';
  const language = (PREFIXED as readonly string[]).includes(first) ? parseLanguage(first) : 'en';
  return { language, basename: language === 'en' ? '' : `/${language}` };
}

/** The address of the same page (path within the app, search and hash kept) in `language`. */
export function pathInLanguage(appPath: string, language: Language): string {
  if (language === 'en') return appPath;
  // The home page is `/bn`, not `/bn/` (with its query, `/bn?…`).
  return /^\/([?#]|$)/.test(appPath) ? `/${language}${appPath.slice(1)}` : `/${language}${appPath}`;
}

/** An address with its language prefix removed: the page's path within the app. */
export function appPathOf(path: string): string {
  const { basename } = languageOfPath(path);
  if (!basename) return path;
  const rest = path.slice(basename.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Opens the page the shopper is on in `language`: a new document, rendered by the server in that language. */
export function openInLanguage(language: Language): void {
  const { pathname, search, hash } = window.location;
  window.location.assign(pathInLanguage(`${appPathOf(pathname)}${search}${hash}`, language));
}
