import { getIntrospectionQuery } from 'graphql';
import { signUpCustomer } from './support/auth';
import { deepJson, hostileRequest, type HostileRequest } from './support/hostile-requests';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Property: whatever a client sends, the shop answers with a 4xx (or a GraphQL error that is not an
 * internal one) and never leaks a stack trace or SQL. Thousands of seeded hostile requests across
 * GraphQL, every REST shim and the payment callbacks, against the real app on a real PostgreSQL.
 * A failure prints the seed and index: FUZZ_SEED=<seed> replays the same requests.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261212);
const CASES = Number(process.env.FUZZ_CASES ?? 3000);
const CONCURRENCY = 8;

/** What must never appear in an answer: stack frames, SQL, driver and engine error texts. */
const LEAKS = [
  /\bat [\w$.<>]+ \(/,
  /\.(ts|js):\d+:\d+/,
  /node_modules/,
  /\b(QueryFailedError|RangeError|TypeError|ReferenceError)\b/,
  /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\b[^"]{0,80}\b(FROM|VALUES|SET|WHERE)\b/,
  /invalid byte sequence|unsupported Unicode escape|violates .* constraint|syntax error at or near|character varying/,
  /Maximum call stack/,
];

/** Requests named in issue 12 as answered with a 500 or an internal error. */
const KNOWN_CASES: HostileRequest[] = [
  { kind: 'graphql syntax error', method: 'POST', path: '/graphql', headers: { 'Content-Type': 'application/json' }, body: '{"query":"{"}' },
  { kind: 'NUL in IPN', method: 'POST', path: '/api/payment/ipn', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'val_id=a%00b' },
  { kind: 'NUL in search', method: 'GET', path: '/api/product/search_product?search=%00' },
  { kind: 'NUL in path', method: 'GET', path: '/api/order/payment/redirect-success/abc%00def' },
  { kind: 'NUL in image path', method: 'GET', path: '/images/products/%00/front.svg' },
  { kind: 'NUL in coupon', method: 'POST', path: '/api/coupon/create', headers: { 'Content-Type': 'application/json' }, body: '{"code":"KAPOR\\u000020"}' },
  { kind: 'lone surrogate in callback', method: 'POST', path: '/api/payment/success', headers: { 'Content-Type': 'application/json' }, body: '{"tran_id":"\\ud800","val_id":"x\\udfff"}' },
  { kind: 'deep JSON in callback', method: 'POST', path: '/api/payment/ipn', headers: { 'Content-Type': 'application/json' }, body: `{"a":${deepJson(20000, false)}}` },
  // Found by a six-pass memory run of the fuzzer: passed on to the gateway's validator, it overflowed its URL (503).
  { kind: '4,291-character val_id in IPN', method: 'POST', path: '/api/payment/ipn', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `tran_id=x&val_id=${encodeURIComponent('é'.repeat(4291))}` },
  { kind: 'array body in IPN', method: 'POST', path: '/api/payment/ipn', headers: { 'Content-Type': 'application/json' }, body: '[1,{"a":2}]' },
  { kind: '251-character e-mail', method: 'POST', path: '/api/users/login', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: `${'a'.repeat(239)}@example.com`, password: 'whatever-password' }) },
  { kind: 'int overflow', method: 'PUT', path: '/api/cart/update_cart', headers: { 'Content-Type': 'application/json' }, body: '{"productId":2147483648,"quantity":1,"variant":{}}', authenticated: true },
  { kind: 'subscription', method: 'POST', path: '/graphql', headers: { 'Content-Type': 'application/json' }, body: '{"query":"subscription { currencies { code } }"}' },
  { kind: 'cyclic fragments', method: 'POST', path: '/graphql', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query: 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }' }) },
];

interface Answer {
  status: number;
  text: string;
}

