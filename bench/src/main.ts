import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH, measureClientWeight, type ClientPage } from './client-weight.js';
import { processCpuMs, processTreeCpuMs } from './cpu.js';
import { openDatabase, type BenchDatabase } from './database.js';
import { customerId, growCatalogue, loadDataset, resetCarts, SIZE, type Dataset } from './dataset.js';
import { signToken } from './jwt.js';
import { MEDIAN_METHOD, runLighthouse } from './lighthouse.js';
import { measureScenarios } from './load/measure.js';
import { elapsedSeconds, log } from './log.js';
import { parseOptions, type BenchOptions } from './options.js';
import { CLIENT_INDEX, DATA_DIR, REPO_ROOT, RESULTS_DIR, SERVER_MAIN } from './paths.js';
import { formatReport, judgeTargets, machineInfo, writeReport, type Report } from './report.js';
import { buildReferences } from './references.js';
import { buildScenarios, discoveryScenarios } from './scenarios.js';
import { startServer, type ServerProcess } from './server-process.js';
import { countDiscoveryStatements, countStatements } from './statements.js';

/**
 * npm run bench [-- --quick]: build, start the production server on a fresh database, load the benchmark
 * data, count SQL statements, drive the load scenarios, weigh and audit the client, then print the table
 * and write the JSON report. Exits 1 when anything failed to run or answered wrongly (timings never fail it).
 */
async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const problems: string[] = [];
  let db: BenchDatabase | undefined;
  let server: ServerProcess | undefined;
  const shutdown = async () => {
    await server?.stop().catch(() => undefined);
    await db?.stop().catch(() => undefined);
  };
  process.once('SIGINT', () => void shutdown().then(() => process.exit(130)));
  process.once('SIGTERM', () => void shutdown().then(() => process.exit(143)));

  const clientBuilt = build(options, problems);
  if (!existsSync(SERVER_MAIN)) throw new Error(`${path.relative(REPO_ROOT, SERVER_MAIN)} is missing: the server did not build`);

  const report: Omit<Report, 'targets'> = {
    mode: options.quick ? 'quick' : 'full',
    startedAt: startedAt.toISOString(),
    durationSeconds: 0,
    machine: {},
    settings: {
      connections: options.connections,
      rounds: options.rounds,
      roundSeconds: options.roundSeconds,
      warmupSeconds: options.warmupSeconds,
      latencySeconds: options.latencySeconds,
      leadInSeconds: options.leadInSeconds,
      latencyLoad: options.latencyLoad,
      serverLogLevel: options.logLevel,
      nodeEnv: 'production',
    },
    dataset: null,
    server: { peakRssMb: null, scenarios: [] },
    statements: [],
    client: null,
    lighthouse: null,
    problems,
  };

  try {
    db = await openDatabase(DATA_DIR);
    report.settings.database = db.where;
    report.settings.statementCounter = db.statStatements ? 'pg_stat_statements' : 'in-process counter (BENCH_ROUTES)';
    // The server inherits this environment: sign with the issuer and audience it will check.
    const jwt = { secret: randomBytes(48).toString('base64url'), issuer: process.env.JWT_ISSUER || 'kapor', audience: process.env.JWT_AUDIENCE || 'kapor-shop' };
    server = await startServer({
      databaseUrl: db.url,
      jwtSecret: jwt.secret,
      dataDir: DATA_DIR,
      logLevel: options.logLevel,
      cpuProfDir: options.cpuProf ? path.join(RESULTS_DIR, 'profiles') : undefined,
    });
    const dataset: Dataset = await loadDataset(db.pool);
    report.dataset = { counts: dataset.counts, loadSeconds: dataset.loadSeconds };
    const tokens = new Map<number, string>();
    const token = (c: number) => tokens.get(c) ?? (tokens.set(c, signToken(customerId(c), jwt)), tokens.get(c)!);

    log(`counting SQL statements per operation (${report.settings.statementCounter})`);
    try {
      report.statements = await countStatements(db, server, dataset, token, options.statementRepeats);
    } catch (error) {
      problems.push(`statement counts: ${(error as Error).message}`);
    }

    let peakRssMb = server.memory().peakKb / 1024;
    const scenarios = [...buildReferences(), ...buildScenarios({ dataset, pool: db.pool, token })].filter((s) => options.only.length === 0 || options.only.includes(s.name));
    const serverPid = server.pid;
    const cpu = () => {
      const postmaster = db!.postmasterPid();
      return { node: processCpuMs(serverPid), postgres: postmaster === null ? NaN : processTreeCpuMs(postmaster) };
    };
    const results = await measureScenarios(scenarios, server, options, cpu);
    if (options.client) await measureClient(options, server, db, dataset, token, clientBuilt, report);

    // Full runs: search and the filtered category page again, with the catalogue grown to 100,000 products
    // (after the browser pages, which are judged on the shop's usual catalogue).
    const large = options.quick ? [] : discoveryScenarios('-100k').filter((s) => options.only.length === 0 || options.only.includes(s.name));
    if (large.length > 0) {
      const products = await growCatalogue(db.pool, SIZE.largeCatalogue);
      report.dataset.counts.largeCatalogue = products;
      try {
        report.statements.push(...(await countDiscoveryStatements(db, server, products, options.statementRepeats)));
      } catch (error) {
        problems.push(`statement counts at ${products} products: ${(error as Error).message}`);
      }
      results.push(...(await measureScenarios(large, server, options, cpu)));
    }

    const reference = (name: string) => results.find((r) => r.name === name && !r.failure)?.perSecond ?? null;
    const hello = reference('hello-world');
    const bareSql = reference('bare-sql');
    report.server.scenarios = results.map((r) => ({
      ...r,
      vsHelloWorld: hello && r.unit === 'req' ? r.perSecond / hello : null,
      vsBareSql: bareSql && r.unit === 'req' ? r.perSecond / bareSql : null,
    }));
    for (const r of results) {
      peakRssMb = Math.max(peakRssMb, r.peakRssMb ?? 0);
      if (r.failure) problems.push(`${r.name} did not run: ${r.failure}`);
      else if (r.errors > 0) problems.push(`${r.name}: ${r.errors} failed operations, e.g. ${r.errorSamples.join(' | ')}`);
    }
    report.server.peakRssMb = Math.max(peakRssMb, server.memory().peakKb / 1024);
  } finally {
    await shutdown();
  }
  if (options.cpuProf) log(`CPU profile written to ${path.relative(REPO_ROOT, path.join(RESULTS_DIR, 'profiles'))} (open it in Chrome DevTools)`);

  report.durationSeconds = elapsedSeconds();
  report.machine = machineInfo(db?.version ?? null, loadBefore);
  const full: Report = { ...report, targets: judgeTargets(report) };
  const file = await writeReport(full, RESULTS_DIR);
  process.stdout.write(`\n${formatReport(full, options)}\n\nReport: ${path.relative(REPO_ROOT, file)}\n`);
  return problems.length > 0 ? 1 : 0;
}

