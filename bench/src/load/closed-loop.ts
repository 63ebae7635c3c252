import autocannon from 'autocannon';
import type { Scenario } from './scenario.js';

export interface MaxResult {
  seconds: number;
  /** Completed operations that passed their checks (requests, or whole checkouts). */
  operations: number;
  perSecond: number;
  requests: number;
  errors: number;
  errorSamples: string[];
}

interface FlowContext {
  flow?: unknown;
  failed?: boolean;
}

/**
 * The most the server does: autocannon keeps `connections` connections busy (closed loop, no pacing) for
 * `seconds`. Every answer is checked; an operation counts only when all its steps passed.
 */
export async function runMax(scenario: Scenario<any>, baseUrl: string, seconds: number, connections: number): Promise<MaxResult> {
  let operations = 0;
  let failures = 0;
  const errorSamples: string[] = [];
  const fail = (message: string) => {
    failures += 1;
    if (errorSamples.length < 5) errorSamples.push(message);
  };
  const last = scenario.steps.length - 1;
  const requests: autocannon.Request[] = scenario.steps.map((step, index) => ({
    setupRequest: (request: autocannon.Request, context: object) => {
      const state = context as FlowContext;
      if (index === 0) {
        state.flow = scenario.newFlow();
        state.failed = false;
      } else if (state.failed) {
        return null as unknown as autocannon.Request; // back to the first step: a new operation
      }
      const call = step.request(state.flow);
      return { ...request, method: call.method, path: call.path, headers: { ...call.headers }, body: call.body };
    },
    onResponse: (status: number, body: string, context: object, headers: autocannon.Request['headers']) => {
      const state = context as FlowContext;
      const lower: Record<string, string | string[] | undefined> = {};
      for (const [name, value] of Object.entries(headers ?? {})) lower[name.toLowerCase()] = value;
      const problem = step.check({ status, body, headers: lower }, state.flow);
      if (problem) {
        state.failed = true;
        fail(`${scenario.name} step ${index + 1}: ${problem}`);
      } else if (index === last) {
        operations += 1;
      }
    },
  }));

  const result = await autocannon({ url: baseUrl, connections, duration: seconds, timeout: 10, requests });
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    if (Number(code) >= 500 && errorSamples.length < 5) errorSamples.push(`${count} answers with status ${code}`);
  }
  const errors = failures + result.errors;
  if (result.errors > 0 && errorSamples.length < 5) errorSamples.push(`${result.errors} connection errors or timeouts`);
  return { seconds: result.duration, operations, perSecond: operations / result.duration, requests: result.requests.total, errors, errorSamples };
}