describe('hostile input (seeded fuzz)', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    ({ token } = await signUpCustomer(t));
  });
  afterAll(() => t.close());

  async function send(req: HostileRequest): Promise<Answer> {
    const headers: Record<string, string> = { ...req.headers };
    if (req.authenticated) headers.Authorization = `Bearer ${token}`;
    const body = req.method === 'GET' ? undefined : req.body;
    try {
      const res = await fetch(`${t.baseUrl}${req.path}`, { method: req.method, headers, body, redirect: 'manual' });
      return { status: res.status, text: await res.text() };
    } catch (error) {
      // A dropped connection is as bad as a 500.
      return { status: 599, text: `no answer: ${String(error)}` };
    }
  }

  function problemsWith(answer: Answer): string[] {
    const problems: string[] = [];
    if (answer.status >= 500) problems.push(`HTTP ${answer.status}`);
    if (answer.text.includes('INTERNAL_SERVER_ERROR')) problems.push('INTERNAL_SERVER_ERROR');
    for (const leak of LEAKS) if (leak.test(answer.text)) problems.push(`leak ${leak}`);
    return problems;
  }

  function describeFailure(label: string, req: HostileRequest, answer: Answer, problems: string[]): string {
    return `${label} [${req.kind}] ${req.method} ${req.path.slice(0, 120)} body=${(req.body ?? '').slice(0, 120)} → ${problems.join(', ')}: ${answer.text.slice(0, 200)}`;
  }

  it.each(KNOWN_CASES.map((c) => [c.kind, c] as const))('answers %s with a 4xx or a typed error', async (_kind, req) => {
    const answer = await send(req);
    expect(problemsWith(answer)).toEqual([]);
    expect(answer.status).toBeLessThan(500);
  });

  describe('introspection has limits of its own', () => {
    const FULL_TYPE = '__schema { types { name kind fields(includeDeprecated: true) { name args { name type { name kind ofType { name kind } } } type { name kind ofType { name kind ofType { name } } } } } }';

    it('answers the standard introspection query (GraphiQL, codegen)', async () => {
      const res = await t.gql(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }));
      expect(res.status).toBe(200);
      expect(res.errors).toBeUndefined();
      expect((res.data as { __schema: { types: unknown[] } }).__schema.types.length).toBeGreaterThan(20);
    });

    it('refuses fifteen aliased full introspections with a validation error, not 756 kB', async () => {
      const query = `{ ${Array.from({ length: 15 }, (_, i) => `s${i}: ${FULL_TYPE}`).join(' ')} }`;
      const res = await t.http().post('/graphql').set('Content-Type', 'application/json').send({ query });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ message: 'An operation may read __schema at most once.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
      expect(res.body.data).toBeUndefined();
      expect(res.text.length).toBeLessThan(2000);
    });

    it('refuses introspection that loops through fields and their types', async () => {
      const query = '{ __type(name: "Product") { fields { type { fields { type { fields { type { fields { name } } } } } } } } }';
      const res = await t.http().post('/graphql').set('Content-Type', 'application/json').send({ query });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe('Introspection may nest lists at most 3 deep.');
    });
  });

  it(`answers ${CASES} seeded hostile requests without a 5xx, an internal error or a leak`, async () => {
    const failures: string[] = [];
    const byKind = new Map<string, number>();
    const timeByKind = new Map<string, number>();
    let next = 0;
    async function worker(): Promise<void> {
      while (next < CASES) {
        const index = next++;
        const req = hostileRequest(SEED, index);
        byKind.set(req.kind, (byKind.get(req.kind) ?? 0) + 1);
        const started = performance.now();
        const answer = await send(req);
        timeByKind.set(req.kind, (timeByKind.get(req.kind) ?? 0) + performance.now() - started);
        const problems = problemsWith(answer);
        if (problems.length > 0) failures.push(describeFailure(`seed ${SEED} #${index}`, req, answer, problems));
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    if (process.env.FUZZ_REPORT) console.log([...byKind].map(([kind, n]) => `${kind}: ${n} requests, ${Math.round(timeByKind.get(kind)! / n)} ms each`).join('\n'));

    expect(byKind.size).toBeGreaterThanOrEqual(15); // every family of input was exercised
    expect(failures.slice(0, 20)).toEqual([]);
    // The server is still healthy afterwards.
    expect((await send({ kind: 'health', method: 'GET', path: '/health' })).status).toBe(200);
  }, 300_000); // about 15 s on two idle cores; generous for a busy CI machine
});
