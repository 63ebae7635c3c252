/** One HTTP request of an operation, to the shop or to the in-process reference listener. */
export interface HttpCall {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Reply {
  status: number;
  body: string;
  /** Lower-cased names. */
  headers: Record<string, string | string[] | undefined>;
}

export interface Step<F> {
  request(flow: F): HttpCall;
  /** null when the answer is what a shopper should get, else what was wrong. */
  check(reply: Reply, flow: F): string | null;
}

/**
 * A load scenario: one operation (one request, or the checkout's three), built fresh for every
 * repetition so the load walks through many products, pages and customers.
 */
export interface Scenario<F = unknown> {
  name: string;
  title: string;
  target: 'app' | 'bench';
  /** Throughput only: no fixed-rate latency run (hello world outruns what the paced client can send). */
  throughputOnly?: boolean;
  /** What one operation is called in the table (a request, or a whole checkout). */
  unit: 'req' | 'checkout';
  newFlow(): F;
  steps: Step<F>[];
  /** Before every run: put the data back (carts), so each run starts from the same state. */
  prepare?(): Promise<void>;
}