/** `npm run build` (turbo, cached). Returns whether the client was built; the server is required. */
function build(options: BenchOptions, problems: string[]): boolean {
  if (options.skipBuild) {
    log('--skip-build: using server/dist and client/dist as they are');
    return existsSync(CLIENT_INDEX);
  }
  log('building the server and the client (npm run build)');
  const all = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 2, 2] });
  if (all.status === 0) return true;
  problems.push('npm run build failed (see above); the client part is skipped');
  log('npm run build failed; building the server alone');
  const serverOnly = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: REPO_ROOT, stdio: ['ignore', 2, 2] });
  if (serverOnly.status !== 0) throw new Error('the server does not build');
  return false;
}

async function measureClient(options: BenchOptions, server: ServerProcess, db: BenchDatabase, dataset: Dataset, token: (c: number) => string, clientBuilt: boolean, report: Omit<Report, 'targets'>): Promise<void> {
  const unavailable = !clientBuilt ? 'the client was not built' : !existsSync(CHROMIUM_PATH) ? `no chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROME_PATH)` : null;
  if (unavailable) {
    report.client = { weights: [], error: unavailable };
    report.problems.push(`client: ${unavailable}`);
    return;
  }
  await resetCarts(db.pool); // the cart page shows a customer's three-line cart
  const pages: ClientPage[] = [
    { name: 'home', path: '/' },
    { name: 'category', path: '/womens' },
    { name: 'product', path: `/product/${dataset.seededProductSlug}` },
    { name: 'cart', path: '/cart', token: token(1) },
  ];
  log('weighing the JavaScript of a first visit (chromium)');
  try {
    const weights = await measureClientWeight(server.url, pages);
    report.client = { weights };
    for (const w of weights) if (w.error) report.problems.push(`client ${w.page}: ${w.error}`);
    for (const w of weights) if (w.adminScripts.length > 0) report.problems.push(`client ${w.page}: loaded back-office code (${w.adminScripts.join(', ')})`);
  } catch (error) {
    report.client = { weights: [], error: (error as Error).message.split('\n')[0] };
    report.problems.push(`client: ${report.client.error}`);
  }
  if (!options.lighthouse) return;
  // The pages of the issue's targets; the cart renders only in the browser, for a logged-in customer.
  const audited = pages.filter((p) => p.name !== 'cart');
  log(`Lighthouse (mobile), ${options.lighthouseRuns} run(s) of ${audited.map((p) => p.name).join(', ')}`);
  try {
    const results = await runLighthouse(server.url, audited, path.join(RESULTS_DIR, 'lighthouse'), options.lighthouseRuns);
    report.lighthouse = { runsPerPage: options.lighthouseRuns, medianMethod: MEDIAN_METHOD, pages: results };
    for (const r of results) if (r.error) report.problems.push(`lighthouse ${r.page}: ${r.error}`);
  } catch (error) {
    report.lighthouse = { runsPerPage: options.lighthouseRuns, medianMethod: MEDIAN_METHOD, pages: [], error: (error as Error).message.split('\n')[0] };
    report.problems.push(`lighthouse: ${report.lighthouse.error}`);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
