const started = Date.now();

/** Progress lines on stderr, so stdout carries only the final table. */
export function log(message: string): void {
  const seconds = ((Date.now() - started) / 1000).toFixed(1).padStart(6);
  process.stderr.write(`[bench ${seconds}s] ${message}\n`);
}

export function elapsedSeconds(): number {
  return (Date.now() - started) / 1000;
}
