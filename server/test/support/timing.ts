/**
 * For the tests that show two paths cost the same (no account enumeration by timing). Each path's fastest
 * run is its own cost: on a busy machine noise only ever adds time, and it moved medians apart by chance.
 */
export function expectSameCost(times: number[], reference: number[], tolerance: { below: number; above: number }): void {
  const ratio = Math.min(...times) / Math.min(...reference);
  expect(ratio).toBeGreaterThan(tolerance.below);
  expect(ratio).toBeLessThan(tolerance.above);
}

/** Milliseconds `work` took. */
export async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
}
