import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Scenario } from './scenario.js';
import { percentile } from '../stats.js';
import { send } from './http.js';

export interface LatencyResult {
  /** Operations started per second, as asked, and as achieved. */
  rate: number;
  achievedRate: number;
  operations: number;
  errors: number;
  errorSamples: string[];
  /** From the moment each operation was due to the end of its last answer, in ms. */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /**
   * How late the generator itself started operations (p95, ms). Latency counts from when an operation was
   * due, so a generator that the machine held back inflates it: above a few ms, read the latency with care.
   */
  dispatchLagP95: number;
  /**
   * CPU time per operation during the run, the server and PostgreSQL together (ms; set by
   * measureScenarios): near the rounds' figure, the machine ran as fast as in the rounds.
   */
  cpuMsPerOp?: number;
}

/** Connections a latency run opens before its first operation (see runAtRate). */
const OPENED_AHEAD = 64;

/**
 * Latency at a fixed arrival rate (open loop, as wrk2 does): operation i is due at start + i/rate and
 * starts then whatever earlier ones are doing, on a pool of keep-alive connections. Latency counts from
 * when it was due, so time spent waiting for a free connection (a server falling behind) shows up too.
 *
 * OPENED_AHEAD connections are open before the first operation is due, far more than a run keeps busy at
 * once: a busy Node server reaches a new connection's request late, since libuv accepts one connection per
 * turn of the event loop (libuv PR #3696; measured on this machine at 1,000 products: 20 requests on new
 * connections, sent together under load, were answered one after the other over 48–185 ms; on established
 * ones within 19–39 ms; a bare node:http server does the same), so a pool that started empty
 * turned the first seconds and every short stall into a burst of new connections. The pool may still grow
 * past them: held to 16, the generator itself became the queue whenever the server slowed (all_products,
 * half a megabyte an answer, measured a p50 of 1.7 s).
 *
 * autocannon's own overallRate/connectionRate are not used here: they let every connection fire its whole
 * per-second quota at once at the start of each second (a burst at full speed, then silence).
 *
 * The first `leadInSeconds` run at the same rate unrecorded, and the measured `seconds` follow without a
 * break; `onMeasured` is called as the first recorded operation is due. A latency run follows another
 * scenario's, and the server meets the switch of work first. At 1,000 products, after 10 s of
 * server-rendered pages, three of five GraphQL runs at 70% answered their first quarter to three quarters
 * of a second in up to 60–140 ms, against 5–12 ms afterwards; neither of two with V8's bytecode flushing
 * off (`--no-flush-bytecode`) did, so most likely the server was compiling again the code that the other
 * scenario had left idle. The lead-in lets the run measure the scenario's own steady state.
 */
export async function runAtRate(
  scenario: Scenario<any>,
  port: number,
  rate: number,
  seconds: number,
  leadInSeconds = 0,
  onMeasured: () => void = () => undefined,
): Promise<LatencyResult> {
  // fifo: the open connections take turns, so none idles into the server's keep-alive timeout and closes.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, scheduling: 'fifo' });
  // Any answer leaves its connection open (the bench listener answers /health with a 404).
  await Promise.all(Array.from({ length: OPENED_AHEAD }, () => send(agent, port, { method: 'GET', path: '/health', headers: {} })));
  const unrecorded = Math.floor(rate * leadInSeconds);
  const total = unrecorded + Math.max(1, Math.floor(rate * seconds));
  const interval = 1000 / rate;
  const latencies: number[] = [];
  const lags: number[] = [];
  const errorSamples: string[] = [];
  let errors = 0;
  const inFlight = new Set<Promise<void>>();

  const operation = async (due: number, recorded: boolean) => {
    const flow = scenario.newFlow();
    for (const [index, step] of scenario.steps.entries()) {
      let problem: string | null;
      try {
        problem = step.check(await send(agent, port, step.request(flow)), flow);
      } catch (error) {
        problem = (error as Error).message;
      }
      if (problem) {
        errors += 1; // in the lead-in too: a wrong answer is wrong whenever it comes
        if (errorSamples.length < 5) errorSamples.push(`${scenario.name} step ${index + 1}: ${problem}`);
        return;
      }
    }
    if (recorded) latencies.push(performance.now() - due);
  };

  const start = performance.now();
  const measuredFrom = start + unrecorded * interval;
  let started = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (started < total && start + started * interval <= now) {
        const due = start + started * interval;
        const recorded = started >= unrecorded;
        if (started === unrecorded) onMeasured();
        if (recorded) lags.push(now - due);
        const running = operation(due, recorded).finally(() => inFlight.delete(running));
        inFlight.add(running);
        started += 1;
      }
      if (started >= total) resolve();
      else setTimeout(tick, Math.max(0, start + started * interval - performance.now()));
    };
    tick();
  });
  const dispatchSeconds = (performance.now() - measuredFrom) / 1000;
  await Promise.race([Promise.allSettled([...inFlight]), new Promise((resolve) => setTimeout(resolve, 15_000))]);
  errors += inFlight.size; // still unanswered 15 s after the last start
  agent.destroy();

  latencies.sort((a, b) => a - b);
  lags.sort((a, b) => a - b);
  return {
    rate,
    achievedRate: (started - unrecorded) / Math.max(dispatchSeconds, seconds),
    operations: latencies.length,
    errors,
    errorSamples,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? NaN,
    dispatchLagP95: percentile(lags, 95),
  };
}
