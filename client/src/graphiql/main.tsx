// GraphiQL entry (graphiql.html → served by the server at /graphiql).
//
// Everything is bundled by Vite from npm packages, so the page loads nothing
// from the internet: the fonts are inlined as data: URLs in graphiql/style.css,
// and the Monaco editor plus its three web workers (editor, json, graphql) are
// emitted into dist/assets (see ./setup-workers.ts, imported first so that
// globalThis.MonacoEnvironment is set before GraphiQL starts Monaco).
import './setup-workers';
import 'graphiql/style.css';

// @graphiql/toolkit comes with graphiql (dependency of @graphiql/react),
// graphiql itself does not re-export createGraphiQLFetcher.
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Same origin: the NestJS server (or the Vite dev proxy) answers /graphql.
// The fetcher POSTs with `content-type: application/json`, which satisfies
// Apollo Server's CSRF prevention.
const fetcher = createGraphiQLFetcher({
  url: new URL('/graphql', window.location.origin).toString(),
});

const DEFAULT_QUERY = `# Kapor GraphQL API. Run: ▶ or Ctrl/Cmd + Enter.
# Schema: docs explorer (book icon, left).

query FirstProducts {
  products(page: 1, pageSize: 5) {
    totalItems
    items {
      name
      price {
        formatted
      }
    }
  }
}
`;

const container = document.getElementById('graphiql');
if (!container) throw new Error('graphiql.html has no #graphiql element');

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
  </StrictMode>,
);
