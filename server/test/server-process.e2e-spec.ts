import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, chmodSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
// isAlive counts a zombie as dead: a killed orphan stays one until reaped, and PID 1 here may never reap it.
import { findFreePort, isAlive } from '../src/database/embedded-postgres';
import { signUpLinkSql } from './support/auth';
import { SmtpReceiver } from './support/smtp-receiver';

/**
 * The real `node main.js` process on its own embedded PostgreSQL: first start creates and seeds the
 * cluster, a restart reuses it, a kill -9 leaves PostgreSQL running and the next start recovers,
 * and SIGTERM stops the database with the server. A second process never takes the database away
 * from a running server.
 */
const SERVER_DIR = path.resolve(__dirname, '..');
const BUILD_DIR = path.join(SERVER_DIR, '.test-build');

describe('the server process with its embedded PostgreSQL', () => {
  let dataDir: string;
  let port: number;
  const children: ChildProcess[] = [];

  beforeAll(() => {
    // As npm run build does, --copy-files included: the seed catalogue is a JSON file beside its loader.
    execFileSync(process.execPath, [require.resolve('@swc/cli/bin/swc.js'), 'src', '-d', BUILD_DIR, '--strip-leading-paths', '--copy-files', '--quiet'], { cwd: SERVER_DIR });
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'kapor-process-'));
    chmodSync(dataDir, 0o755);
  }, 60_000);

  // A test that ends (or fails) with its server still up stops it, and with it the database.
  afterEach(async () => {
    for (const child of children.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited(child);
      }
    }
  }, 30_000);

  afterAll(() => {
    rmSync(BUILD_DIR, { recursive: true, force: true });
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  // No JWT_SECRET: the server generates its own into DATA_DIR, as in development.
  const serverEnv = (serverPort: number, extraEnv: Record<string, string> = {}) => ({
    ...process.env,
    DATABASE_URL: '',
    JWT_SECRET: '',
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    SERVE_CLIENT: 'false',
    LOG_LEVEL: 'info',
    ...extraEnv,
  });

  async function start(extraEnv: Record<string, string> = {}): Promise<ChildProcess & { output(): string }> {
    port = await findFreePort();
    const child = spawn(process.execPath, [path.join(BUILD_DIR, 'main.js')], {
      env: serverEnv(port, extraEnv),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const deadline = Date.now() + 45_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/health`).then((r) => r.ok).catch(() => false);
      if (ok) return Object.assign(child, { output: () => output });
      await new Promise((r) => setTimeout(r, 200));
    }
    child.kill('SIGKILL');
    throw new Error(`server did not become healthy:\n${output}`);
  }

  function postmasterPid(): number | null {
    const file = path.join(dataDir, 'pg', 'postmaster.pid');
    return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : null;
  }


  /** The running embedded PostgreSQL's address, for a second instance (and the test's own queries). */
  function databaseUrl(): string {
    const credentials = JSON.parse(readFileSync(path.join(dataDir, 'pg-credentials.json'), 'utf8'));
    const pgPort = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
    return `postgres://${credentials.user}:${credentials.password}@127.0.0.1:${pgPort}/kapor`;
  }

  async function sql(query: string): Promise<unknown[]> {
    const client = new Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      return (await client.query(query)).rows;
    } finally {
      await client.end();
    }
  }

  function exited(child: ChildProcess): Promise<number | null> {
    return child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once('exit', resolve));
  }

  /** Runs a built script to its end, answering its exit code and everything it printed. */
  function runToExit(script: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
    const child = spawn(process.execPath, [path.join(BUILD_DIR, script)], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
  }

  async function healthy(): Promise<boolean> {
    return fetch(`http://127.0.0.1:${port}/health`).then((r) => r.ok, () => false);
  }

  const ME = '{ me { id } }';

  it('creates, reuses, recovers after kill -9, and stops cleanly', async () => {
    const first = await start();
    expect(first.output()).toContain(`Kapor is open at http://127.0.0.1:${port}`);
    const products = (await fetch(`http://127.0.0.1:${port}/api/product/all_products`).then((r) => r.json())) as unknown[];
    expect(products.length).toBeGreaterThanOrEqual(36);
    await sql(`UPDATE product SET popularity = 424242 WHERE legacy_id = 1`);

    // Logs are JSON lines that carry the request's id.
    await fetch(`http://127.0.0.1:${port}/api/product/popular_men`, { headers: { 'X-Request-Id': 'audit-request-0001' } });
    await waitUntil(() => first.output().includes('audit-request-0001'));
    const line = first.output().split('\n').find((l) => l.includes('audit-request-0001'))!;
    expect(JSON.parse(line)).toMatchObject({ req: { id: 'audit-request-0001', method: 'GET', url: '/api/product/popular_men' }, res: { statusCode: 200 } });

    // The development signing key is generated into DATA_DIR, so tokens outlive the process.
    const token = await openAccount(`http://127.0.0.1:${port}`, 'Restart Test', `restart.${Date.now()}@example.com`, 'restart-test-123');
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);

    // A crash: the server dies without a chance to stop PostgreSQL.
    const leftover = postmasterPid()!;
    first.kill('SIGKILL');
    await exited(first);
    expect(isAlive(leftover)).toBe(true);

    const second = await start();
    expect(second.output()).toMatch(/left running by an earlier server/);
    expect(isAlive(leftover)).toBe(false);
    const [row] = (await sql(`SELECT popularity FROM product WHERE legacy_id = 1`)) as { popularity: number }[];
    expect(row.popularity).toBe(424242); // the data survived and was not re-seeded
    expect((await gql(ME, {}, token)).me).not.toBeNull();
    const running = postmasterPid()!;

    second.kill('SIGTERM');
    expect(await exited(second)).toBe(0);
    expect(isAlive(running)).toBe(false);
    expect(postmasterPid()).toBeNull();
  }, 120_000);

  it('never takes the database from a running server: a second server refuses, npm run seed seeds in place', async () => {
    await start();
    const serving = port;
    const rival = await runToExit('main.js', serverEnv(await findFreePort()));
    expect(rival.code).not.toBe(0);
    expect(rival.output).toMatch(/in use by another Kapor server/);
    port = serving;
    expect(await healthy()).toBe(true);

    await sql(`UPDATE product SET popularity = 1 WHERE legacy_id = 1`);
    await sql(`UPDATE product_variant SET stock_on_hand = 3 WHERE sku = 'KP-0001-PIN-S'`);
    const seed = await runToExit('database/seed/run-seed.js', serverEnv(0));
    expect(seed).toMatchObject({ code: 0 });
    expect(seed.output).toMatch(/using the embedded PostgreSQL of the running server/);
    const [row] = (await sql(`SELECT popularity FROM product WHERE legacy_id = 1`)) as { popularity: number }[];
    expect(row.popularity).toBeGreaterThan(1); // the seed's value again
    const [variant] = (await sql(`SELECT stock_on_hand FROM product_variant WHERE sku = 'KP-0001-PIN-S'`)) as { stock_on_hand: number }[];
    expect(variant.stock_on_hand).toBe(3); // stock is the shop's, not the seed's
    expect(await healthy()).toBe(true);
  }, 120_000);

  it('after a kill -9 whose server is left an unreaped zombie, starts again, on the same database port', async () => {
    // `exec sleep` leaves the server the child of a process that never reaps it: once killed, a zombie.
    port = await findFreePort();
    const parent = spawn('sh', ['-c', `${JSON.stringify(process.execPath)} ${JSON.stringify(path.join(BUILD_DIR, 'main.js'))} & echo "server-pid $!"; exec sleep 600`], {
      env: serverEnv(port),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(parent);
    let output = '';
    parent.stdout!.on('data', (d) => (output += d));
    parent.stderr!.on('data', (d) => (output += d));
    await waitUntil(() => /server-pid \d+/.test(output));
    const serverPid = Number(/server-pid (\d+)/.exec(output)![1]);
    await waitUntil(() => output.includes('Kapor is open'), 45_000);
    expect(await healthy()).toBe(true);
    const pgPortBefore = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);

    process.kill(serverPid, 'SIGKILL');
    await waitUntil(() => readFileSync(`/proc/${serverPid}/stat`, 'utf8').includes(') Z '));
    expect(readFileSync(`/proc/${serverPid}/stat`, 'utf8')).toContain(') Z ');

    const next = await start();
    expect(next.output()).toMatch(/left running by an earlier server/);
    const pgPortAfter = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
    expect(pgPortAfter).toBe(pgPortBefore);
    expect(await healthy()).toBe(true);
  }, 120_000);

  it('removes a postmaster.pid whose process is gone', async () => {
    expect(postmasterPid()).toBeNull();
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    writeFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), `${gone}\n${path.join(dataDir, 'pg')}\n0\n5432\n\n127.0.0.1\n`);
    const server = await start();
    expect(server.output()).toMatch(/removing the stale .*postmaster\.pid/);
    expect(await healthy()).toBe(true);
  }, 120_000);

  async function waitUntil(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  }

  async function gql(query: string, variables: Record<string, unknown>, token?: string) {
    return gqlOn(`http://127.0.0.1:${port}`, query, variables, token);
  }

  /** A shopper's account on the instance at `base`, opened by its sign-up link (stored here, as a sign-up stores it before mailing it), and its token. */
  async function openAccount(base: string, name: string, email: string, password: string): Promise<string> {
    const link = await signUpLinkSql(name, email, password);
    await sql(link.sql);
    return (await gqlOn(base, `mutation($t: String!) { confirmSignUp(token: $t) { ... on AuthPayload { token } } }`, { t: link.token })).confirmSignUp.token;
  }

  async function gqlOn(base: string, query: string, variables: Record<string, unknown>, token?: string) {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return ((await res.json()) as { data: Record<string, any> }).data;
  }

  const DELIVERY = { fullName: 'Crash Test', phone: '01711000000', email: 'crash@example.com', country: 'Bangladesh', city: 'Dhaka', state: 'Dhaka', zip: '1205', address: 'Road 1', deliveryDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10), deliveryRoute: 'Inside Dhaka', paymentMethod: 'online', termsAccepted: true };
  const PASSWORD = 'process-test-123';
  const ORDER_STATUS = `query($t: String!) { order(tranId: $t) { status } }`;

  /** A new shopper (`email`, PASSWORD) on the instance at `base`, with an order for one unit awaiting payment. */
  async function orderOn(base: string, email: string): Promise<{ token: string; tranId: string; url: string }> {
    const token = await openAccount(base, 'Process Test', email, PASSWORD);
    const [variant] = (await sql(`SELECT product_id, size, colour FROM product_variant WHERE stock_on_hand - stock_reserved > 2 ORDER BY sku LIMIT 1`)) as { product_id: string; size: string; colour: string }[];
    await gqlOn(base, `mutation($p: ID!, $s: Size!, $c: Colour) { addToCart(productId: $p, size: $s, colour: $c) { __typename } }`, { p: variant.product_id, s: variant.size, c: variant.colour.toUpperCase() }, token);
    const session = (await gqlOn(base, `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { ... on PaymentSession { tranId url } } }`, { i: { ...DELIVERY, email } }, token)).placeOrder;
    return { token, ...session };
  }

  /** The sandbox's page after "Pay": the form that returns the browser to the shop, with the payment's fields. */
  function returnFormOf(html: string): { action: URL; fields: Record<string, string> } {
    const action = new URL(/action="([^"]+)"/.exec(html)![1].replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c))));
    return { action, fields: Object.fromEntries([...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]])) };
  }

  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('loses no payment when the server is killed after the shopper paid and before it heard of it', async () => {
    const first = await start({ SANDBOX_IPN: 'false' });
    const { token, ...session } = await orderOn(`http://127.0.0.1:${port}`, `crash.${Date.now()}@example.com`);

    // The shopper pays at the gateway; no IPN comes and the browser never returns: the server dies first.
    const paid = await fetch(session.url, { method: 'POST', body: new URLSearchParams({ choice: 'pay' }) });
    expect(paid.status).toBe(200);
    first.kill('SIGKILL');
    await exited(first);

    await start({ ORDER_MAINTENANCE_INTERVAL_SECONDS: '1', ORDER_RECONCILE_AFTER_SECONDS: '0' });
    const deadline = Date.now() + 20_000;
    let status = '';
    while (Date.now() < deadline && status !== 'PAID') {
      status = (await gql(`query($t: String!) { order(tranId: $t) { status } }`, { t: session.tranId }, token)).order.status;
      if (status !== 'PAID') await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe('PAID');
  }, 120_000);

  it('loses no payment, order or unit of stock when one of two instances is killed in a burst of payments and its database restarts', async () => {
    const shared = { JWT_SECRET: randomBytes(32).toString('base64url'), ORDER_MAINTENANCE_INTERVAL_SECONDS: '1', ORDER_RECONCILE_AFTER_SECONDS: '0', LOG_LEVEL: 'warn' };
    const owner = await start(shared); // runs the embedded PostgreSQL
    const live = new Set([`http://127.0.0.1:${port}`]);
    const ownerBase = `http://127.0.0.1:${port}`;
    await start({ ...shared, DATABASE_URL: databaseUrl() });
    const otherBase = `http://127.0.0.1:${port}`;
    live.add(otherBase);

    const statuses: { status: number; what: string; retryAfter: string | null }[] = [];
    const graphqlErrors: { code: string; what: string }[] = [];
    const call = async (base: string, what: string, init: RequestInit & { path: string }) => {
      const res = await fetch(`${base}${init.path}`, { redirect: 'manual', ...init });
      statuses.push({ status: res.status, what: `${what} on ${base}`, retryAfter: res.headers.get('retry-after') });
      return res;
    };
    const gqlAt = async (base: string, query: string, variables: Record<string, unknown>, token: string) => {
      const res = await call(base, query.slice(0, 40), { path: '/graphql', method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
      const body = (await res.json()) as { data?: Record<string, any>; errors?: { extensions?: { code?: string } }[] };
      // A GraphQL answer can carry a failure under HTTP 200: "log in again" or "internal error" must not hide there either.
      for (const error of body.errors ?? []) graphqlErrors.push({ code: error.extensions?.code ?? 'NO_CODE', what: `${query.slice(0, 40)} on ${base}` });
      return body;
    };

    // A dozen shoppers, each with one unit of one variant in the cart.
    const [variant] = (await sql(`SELECT id, product_id, size, colour FROM product_variant ORDER BY sku LIMIT 1`)) as { id: string; product_id: string; size: string; colour: string }[];
    await sql(`UPDATE product_variant SET stock_on_hand = 40, stock_reserved = 0 WHERE id = '${variant.id}'`);
    const shoppers = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const token = await openAccount(`http://127.0.0.1:${port}`, `Burst ${i}`, `burst.${i}.${Date.now()}@example.com`, 'burst-test-123');
        await gqlAt(ownerBase, `mutation($p: ID!, $s: Size!, $c: Colour) { addToCart(productId: $p, size: $s, colour: $c) { __typename } }`, { p: variant.product_id, s: variant.size, c: variant.colour.toUpperCase() }, token);
        return { token, key: `burst-${i}-${Date.now()}`, tranId: '' };
      }),
    );
    const details = { ...DELIVERY, fullName: 'Burst Shopper', email: 'burst@example.com' };

    // Each shopper keeps trying, on whichever instance is up, until the shop says the order is paid.
    const deadline = Date.now() + 60_000;
    const shop = async (shopper: (typeof shoppers)[number], n: number) => {
      for (let attempt = n; Date.now() < deadline; attempt += 1) {
        const base = [...live][attempt % live.size];
        try {
          const placed = (await gqlAt(base, `mutation($i: PlaceOrderInput!, $k: String) { placeOrder(input: $i, idempotencyKey: $k) { __typename ... on PaymentSession { tranId url order { status } } } }`, { i: details, k: shopper.key }, shopper.token)).data?.placeOrder;
          if (placed?.__typename !== 'PaymentSession') {
            await pause(100);
            continue;
          }
          shopper.tranId = placed.tranId;
          if (placed.order.status === 'PAID') return;
          const page = await call(base, 'pay', { path: new URL(placed.url).pathname, method: 'POST', body: new URLSearchParams({ choice: 'pay' }) });
          if (page.status === 200) {
            const { action, fields } = returnFormOf(await page.text());
            await call(base, 'return', { path: action.pathname, method: 'POST', body: new URLSearchParams(fields) });
          }
        } catch {
          // That instance is gone: the next attempt goes to another.
        }
        await pause(150);
      }
    };
    const burst = Promise.all(shoppers.map(shop));

    // Kill the instance that runs the database once payments are under way.
    const until = async (condition: () => Promise<boolean>) => {
      while (!(await condition()) && Date.now() < deadline) await pause(20);
    };
    await until(async () => ((await sql(`SELECT count(*)::int AS n FROM sandbox_transaction`)) as { n: number }[])[0].n >= 3);
    owner.kill('SIGKILL');
    await exited(owner);
    live.delete(ownerBase);
    await pause(1_000);

    // Its restart stops the orphaned PostgreSQL and starts it again: the other instance loses its database
    // meanwhile, and must say "try again" rather than "log in again" or "something broke".
    let restarting = true;
    const probes = (async () => {
      const [{ token }] = shoppers;
      while (restarting) {
        await gqlAt(otherBase, '{ me { id } }', {}, token).catch(() => undefined);
        await call(otherBase, 'get_cart', { path: '/api/cart/get_cart', headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
      }
    })();
    await start(shared);
    restarting = false;
    await probes;
    live.add(`http://127.0.0.1:${port}`);
    await burst;

    // Reconciliation on either instance finds whatever the lost notifications did not say.
    const unrecorded = async () =>
      ((await sql(`SELECT count(*)::int AS n FROM sandbox_transaction t WHERE t.status = 'VALID' AND NOT EXISTS (SELECT 1 FROM payment p WHERE p.val_id = t.val_id)`)) as { n: number }[])[0].n;
    const burstOrders = async () =>
      (await sql(`SELECT o.status, count(*)::int AS n FROM customer_order o JOIN customer c ON c.id = o.customer_id WHERE c.email LIKE 'burst.%' GROUP BY o.status`)) as { status: string; n: number }[];
    await until(async () => (await unrecorded()) === 0 && !(await burstOrders()).some((o) => o.status === 'PENDING_PAYMENT'));

    expect(statuses.filter((s) => s.status === 401 || s.status >= 500 && s.status !== 503)).toEqual([]);
    expect(statuses.some((s) => s.status === 503 && s.what.includes(otherBase))).toBe(true);
    expect(statuses.filter((s) => s.status === 503 && !s.retryAfter)).toEqual([]);
    expect(graphqlErrors.filter((e) => e.code !== 'SERVICE_UNAVAILABLE')).toEqual([]);
    expect(await unrecorded()).toBe(0);
    expect(await burstOrders()).toEqual([{ status: 'PAID', n: shoppers.length }]);
    expect(new Set(shoppers.map((s) => s.tranId)).size).toBe(shoppers.length);
    const [stock] = (await sql(`SELECT stock_on_hand, stock_reserved FROM product_variant WHERE id = '${variant.id}'`)) as { stock_on_hand: number; stock_reserved: number }[];
    expect(stock).toEqual({ stock_on_hand: 40 - shoppers.length, stock_reserved: 0 });
  }, 120_000);

  // Every test of this file signs up from 127.0.0.1 in one database: more than the default hourly limit.
  const MANY_SIGNUPS = { SIGNUPS_PER_IP_PER_HOUR: '1000' };

  it('confirms a payment committed just before a kill -9 exactly once, from the server started after it', async () => {
    // The first server sends nothing (no workers): when it dies, the confirmation is a job waiting in PostgreSQL.
    const first = await start({ ...MANY_SIGNUPS, JOB_WORKERS: 'false' });
    const email = `killed.${Date.now()}@example.com`;
    const order = await orderOn(`http://127.0.0.1:${port}`, email);
    const page = await fetch(order.url, { method: 'POST', body: new URLSearchParams({ choice: 'pay' }) }); // the sandbox's IPN has been handled when it answers
    const { fields: ipn } = returnFormOf(await page.text());
    expect((await gql(ORDER_STATUS, { t: order.tranId }, order.token)).order.status).toBe('PAID');
    const mailJob = `SELECT state FROM pgboss.job WHERE name = 'mail.send' AND data->>'to' = '${email}'`;
    expect(await sql(mailJob)).toEqual([{ state: 'created' }]);
    first.kill('SIGKILL');
    await exited(first);

    const smtp = await new SmtpReceiver().start();
    try {
      await start({ ...MANY_SIGNUPS, SMTP_URL: smtp.url, ORDER_MAINTENANCE_INTERVAL_SECONDS: '1', ORDER_RECONCILE_AFTER_SECONDS: '0' });
      await smtp.waitFor(() => smtp.to(email).length > 0, 30_000);
      // The payment's news again on the new server — its IPN, and reconciliation asking the gateway every second — sends nothing more.
      expect((await fetch(`http://127.0.0.1:${port}/api/payment/ipn`, { method: 'POST', body: new URLSearchParams(ipn) })).status).toBe(200);
      await pause(4_000);
      const mails = smtp.to(email);
      expect(mails.map((m) => m.subject)).toEqual([`Your Kapor order ${order.tranId} is confirmed`]);
      const [row] = (await sql(`SELECT o.total_cents, l.product_name, l.quantity FROM customer_order o JOIN order_line l ON l.order_id = o.id WHERE o.tran_id = '${order.tranId}'`)) as { total_cents: number; product_name: string; quantity: number }[];
      expect(mails[0].text).toContain(`- ${row.product_name} (`);
      expect(mails[0].text).toContain(`× ${row.quantity}: `);
      expect(mails[0].text).toContain(`Total: $${(row.total_cents / 100).toFixed(2)}`);
      expect(await sql(mailJob)).toEqual([{ state: 'completed' }]);
    } finally {
      await smtp.stop();
    }
  }, 120_000);

  it('runs two instances on one PostgreSQL as one shop: scheduled work once, one login limit, one order, one product list', async () => {
    const interval = 2;
    const shared = { ...MANY_SIGNUPS, JWT_SECRET: randomBytes(32).toString('base64url'), ORDER_MAINTENANCE_INTERVAL_SECONDS: String(interval), LOGIN_MAX_FAILURES: '6', LOG_LEVEL: 'warn' };
    await start(shared);
    const one = `http://127.0.0.1:${port}`;
    await start({ ...shared, DATABASE_URL: databaseUrl() });
    const other = `http://127.0.0.1:${port}`;

    // An order paid through one instance is paid on the other.
    const bought = await orderOn(one, `two.paid.${Date.now()}@example.com`);
    await fetch(bought.url, { method: 'POST', body: new URLSearchParams({ choice: 'pay' }) });
    expect((await gqlOn(other, ORDER_STATUS, { t: bought.tranId }, bought.token)).order.status).toBe('PAID');

    // The product list each instance keeps a copy of (REST all_products) follows a catalogue change on the very
    // next call, on both: the version it is kept under is PostgreSQL's.
    const listed = async (base: string) => ((await (await fetch(`${base}/api/product/all_products`)).json()) as { _id: string; name: string }[])[0];
    const before = await listed(one);
    expect((await listed(other)).name).toBe(before.name);
    await sql(`UPDATE product SET name = name || ' (renamed)' WHERE id = '${before._id}'`);
    expect([(await listed(other)).name, (await listed(one)).name]).toEqual([`${before.name} (renamed)`, `${before.name} (renamed)`]);

    // Wrong passwords, taking turns between the instances, hit LOGIN_MAX_FAILURES as on one: the count is PostgreSQL's.
    const guessed = `two.guessed.${Date.now()}@example.com`;
    await orderOn(one, guessed);
    const login = async (base: string, password: string) =>
      (await gqlOn(base, `mutation($i: LoginInput!) { login(input: $i) { __typename } }`, { i: { email: guessed, password } })).login.__typename;
    const answers: string[] = [];
    for (let i = 0; i < 8; i += 1) answers.push(await login(i % 2 === 0 ? one : other, `wrong-guess-${i}`));
    expect(answers).toEqual([...Array<string>(6).fill('InvalidCredentialsError'), 'TooManyAttemptsError', 'TooManyAttemptsError']);
    expect([await login(one, PASSWORD), await login(other, PASSWORD)]).toEqual(['TooManyAttemptsError', 'TooManyAttemptsError']);

    // The orders' maintenance, asked for by both instances every `interval` seconds, runs once per interval:
    // over 12 seconds about 6 times, not 12 — and the overdue order is expired once.
    const overdue = await orderOn(other, `two.overdue.${Date.now()}@example.com`);
    await sql(`UPDATE customer_order SET expires_at = now() - interval '1 second' WHERE tran_id = '${overdue.tranId}'`);
    const [{ since }] = (await sql(`SELECT now() AS since`)) as { since: Date }[];
    await pause(12_000);
    const runs = (await sql(
      `SELECT singleton_on, state, retry_count FROM pgboss.job WHERE name = 'orders.maintenance' AND created_on >= '${since.toISOString()}' AND created_on < '${since.toISOString()}'::timestamptz + interval '12 seconds'`,
    )) as { singleton_on: Date; state: string; retry_count: number }[];
    expect(runs.length).toBeGreaterThanOrEqual(12 / interval - 1);
    expect(runs.length).toBeLessThanOrEqual(12 / interval + 1);
    expect(new Set(runs.map((r) => r.singleton_on.getTime())).size).toBe(runs.length); // one per interval
    expect(runs.filter((r) => r.state === 'completed' && r.retry_count === 0).length).toBeGreaterThanOrEqual(runs.length - 1); // each run once (the newest may still be running)
    expect((await gqlOn(one, ORDER_STATUS, { t: overdue.tranId }, overdue.token)).order.status).toBe('EXPIRED');
    expect(await sql(`SELECT count(*)::int AS n FROM order_event e JOIN customer_order o ON o.id = e.order_id WHERE o.tran_id = '${overdue.tranId}' AND e.to_status = 'EXPIRED'`)).toEqual([{ n: 1 }]);
    expect(await sql(`SELECT count(*)::int AS n FROM stock_movement WHERE order_ref = '${overdue.tranId}' AND kind = 'RELEASED'`)).toEqual([{ n: 1 }]);
  }, 120_000);
});
