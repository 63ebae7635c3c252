import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from '../lib/apollo';
import { AuthProvider } from '../lib/auth';
import { rejectToken } from '../lib/auth-token';
import { PreferencesProvider } from '../lib/preferences';
import { createRouter } from './router';

export function App() {
  const [client] = useState(() => createApolloClient({ onUnauthorized: rejectToken }));
  const [router] = useState(createRouter);
  return (
    <ApolloProvider client={client}>
      <AuthProvider>
        <PreferencesProvider>
          <RouterProvider router={router} />
        </PreferencesProvider>
      </AuthProvider>
    </ApolloProvider>
  );
}
