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

/** JSON that is safe inside an HTML element: no "</script>", no "<!--", no line separators that end it early. */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
