import { Link, useRouteError } from 'react-router-dom';
import { PageMeta } from '../lib/seo/PageMeta';
import { useHttpStatus } from '../lib/ssr/http-response';

/** Shown when a page cannot load at all (a network failure fetching its code, a rendering error). */
export function RouteError() {
  const error = useRouteError();
  if (error) console.error(error);
  useHttpStatus(500);
  return (
    <div className="container page page--narrow">
      <PageMeta title="Something went wrong" description="This page could not be shown." noindex />
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
