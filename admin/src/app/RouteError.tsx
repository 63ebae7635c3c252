import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Page } from '../components/Page';

/** A page that failed to load (a new deployment replaced its chunk, the network dropped) or threw. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  return (
    <main id="main" className="standalone">
      <Page title="Something went wrong">
        <p role="alert">This page could not be shown{detail ? ` (${detail})` : ''}.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </Page>
    </main>
  );
}
