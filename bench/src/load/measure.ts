import { log } from '../log.js';
import type { BenchOptions } from '../options.js';
import type { Scenario } from './scenario.js';
import type { ServerProcess } from '../server-process.js';
import { median } from '../stats.js';
import { runMax, type MaxResult } from './closed-loop.js';
import { runAtRate, type LatencyResult } from './paced.js';

/** Generator lag (p95, ms) above which a latency run is tried again. */
export const LAG_RETRY_MS = 10;

/**
 * How far a latency run's CPU per operation may lie from its capacity round's (either way, as a factor)
 * before the report says the machine may have changed speed. Reads at 70% load run 0.93–1.11 times the
 * full load's on a steady machine (fewer requests share each turn of the event loop).
 */
export const SPEED_TOLERANCE = 1.15;

export interface CpuSample {
  node: number;
  postgres: number;
}

export interface ScenarioResult {
  name: string;
  title: string;
  unit: 'req' | 'checkout';
  /** Operations per second at full load, one figure per round, and their median. */
  rounds: number[];
  perSecond: number;
  /** Latency at a fixed rate of options.latencyLoad × the capacity measured just before (measureLatency). */
  latency: LatencyResult | null;
  /** Failed operations over warm-up, rounds and the fixed-rate run. */
  errors: number;
  errorSamples: string[];
  /** The server's peak resident memory while this scenario ran, in MiB. */
  peakRssMb: number | null;
  /** CPU time per operation at full load (median of the rounds), in ms: the server process, and PostgreSQL. */
  cpuMsPerOp: { node: number | null; postgres: number | null };
  /** Set when the scenario could not run at all. */
  failure?: string;
}

/**
 * Warm-up, then the rounds interleaved (round 1 of every scenario, then round 2 …) so that a slow spell of
 * a shared machine hits all scenarios alike and the ratios between them stay fair; the median round
 * counts. Then, per scenario, the fixed-rate run for latency.
 */
export async function measureScenarios(scenarios: Scenario<any>[], server: ServerProcess, options: BenchOptions, cpu: () => CpuSample): Promise<ScenarioResult[]> {
  const results = new Map<string, ScenarioResult>(
    scenarios.map((s) => [
      s.name,
      { name: s.name, title: s.title, unit: s.unit, rounds: [], perSecond: NaN, latency: null, errors: 0, errorSamples: [], peakRssMb: null, cpuMsPerOp: { node: null, postgres: null } },
    ]),
  );
  const cpuPerOp = new Map<string, { node: number[]; postgres: number[] }>(scenarios.map((s) => [s.name, { node: [], postgres: [] }]));
  const urlOf = (s: Scenario<any>) => (s.target === 'app' ? server.url : server.benchUrl);
  const portOf = (s: Scenario<any>) => (s.target === 'app' ? server.port : server.benchPort);

  const tracked = async <T extends { errors: number; errorSamples: string[] }>(scenario: Scenario<any>, work: () => Promise<T>): Promise<T | null> => {
    const result = results.get(scenario.name)!;
    if (result.failure) return null;
    try {
      await scenario.prepare?.();
      server.resetPeak();
      const outcome = await work();
      const peakMb = server.memory().peakKb / 1024;
      result.peakRssMb = Math.max(result.peakRssMb ?? 0, peakMb);
      result.errors += outcome.errors;
      for (const sample of outcome.errorSamples) if (result.errorSamples.length < 5) result.errorSamples.push(sample);
      return outcome;
    } catch (error) {
      result.failure = (error as Error).message;
      log(`${scenario.name} failed: ${result.failure}`);
      return null;
    }
  };
  const describe = (run: MaxResult | null, scenario: Scenario<any>) =>
    run ? `${run.perSecond.toFixed(0)} ${scenario.unit}/s${run.errors ? `, ${run.errors} errors` : ''}` : 'failed';

  if (options.warmupSeconds > 0) {
    for (const scenario of scenarios) {
      const run = await tracked(scenario, () => runMax(scenario, urlOf(scenario), options.warmupSeconds, options.connections));
      log(`warm-up ${scenario.name}: ${describe(run, scenario)}`);
    }
  }
  for (let round = 1; round <= options.rounds; round++) {
    for (const scenario of scenarios) {
      let before: CpuSample = { node: NaN, postgres: NaN };
      const run = await tracked(scenario, async () => {
        before = cpu();
        return runMax(scenario, urlOf(scenario), options.roundSeconds, options.connections);
      });
      const after = cpu();
      if (run) {
        results.get(scenario.name)!.rounds.push(run.perSecond);
        const samples = cpuPerOp.get(scenario.name)!;
        if (run.operations > 0) {
          samples.node.push((after.node - before.node) / run.operations);
          samples.postgres.push((after.postgres - before.postgres) / run.operations);
        }
      }
      log(`round ${round}/${options.rounds} ${scenario.name}: ${describe(run, scenario)}`);
    }
  }
  for (const scenario of scenarios) {
    const result = results.get(scenario.name)!;
    result.perSecond = median(result.rounds);
    const samples = cpuPerOp.get(scenario.name)!;
    result.cpuMsPerOp = { node: finiteOrNull(median(samples.node)), postgres: finiteOrNull(median(samples.postgres)) };
    if (!(result.perSecond > 0) || scenario.throughputOnly) continue;
    result.latency = await measureLatency(scenario, options, cpu, tracked, urlOf(scenario), portOf(scenario));
  }
  return [...results.values()];
}

