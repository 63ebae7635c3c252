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
 * A latency run's CPU per operation (server and PostgreSQL) over its rounds': near 1, the machine ran the
 * server as fast as in the rounds; NaN when either is unknown (an external database).
 */
export function cpuOverRounds(latency: LatencyResult | null | undefined, rounds: ScenarioResult['cpuMsPerOp']): number {
  return (latency?.cpuMsPerOp ?? NaN) / ((rounds.node ?? NaN) + (rounds.postgres ?? NaN));
}

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
  /** Latency at a fixed rate of options.latencyLoad × perSecond. */
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
    const rate = result.perSecond * options.latencyLoad;
    // A generator the machine held back (other work on a shared box) inflates every latency it measures:
    // then the run is tried again, and the attempt with the smaller lag is kept.
    for (let attempt = 1; attempt <= options.latencyAttempts; attempt++) {
      let before = cpu();
      const run = await tracked(scenario, () => runAtRate(scenario, portOf(scenario), rate, options.latencySeconds, options.leadInSeconds, () => (before = cpu())));
      if (!run) break;
      const after = cpu();
      const cpuMsPerOp = run.operations > 0 ? (after.node - before.node + after.postgres - before.postgres) / run.operations : NaN;
      run.cpuMsPerOp = finiteOrNull(cpuMsPerOp) ?? undefined;
      const speed = cpuOverRounds(run, result.cpuMsPerOp);
      const cpuNote = Number.isFinite(speed) ? `; CPU ${cpuMsPerOp.toFixed(2)} ms/op, ${speed.toFixed(2)}× the rounds'` : '';
      log(
        `latency ${scenario.name} at ${rate.toFixed(0)} ${scenario.unit}/s: p50 ${run.p50.toFixed(1)} ms, p95 ${run.p95.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms (generator lag p95 ${run.dispatchLagP95.toFixed(1)} ms${cpuNote})${run.errors ? `, ${run.errors} errors` : ''}`,
      );
      if (!result.latency || run.dispatchLagP95 < result.latency.dispatchLagP95) result.latency = run;
      if (run.dispatchLagP95 <= LAG_RETRY_MS) break;
    }
  }
  return [...results.values()];
}

function finiteOrNull(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}
