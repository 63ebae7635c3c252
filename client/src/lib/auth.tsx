import { useApolloClient } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readToken, TOKEN_REJECTED_EVENT, writeToken } from './auth-token';

interface Auth {
  token: string | null;
  loggedIn: boolean;
  /** Whether the saved login has been read: false while the server renders and until the browser has hydrated. */
  ready: boolean;
  /** Saves the token and refetches everything on screen as the customer. */
  logIn(token: string): Promise<void>;
  /** Forgets the token and clears the Apollo store, so nothing of the customer's stays on screen. */
  logOut(): Promise<void>;
  /** The same customer's fresh token (after a password change ended the old ones): saved, nothing refetched. */
  renewToken(token: string): void;
}

const AuthContext = createContext<Auth | null>(null);

/**
 * `deferToken`: the page was rendered on the server, as a visitor (the token lives in the browser), so
 * the first render in the browser must be a visitor's too; the saved token is read right after it.
 */
export function AuthProvider({ deferToken = false, children }: { deferToken?: boolean; children: ReactNode }) {
  const client = useApolloClient();
  const [token, setToken] = useState(() => (deferToken ? null : readToken()));
  const [ready, setReady] = useState(!deferToken);
  useEffect(() => {
    if (ready) return;
    setToken(readToken());
    setReady(true);
  }, [ready]);

  const logIn = useCallback(
    async (next: string) => {
      writeToken(next);
      setToken(next);
      await client.resetStore();
    },
    [client],
  );
  const logOut = useCallback(async () => {
    writeToken(null);
    setToken(null);
    await client.resetStore();
  }, [client]);

  const renewToken = useCallback((next: string) => {
    writeToken(next);
    setToken(next);
  }, []);

  useEffect(() => {
    const expired = () => {
      setToken(null);
      // After the failing request has settled: refetch what is on screen as a visitor.
      setTimeout(() => void client.resetStore().catch(() => undefined), 0);
    };
    window.addEventListener(TOKEN_REJECTED_EVENT, expired);
    return () => window.removeEventListener(TOKEN_REJECTED_EVENT, expired);
  }, [client]);

  const value = useMemo(() => ({ token, loggedIn: token !== null, ready, logIn, logOut, renewToken }), [token, ready, logIn, logOut, renewToken]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an <AuthProvider>');
  return auth;
}
