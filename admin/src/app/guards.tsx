import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Page } from '../components/Page';
import { Spinner } from '../components/Spinner';
import type { Permission } from '../gql/graphql';
import { useSession } from '../lib/session';

/** Everything but the login page needs a session: without one, log in first and come back here. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session.loggedIn) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (session.error) {
    return (
      <main id="main" className="standalone">
        <Page title="The back office is unavailable">
          <p role="alert">The server did not answer ({session.error.message}). Try again in a moment.</p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Try again
          </button>
        </Page>
      </main>
    );
  }
  if (!session.staff) return <Spinner label="Loading your session" />;
  return <Outlet />;
}

/** A page a member may not open says so (the nav does not offer it; the server refuses its operations anyway). */
export function RequirePermission({ permission }: { permission: Permission | null }) {
  const { can } = useSession();
  if (!can(permission)) {
    return (
      <Page title="Not available to you">
        <p>Your role does not include this part of the back office. An owner can change your role.</p>
      </Page>
    );
  }
  return <Outlet />;
}
