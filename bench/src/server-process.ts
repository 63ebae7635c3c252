import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, promises as fs, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './database.js';
import { log } from './log.js';
import { REPO_ROOT, SERVER_MAIN } from './paths.js';

export interface ServerSettings {
  databaseUrl: string;
  jwtSecret: string;
  dataDir: string;
  logLevel: string;
  /** Write a V8 CPU profile here when the server exits. */
  cpuProfDir?: string;
}

export interface ServerProcess {
  pid: number;
  /** http://127.0.0.1:<port> — the shop. */
  url: string;
  port: number;
  /** The BENCH_ROUTES listener in the same process (hello world, bare SQL, statement counter). */
  benchUrl: string;
  benchPort: number;
  logFile: string;
  /** Resident set size now, and the peak since start or since the last resetPeak(), in KiB. */
  memory(): { rssKb: number; peakKb: number };
  /** Starts a new peak-RSS window (Linux: writing 5 to /proc/<pid>/clear_refs). */
  resetPeak(): boolean;
  stop(): Promise<void>;
}

/**
 * The production build (`node server/dist/main.js`, NODE_ENV=production) as a child process on the
 * bench's database, with the bench-only reference routes switched on. Its log goes to a file in the
 * bench's data directory, written by the server itself. Through a pipe, the bench process (busy sending
 * the load) would have to read every line, and a full pipe holds back the server's synchronous log
 * writes (pino retries a busy write every 100 ms), every request waiting with them.
 */
export async function startServer(settings: ServerSettings): Promise<ServerProcess> {
  const port = await freePort();
  const benchPort = await freePort();
  const logFile = path.join(settings.dataDir, 'server.log');
  await fs.mkdir(settings.dataDir, { recursive: true, mode: 0o755 });
  const output = openSync(logFile, 'w');

  const nodeArgs = productionNodeFlags();
  if (settings.cpuProfDir) {
    await fs.mkdir(settings.cpuProfDir, { recursive: true });
    nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${settings.cpuProfDir}`);
  }
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: settings.databaseUrl,
      JWT_SECRET: settings.jwtSecret,
      DATA_DIR: settings.dataDir,
      LOG_LEVEL: settings.logLevel,
      PUBLIC_URL: `http://127.0.0.1:${port}`, // production requires it
      PAYMENT_GATEWAY: 'sandbox', // the checkout scenario pays on the in-process emulator
      PAYMENT_IPN_PER_MINUTE: '1000000', // every IPN of the checkout load comes from loopback
      // The reconciliation job would add its own statements to the counts; the load pays every order at once.
      ORDER_MAINTENANCE_INTERVAL_SECONDS: '0',
      BENCH_ROUTES: '1',
      BENCH_PORT: String(benchPort),
    },
    stdio: ['ignore', output, output],
  });
  closeSync(output); // the child has its own copy
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} while starting:\n${tail(logFile)}`);
    if (Date.now() - started > 90_000) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /health within 90 s:\n${tail(logFile)}`);
    }
    const healthy = await fetch(`${url}/health`).then((r) => r.ok, () => false);
    const benchUp = healthy && (await fetch(`http://127.0.0.1:${benchPort}/hello`).then((r) => r.ok, () => false));
    if (benchUp) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const pid = child.pid!;
  log(`server pid ${pid} on ${url} (bench routes on :${benchPort}), up in ${((Date.now() - started) / 1000).toFixed(1)} s; log in ${path.relative(REPO_ROOT, logFile)}`);

  return {
    pid,
    url,
    port,
    benchUrl: `http://127.0.0.1:${benchPort}`,
    benchPort,
    logFile,
    memory() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
      return { rssKb: field('VmRSS'), peakKb: field('VmHWM') };
    },
    resetPeak() {
      try {
        writeFileSync(`/proc/${pid}/clear_refs`, '5');
        return true;
      } catch {
        return false;
      }
    },
    async stop() {
      process.removeListener('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * The Node flags `npm start` gives the server (server/package.json's start:prod, `node <flags> dist/main.js`),
 * so that the bench measures the server as it runs: the heap capped, and V8's allocation-site pretenuring off
 * (the README's "How it is built" says why).
 */
function productionNodeFlags(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'server', 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const command = /^node((?: --[\w-]+(?:=\S+)?)*) dist\/main\.js$/.exec(manifest.scripts['start:prod'] ?? '');
  if (!command) throw new Error(`server/package.json's start:prod is not "node <flags> dist/main.js": ${manifest.scripts['start:prod']}`);
  return command[1].trim().split(' ').filter(Boolean);
}
