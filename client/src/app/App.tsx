import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode, type ReactNode } from 'react';
import { AuthProvider } from '../lib/auth';
import { PreferencesProvider, type InitialPreferences } from '../lib/preferences';

/**
 * The providers around every page, the same on the server and in the browser: `children` is the
 * router (a static one on the server, the browser's router in the browser). `deferToken`: the server
 * renders as a visitor, so the browser reads the saved login only after hydrating.
 */
export function App({ client, preferences, deferToken, children }: { client: ApolloClient; preferences: InitialPreferences; deferToken: boolean; children: ReactNode }) {
  return (
    <StrictMode>
      <ApolloProvider client={client}>
        <AuthProvider deferToken={deferToken}>
          <PreferencesProvider initial={preferences}>{children}</PreferencesProvider>
        </AuthProvider>
      </ApolloProvider>
    </StrictMode>
  );
}
