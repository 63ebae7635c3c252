import { useApolloClient } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readToken, TOKEN_REJECTED_EVENT, writeToken } from './auth-token';

interface Auth {
  token: string | null;
  loggedIn: boolean;
  /** Saves the token and refetches everything on screen as the customer. */
  logIn(token: string): Promise<void>;
  /** Forgets the token and clears the Apollo store, so nothing of the customer's stays on screen. */
  logOut(): Promise<void>;
  /** The same customer's fresh token (after a password change ended the old ones): saved, nothing refetched. */
  renewToken(token: string): void;
}

const AuthContext = createContext<Auth | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [token, setToken] = useState(readToken);

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

  const value = useMemo(() => ({ token, loggedIn: token !== null, logIn, logOut, renewToken }), [token, logIn, logOut, renewToken]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an <AuthProvider>');
  return auth;
}
