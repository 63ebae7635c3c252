import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ConfirmProvider } from '../components/confirm/use-confirm';
import { createApolloClient } from '../lib/apollo';
import { endStaffSession, SessionProvider } from '../lib/session';
import { createRouter } from './router';

export function App() {
  const [client] = useState(() => createApolloClient({ onUnauthorized: endStaffSession }));
  const [router] = useState(createRouter);
  return (
    <ApolloProvider client={client}>
      <SessionProvider>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
      </SessionProvider>
    </ApolloProvider>
  );
}
