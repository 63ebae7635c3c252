import http from 'node:http';
import type { BenchDatabase } from './database.js';
import { setCart, type Dataset } from './dataset.js';
import { send } from './load/http.js';
import { graphqlBody, PRODUCT_DETAIL, PRODUCT_LIST } from './operations.js';
import type { HttpCall, Reply } from './load/scenario.js';
import { addToCartCall, CATEGORY_FILTERS, placeOrderCall, returnForm } from './scenarios.js';
import type { ServerProcess } from './server-process.js';

export interface StatementCount {
  operation: string;
  /** What the target applies to (catalogue, addToCart, placeOrder), and the size it was measured at. */
  group: string | null;
  size: number | null;
  /** Every statement the shop sent per operation, BEGIN/COMMIT included (they are round trips too). */
  statements: number;
  /** Of which transaction control (BEGIN, COMMIT, ROLLBACK, SAVEPOINT). */
  transactionControl: number;
  /** Statements of the in-process sandbox gateway (its tables), not counted above: a real gateway is elsewhere. */
  gatewayEmulator: number;
  /** Not the same on every repetition (background work ran beside one of them, or the operation varies). */
  varies: boolean;
  /** The statements of one repetition, most frequent first. */
  detail: { statement: string; calls: number }[];
}

interface Measured {
  operation: string;
  group?: string;
  size?: number;
  /** Untimed: puts the data in place (runs before counting starts). */
  prepare?: () => Promise<void>;
  run: () => Promise<void>;
}

const TRANSACTION_CONTROL = /^\s*(BEGIN|START TRANSACTION|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)\b/i;
const GATEWAY_EMULATOR = /\bsandbox_(session|transaction)\b/i;
/** The job queue polling its own tables on its own beat: never an operation's statements. */
const JOB_QUEUE = /\bpgboss\./i;

/**
 * SQL statements per operation: each operation runs alone (nothing else touches the database), a few
 * times, between a reset and a read of pg_stat_statements — or of the server's own statement counter
 * (BENCH_ROUTES) when the database cannot load pg_stat_statements.
 */
export async function countStatements(db: BenchDatabase, server: ServerProcess, dataset: Dataset, token: (c: number) => string, repeats: number): Promise<StatementCount[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const call = caller(agent, server);
  const graphqlOk = (r: Reply) => r.status === 200 && !r.body.includes('"errors":[');
  const typename = (name: string) => (r: Reply) => graphqlOk(r) && r.body.includes(`"__typename":"${name}"`);
  const list = (pageSize: number) => () =>
    call({ method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: graphqlBody(PRODUCT_LIST, { page: 1, pageSize, filter: { category: 'WOMEN' } }) }, graphqlOk, 'catalogue page').then(() => undefined);
  const [c1, c2, c3, c4] = dataset.sqlCustomers;

  const operations: Measured[] = [
    { operation: 'catalogue page, 1 item', group: 'catalogue', size: 1, run: list(1) },
    { operation: 'catalogue page, 24 items', group: 'catalogue', size: 24, run: list(24) },
    {
      operation: 'product by slug',
      run: () => call({ method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: graphqlBody(PRODUCT_DETAIL, { slug: dataset.products[0].slug }) }, graphqlOk, 'product').then(() => undefined),
    },
    ...discoveryOperations(dataset.counts.product, call),
    { operation: 'REST all_products', run: () => call({ method: 'GET', path: '/api/product/all_products' }, (r) => r.status === 200, 'all_products').then(() => undefined) },
    { operation: 'addToCart, cart of 1 line', group: 'addToCart', size: 1, prepare: () => setCart(db.pool, c1, 0), run: () => call(addToCartCall(c1, 0, token(c1)), typename('Cart'), 'addToCart').then(() => undefined) },
    { operation: 'addToCart, cart of 50 lines', group: 'addToCart', size: 50, prepare: () => setCart(db.pool, c2, 49), run: () => call(addToCartCall(c2, 49, token(c2)), typename('Cart'), 'addToCart').then(() => undefined) },
    { operation: 'placeOrder, 1 line', group: 'placeOrder', size: 1, prepare: () => setCart(db.pool, c3, 1), run: () => call(placeOrderCall(c3, token(c3)), typename('PaymentSession'), 'placeOrder').then(() => undefined) },
    { operation: 'placeOrder, 20 lines', group: 'placeOrder', size: 20, prepare: () => setCart(db.pool, c4, 20), run: () => call(placeOrderCall(c4, token(c4)), typename('PaymentSession'), 'placeOrder').then(() => undefined) },
  ];

  // The rest of a checkout: Pay on the gateway's page (its IPN and validation) and the browser's return.
  let payment: { payPath: string } | null = null;
  operations.push({
    operation: 'payment: Pay + IPN + return',
    prepare: async () => {
      await setCart(db.pool, c3, 3);
      const reply = await call(placeOrderCall(c3, token(c3)), typename('PaymentSession'), 'placeOrder');
      payment = { payPath: new URL(JSON.parse(reply.body).data.placeOrder.url).pathname };
    },
    run: async () => {
      const page = await call({ method: 'POST', path: payment!.payPath, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'choice=pay' }, (r) => r.status === 200, 'pay');
      const form = returnForm(page.body);
      if (!form) throw new Error('no return form on the sandbox page');
      await call({ method: 'POST', path: form.path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.body }, (r) => r.status === 303, 'payment return');
    },
  });

  try {
    return await countEach(db, server, agent, operations, repeats);
  } finally {
    agent.destroy();
  }
}