/**
 * The fixed-rate run at options.latencyLoad of what the server can do now. The rounds measure that, but
 * this machine's speed moves by up to 40% within a minute, and a latency run on a machine that has slowed
 * since runs nearer its capacity than asked (at 1,000 products, p95s of 60–310 ms at 1.17–1.36 times the
 * rounds' CPU per operation, 12–50 ms near 1). So one more round, just before, gives the capacity the run
 * is paced from (the table's max/s stays the rounds' median), and the run starts once the load has settled. A run the generator held back (LAG_RETRY_MS)
 * is tried again, and the attempt with less lag counts. Each run's CPU per operation over that round's
 * (LatencyResult.speedRatio) says whether the machine kept its speed; the report flags a change beyond
 * SPEED_TOLERANCE, but no run is chosen by it (for writes it also moves with the load: commits share
 * fewer WAL flushes at 70%).
 */
async function measureLatency(
  scenario: Scenario<any>,
  options: BenchOptions,
  cpu: () => CpuSample,
  tracked: <T extends { errors: number; errorSamples: string[] }>(scenario: Scenario<any>, work: () => Promise<T>) => Promise<T | null>,
  url: string,
  port: number,
): Promise<LatencyResult | null> {
  const before = cpu();
  const round = await tracked(scenario, () => runMax(scenario, url, options.roundSeconds, options.connections));
  const after = cpu();
  if (!round || !(round.operations > 0)) return null;
  const capacity = round.perSecond;
  const capacityCpu = (after.node - before.node + after.postgres - before.postgres) / round.operations; // NaN with an external database
  const rate = capacity * options.latencyLoad;
  // First a few seconds at the rate, not counted: the full-load round leaves V8 a heap of garbage it
  // collects soon after, in full (mark-compact) collections that held answers back 100–120 ms at 1,000
  // products; at a steady 70% they came every 5–10 s or less often.
  if (!(await tracked(scenario, () => runAtRate(scenario, port, rate, options.latencySettleSeconds)))) return null;
  let kept: LatencyResult | null = null;
  for (let attempt = 1; attempt <= options.latencyAttempts; attempt++) {
    const start = cpu();
    const run = await tracked(scenario, () => runAtRate(scenario, port, rate, options.latencySeconds));
    if (!run) break;
    const end = cpu();
    const cpuMsPerOp = run.operations > 0 ? (end.node - start.node + end.postgres - start.postgres) / run.operations : NaN;
    run.capacity = capacity;
    run.cpuMsPerOp = finiteOrNull(cpuMsPerOp) ?? undefined;
    run.speedRatio = finiteOrNull(cpuMsPerOp / capacityCpu) ?? undefined;
    const cpuNote = run.speedRatio === undefined ? '' : `; CPU ${cpuMsPerOp.toFixed(2)} ms/op, ${run.speedRatio.toFixed(2)}× its capacity round's`;
    log(
      `latency ${scenario.name} at ${rate.toFixed(0)} ${scenario.unit}/s (70% of ${capacity.toFixed(0)}): p50 ${run.p50.toFixed(1)} ms, p95 ${run.p95.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms (generator lag p95 ${run.dispatchLagP95.toFixed(1)} ms${cpuNote})${run.errors ? `, ${run.errors} errors` : ''}`,
    );
    if (!kept || run.dispatchLagP95 < kept.dispatchLagP95) kept = run;
    if (run.dispatchLagP95 <= LAG_RETRY_MS) break;
  }
  return kept;
}

function finiteOrNull(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}
