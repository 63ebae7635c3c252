import type { Scenario } from './load/scenario.js';
import { seededRandom } from './stats.js';

/** Category pages hold 1,000 / 3 bench products plus the seed: the load stays within the first pages, as shoppers do. */
export const CATALOGUE_PAGES = 10;

/**
 * The reference points every shop scenario is compared with, served inside the server process by its
 * BENCH_ROUTES listener (server/src/dev/bench/bench-routes.ts): the same event loop, heap and pg pool.
 *  - hello-world: raw node:http, the most this process can answer at all;
 *  - bare-sql: the catalogue page's two statements on the application's pool, JSON-encoded — what the
 *    catalogue page would cost with no framework, resolvers or GraphQL at all.
 */
export function buildReferences(): Scenario<any>[] {
  const random = seededRandom(20260102);
  const page = () => 1 + Math.floor(random() * CATALOGUE_PAGES);

  const hello: Scenario<null> = {
    name: 'hello-world',
    title: 'raw node:http hello world in the server process (reference)',
    target: 'bench',
    throughputOnly: true,
    unit: 'req',
    newFlow: () => null,
    steps: [{ request: () => ({ method: 'GET', path: '/hello' }), check: (r) => (r.status === 200 && r.body === 'hello world' ? null : `status ${r.status}`) }],
  };

  const bareSql: Scenario<number> = {
    name: 'bare-sql',
    title: "catalogue page's SQL on the same pg pool, JSON-encoded (reference)",
    target: 'bench',
    unit: 'req',
    newFlow: page,
    steps: [
      {
        request: (p) => ({ method: 'GET', path: `/catalogue?category=women&page=${p}&pageSize=24` }),
        check: (r) => (r.status === 200 && r.body.includes('"stock_mask":') && r.body.includes('"facets":{') ? null : `status ${r.status}: ${r.body.slice(0, 200)}`),
      },
    ],
  };

  return [hello, bareSql];
}
