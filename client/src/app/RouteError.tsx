import { Link, useRouteError } from 'react-router-dom';

/** Shown when a page cannot load at all (a network failure fetching its code, a rendering error). */
export function RouteError() {
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <div className="container page page--narrow">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Check your connection and try again.</p>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>{' '}
        <Link to="/" className="button button--ghost">
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
