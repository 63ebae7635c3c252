import './styles/fonts.css';
import './styles/global.css';

/**
 * The browser's entry, kept tiny on purpose: the server's HTML is already the page, so the browser first
 * paints it (and its largest picture), and only then evaluates the app's code and hydrates (hydrate.tsx,
 * whose chunks the HTML has preloaded meanwhile). Evaluating React and the app before the first frame
 * held the first paint back by a few hundred milliseconds on a phone.
 */
requestAnimationFrame(() =>
  setTimeout(() => {
    void import('./hydrate').then(({ start }) => start());
  }, 0),
);
