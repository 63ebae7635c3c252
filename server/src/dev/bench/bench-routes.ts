import type { INestApplication } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import type { Category } from '../../catalog/catalog.types';
import { facetsStatement, listingStatement, toFacetCounts, type Statement } from '../../catalog/product-search';
import type { AppConfig } from '../../config/config';
import { toPageRequest } from '../../common/pagination';
import { prepared } from '../../database/prepared-statements';

/**
 * Reference points for the benchmarks (bench/), never part of the shop. Off unless BENCH_ROUTES=1.
 *
 * A second, raw node:http listener on 127.0.0.1:BENCH_PORT (default PORT + 1) inside the server process,
 * so it shares the event loop and the heap with the real application:
 *   GET  /hello                                  "hello world": what node:http alone does in this process
 *   GET  /catalogue?category&page&pageSize       the catalogue page's two statements (the products page and
 *                                                its facet counts) through a bare pg pool of the application's
 *                                                size on its database, JSON-encoded — the floor under the
 *                                                GraphQL catalogue page
 *   POST /statements/reset, GET /statements, POST /statements/stop
 *                                                statements this process sends to PostgreSQL, by text, between the
 *                                                first reset and stop (for a database without pg_stat_statements)
 * It listens on loopback only and holds nothing that the public API does not already show.
 */
export interface BenchRoutes {
  port: number;
  close(): Promise<void>;
}

export async function startBenchRoutes(app: INestApplication, settings: AppConfig['bench'], log: (message: string) => void): Promise<BenchRoutes | null> {
  if (!settings.routes) return null;
  const port = settings.port;

  // The application's database, through TypeORM's public options; the pool is bare pg, the floor under TypeORM.
  const { options } = app.get<DataSource>(getDataSourceToken());
  if (options.type !== 'postgres' || !options.url) throw new Error('BENCH_ROUTES needs the PostgreSQL data source given by URL');
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize, application_name: 'kapor-bench-routes' });
  // Installed on the first reset only, so the load itself never runs through the counter.
  let statements: ReturnType<typeof countStatements> | null = null;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bench');
    if (url.pathname === '/hello') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('hello world');
      return;
    }
    const answer = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    };
    const route = `${req.method} ${url.pathname}`;
    let work: Promise<string>;
    if (route === 'GET /catalogue') {
      work = cataloguePage(pool, url.searchParams);
    } else if (route === 'GET /statements') {
      work = Promise.resolve(JSON.stringify(Object.fromEntries(statements?.byText ?? [])));
    } else if (route === 'POST /statements/reset') {
      statements ??= countStatements();
      statements.byText.clear();
      work = Promise.resolve('{}');
    } else if (route === 'POST /statements/stop') {
      statements?.restore();
      statements = null;
      work = Promise.resolve('{}');
    } else {
      work = Promise.reject(Object.assign(new Error('not found'), { status: 404 }));
    }
    work.then(
      (body) => answer(200, body),
      (error: Error & { status?: number }) => answer(error.status ?? 500, JSON.stringify({ message: error.message })),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const listening = (server.address() as AddressInfo).port;
  log(`BENCH_ROUTES: benchmark reference routes on http://127.0.0.1:${listening} (not for production)`);
  return {
    port: listening,
    close: async () => {
      statements?.restore();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await pool.end();
    },
  };
}

/**
 * The same statements a catalogue page sends (CatalogService.listProducts in the featured order, and
 * facets): the page of products — their cards' stock included, from the row — and the facet counts.
 */
async function cataloguePage(pool: pg.Pool, query: URLSearchParams): Promise<string> {
  const { page, pageSize } = toPageRequest(query.get('page'), query.get('pageSize'));
  const category = (query.get('category') ?? undefined) as Category | undefined;
  // Prepared as CatalogService sends them: the reference stays the same SQL the shop runs.
  const run = ({ text, params, generic }: Statement) => pool.query(generic ? prepared(text, params) : { text, values: params });
  // At once, as CatalogService.listProducts starts them when a query asks for the counts.
  const listing = listingStatement({ category }, 'featured', pageSize, (page - 1) * pageSize, { withTotal: false });
  const [products, counts] = await Promise.all([run(listing), run(facetsStatement({ category }))]);
  const { facets, total } = toFacetCounts(counts.rows[0]);
  const items = products.rows.map((row: { total?: string; exact_match?: boolean }) => {
    const { total: _total, exact_match: _exact, ...product } = row;
    return product;
  });
  return JSON.stringify({ page, pageSize, totalItems: total, items, facets });
}

/** Counts every statement any pg client of this process sends, by its text (parameters left out). */
function countStatements(): { byText: Map<string, number>; restore(): void } {
  const byText = new Map<string, number>();
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function countedQuery(this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    if (text) byText.set(text, (byText.get(text) ?? 0) + 1);
    return original.apply(this, args);
  };
  return { byText, restore: () => void (prototype.query = original) };
}
