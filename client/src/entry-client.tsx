import './styles/fonts.css';
import './styles/global.css';
import { replayEarlyInteractions } from './lib/ssr/early-interactions';
import { PAGE_MODULES_ID } from './lib/ssr/page-state';

/**
 * The browser's entry, kept tiny on purpose: the server's HTML is already the page, so the browser first
 * loads what that page shows (its pictures and font) and paints it, and only then fetches the app's code
 * and hydrates (hydrate.tsx). Fetching the code alongside the pictures made them share the phone's
 * bandwidth, and evaluating React before the first frame held the first paint back. Presses and choices
 * made meanwhile are kept and replayed once the page reacts (lib/ssr/early-interactions.ts).
 */
const replay = replayEarlyInteractions();

function whenLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** Starts fetching the page's chunks (listed by the server) side by side, instead of one import after another. */
function preloadPageModules(): void {
  const list = document.getElementById(PAGE_MODULES_ID)?.textContent;
  for (const href of list ? (JSON.parse(list) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

void whenLoaded().then(() =>
  requestAnimationFrame(() =>
    setTimeout(() => {
      preloadPageModules();
      void import('./hydrate').then(({ start }) => start()).then(replay);
    }, 0),
  ),
);
