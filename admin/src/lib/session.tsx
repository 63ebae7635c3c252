import { useApolloClient, useQuery } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ActiveStaffDocument, type ActiveStaffQuery, type Permission } from '../gql/graphql';
import { readStaffToken, writeStaffToken } from './staff-token';

export type ActiveStaff = ActiveStaffQuery['activeStaff'];

export interface Session {
  /** The member logged in; null while logged out or still loading. */
  staff: ActiveStaff | null;
  loggedIn: boolean;
  loading: boolean;
  /** The answer to activeStaff failed for a reason other than an ended session (the server is down…). */
  error: Error | null;
  /** Why the member is on the login page: the session ended, or they logged out. */
  notice: string | null;
  can: (permission: Permission | null) => boolean;
  logIn: (token: string) => void;
  logOut: () => void;
}

const SESSION_ENDED_EVENT = 'kapor-admin:session-ended';

/** The server refused the token (401): forget it, and tell the app to send the member to the login page. */
export function endStaffSession(): void {
  writeStaffToken(null);
  window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
}

const SessionContext = createContext<Session | null>(null);

/** The staff session: the token, who it belongs to (with their permissions), logging in and out. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [token, setToken] = useState(readStaffToken);
  const [notice, setNotice] = useState<string | null>(null);
  const { data, loading, error } = useQuery(ActiveStaffDocument, { skip: !token });

  const end = useCallback(
    (message: string) => {
      writeStaffToken(null);
      setToken(null);
      setNotice(message);
      // Nothing a member saw stays in memory for whoever logs in next.
      void client.clearStore();
    },
    [client],
  );

  useEffect(() => {
    const onEnded = () => end('Your session has ended. Please log in again.');
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
  }, [end]);

  const logIn = useCallback((next: string) => {
    writeStaffToken(next);
    setToken(next);
    setNotice(null);
  }, []);
  const logOut = useCallback(() => end('You have logged out.'), [end]);

  const staff = token ? (data?.activeStaff ?? null) : null;
  const value = useMemo<Session>(
    () => ({
      staff,
      loggedIn: token !== null,
      loading: token !== null && loading,
      error: token !== null && !staff && error ? error : null,
      notice,
      can: (permission) => staff !== null && (permission === null || staff.permissions.includes(permission)),
      logIn,
      logOut,
    }),
    [staff, token, loading, error, notice, logIn, logOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}
