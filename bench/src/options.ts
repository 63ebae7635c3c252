/** What one run does and how long each part takes. */
export interface BenchOptions {
  quick: boolean;
  /** Reuse server/dist and client/dist as they are instead of running `npm run build`. */
  skipBuild: boolean;
  client: boolean;
  lighthouse: boolean;
  /** Start the server with --cpu-prof; the profile lands in bench/results/profiles. */
  cpuProf: boolean;
  /** Only these load scenarios (by name); all when empty. */
  only: string[];
  /** The server's LOG_LEVEL (production default: info, one JSON line per request, to a file). */
  logLevel: string;
  connections: number;
  warmupSeconds: number;
  rounds: number;
  roundSeconds: number;
  /** Length of the fixed-rate run that measures latency at 70% of the measured maximum. */
  latencySeconds: number;
  /** Seconds at that rate before the measured part of a latency run, which they lead into unrecorded. */
  leadInSeconds: number;
  /** Share of the measured maximum used for the latency run. */
  latencyLoad: number;
  /** Latency runs per scenario at most: another is tried when the generator itself lagged. */
  latencyAttempts: number;
  /** How many times each operation runs while its SQL statements are counted. */
  statementRepeats: number;
  /** Lighthouse runs per page; the median run counts. */
  lighthouseRuns: number;
}

const USAGE = `Usage: npm run bench [-- options]
  --quick             smoke run, about 2 minutes after the build (1 short round, 1 Lighthouse run a page instead of 3)
  --skip-build        use server/dist and client/dist as they are
  --no-client         skip the browser part (script weight and Lighthouse)
  --no-lighthouse     skip Lighthouse only
  --only=a,b          run only these load scenarios (names as in the table)
  --cpu-prof          profile the server (V8 --cpu-prof) into bench/results/profiles
  --log-level=LEVEL   the server's LOG_LEVEL during the run (default info, as in production)
  --rounds=N --round-seconds=S --warmup-seconds=S --latency-seconds=S --lead-in-seconds=S --connections=N`;

export function parseOptions(argv: string[]): BenchOptions {
  const flags = new Map<string, string | true>();
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    }
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`Unknown argument "${arg}".\n${USAGE}`);
    flags.set(match[1], match[2] ?? true);
  }
  const known = ['quick', 'skip-build', 'no-client', 'no-lighthouse', 'only', 'cpu-prof', 'log-level', 'rounds', 'round-seconds', 'warmup-seconds', 'latency-seconds', 'lead-in-seconds', 'connections'];
  for (const name of flags.keys()) if (!known.includes(name)) throw new Error(`Unknown option --${name}.\n${USAGE}`);

  const quick = flags.has('quick');
  const number = (name: string, fallback: number, min: number, max: number): number => {
    const value = flags.get(name);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (value === true || !Number.isFinite(parsed) || parsed < min || parsed > max) throw new Error(`--${name} must be a number from ${min} to ${max}.`);
    return parsed;
  };
  const only = flags.get('only');
  const logLevel = flags.get('log-level');
  return {
    quick,
    skipBuild: flags.has('skip-build'),
    client: !flags.has('no-client'),
    lighthouse: !flags.has('no-client') && !flags.has('no-lighthouse'),
    cpuProf: flags.has('cpu-prof'),
    only: typeof only === 'string' ? only.split(',').map((s) => s.trim()).filter(Boolean) : [],
    logLevel: typeof logLevel === 'string' ? logLevel : 'info',
    connections: number('connections', 16, 1, 1000),
    warmupSeconds: number('warmup-seconds', quick ? 1 : 3, 0, 600),
    rounds: Math.round(number('rounds', quick ? 1 : 5, 1, 100)),
    roundSeconds: number('round-seconds', quick ? 2 : 5, 1, 600),
    latencySeconds: number('latency-seconds', quick ? 2 : 8, 1, 600),
    leadInSeconds: number('lead-in-seconds', quick ? 0 : 2, 0, 600),
    latencyLoad: 0.7,
    latencyAttempts: quick ? 1 : 2,
    statementRepeats: 3,
    lighthouseRuns: quick ? 1 : 3,
  };
}
