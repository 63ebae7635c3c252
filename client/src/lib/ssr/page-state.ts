import type { NormalizedCacheObject } from '@apollo/client';
import type { HydrationState } from 'react-router-dom';
import type { Language } from '../i18n';

/** The id of the JSON data block a server-rendered page carries (not a script: the CSP runs none inline). */
export const PAGE_STATE_ID = 'kapor-state';

/** What the server hands the browser with a rendered page, so it hydrates without fetching anything again. */
export interface PageState {
  apollo: NormalizedCacheObject;
  router: HydrationState;
  preferences: { currency: string; language: Language };
}

/**
 * JSON that is safe inside an HTML element (no "</script>", no "<!--", no line separators that end it
 * early), with object keys in a fixed order: the cache fills in the order the page's queries happen to
 * answer, and equal data must give equal HTML (the page's ETag is worked out from it).
 */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state, (_key, value: unknown) => (isPlainObject(value) ? sortedKeys(value) : value)).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sortedKeys(value: Record<string, unknown>): Record<string, unknown> {
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) sorted[key] = value[key];
  return sorted;
}

/** The id of the JSON list of the page's script chunks, which the browser entry preloads once the page is painted. */
export const PAGE_MODULES_ID = 'kapor-modules';