type Call = (request: HttpCall, expect: (reply: Reply) => boolean, what: string) => Promise<Reply>;

/** Sends a request to the shop and fails the count when the answer is not the expected one. */
function caller(agent: http.Agent, server: ServerProcess): Call {
  return async (request, expect, what) => {
    const reply = await send(agent, server.port, request);
    if (!expect(reply)) throw new Error(`${what} failed while counting statements: ${reply.status} ${reply.body.slice(0, 300)}`);
    return reply;
  };
}

/** Search and a filtered category page, each with its facet counts: groups "search" and "filtered category" by catalogue size. */
function discoveryOperations(products: number, call: Call): Measured[] {
  const list = (what: string, filter: Record<string, unknown>) => () =>
    call({ method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: graphqlBody(PRODUCT_LIST, { page: 1, pageSize: 24, filter }) }, (r) => r.status === 200 && !r.body.includes('"errors":['), what).then(() => undefined);
  const at = `${products.toLocaleString('en')} products`;
  return [
    { operation: `search, 24 a page, ${at}`, group: 'search', size: products, run: list('search', { search: 'cotton' }) },
    { operation: `filtered category, 24 a page, ${at}`, group: 'filtered category', size: products, run: list('filtered category', CATEGORY_FILTERS[6]) },
  ];
}

/** The discovery operations' statements again, after the catalogue has grown to `products`. */
export async function countDiscoveryStatements(db: BenchDatabase, server: ServerProcess, products: number, repeats: number): Promise<StatementCount[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  try {
    return await countEach(db, server, agent, discoveryOperations(products, caller(agent, server)), repeats);
  } finally {
    agent.destroy();
  }
}

async function countEach(db: BenchDatabase, server: ServerProcess, agent: http.Agent, operations: Measured[], repeats: number): Promise<StatementCount[]> {
  const counter = db.statStatements ? statStatementsCounter(db) : serverCounter(agent, server);
  const results: StatementCount[] = [];
  for (const measured of operations) {
    const runs: Map<string, number>[] = [];
    for (let i = 0; i < repeats; i++) {
      await measured.prepare?.();
      await counter.reset();
      await measured.run();
      // Nothing should still be running after the answer (the sandbox awaits its IPN); a pause makes sure.
      if (measured.operation.startsWith('payment')) await new Promise((resolve) => setTimeout(resolve, 300));
      runs.push(await counter.read());
    }
    results.push(summarise(measured, runs));
  }
  await counter.stop();
  return results;
}

interface Counter {
  reset(): Promise<void>;
  read(): Promise<Map<string, number>>;
  stop(): Promise<void>;
}

function statStatementsCounter(db: BenchDatabase): Counter {
  return {
    reset: async () => void (await db.pool.query('SELECT pg_stat_statements_reset()')),
    read: async () => {
      const { rows } = await db.pool.query(
        `SELECT query, calls::int FROM pg_stat_statements
          WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND query NOT ILIKE '%pg_stat_statements%'`,
      );
      return new Map(rows.map((row: { query: string; calls: number }) => [row.query, row.calls]));
    },
    stop: async () => undefined,
  };
}

function serverCounter(agent: http.Agent, server: ServerProcess): Counter {
  return {
    reset: async () => void (await send(agent, server.benchPort, { method: 'POST', path: '/statements/reset' })),
    read: async () => new Map(Object.entries(JSON.parse((await send(agent, server.benchPort, { method: 'GET', path: '/statements' })).body) as Record<string, number>)),
    stop: async () => void (await send(agent, server.benchPort, { method: 'POST', path: '/statements/stop' })),
  };
}

function summarise(measured: Measured, runs: Map<string, number>[]): StatementCount {
  const totals = runs.map((run) => {
    let statements = 0;
    let transactionControl = 0;
    let gatewayEmulator = 0;
    for (const [text, calls] of run) {
      if (JOB_QUEUE.test(text)) continue;
      if (GATEWAY_EMULATOR.test(text)) gatewayEmulator += calls;
      else {
        statements += calls;
        if (TRANSACTION_CONTROL.test(text)) transactionControl += calls;
      }
    }
    return { statements, transactionControl, gatewayEmulator };
  });
  const first = totals[0];
  const varies = totals.some((t) => t.statements !== first.statements || t.gatewayEmulator !== first.gatewayEmulator);
  // The repetition with the fewest statements is the operation's own: a job handler (a maintenance pass, a
  // mail) that ran beside another repetition only ever added statements to it.
  const fewest = totals.reduce((best, t, i) => (t.statements < totals[best].statements ? i : best), 0);
  const detail = [...runs[fewest]]
    .filter(([statement]) => !JOB_QUEUE.test(statement))
    .map(([statement, calls]) => ({ statement: statement.replace(/\s+/g, ' ').trim().slice(0, 160), calls }))
    .sort((a, b) => b.calls - a.calls);
  return {
    operation: measured.operation,
    group: measured.group ?? null,
    size: measured.size ?? null,
    statements: totals[fewest].statements,
    transactionControl: totals[fewest].transactionControl,
    gatewayEmulator: totals[fewest].gatewayEmulator,
    varies,
    detail,
  };
}
