// Adds up the test counts Jest and Playwright printed and prints the one-line CI summary.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const [logs, lint, typecheck, unit, e2e, bench] = process.argv.slice(2);
const read = (name) => (existsSync(path.join(logs, name)) ? readFileSync(path.join(logs, name), 'utf8') : '');
// eslint-disable-next-line no-control-regex -- removing ANSI colour codes
const strip = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

let passed = 0;
let failed = 0;
// Jest: "Tests:       3 failed, 120 passed, 123 total"
for (const line of strip(read('unit.log')).split('\n')) {
  const m = line.match(/Tests:\s+(.*)\btotal/);
  if (!m) continue;
  passed += Number(m[1].match(/(\d+) passed/)?.[1] ?? 0);
  failed += Number(m[1].match(/(\d+) failed/)?.[1] ?? 0);
}
// Playwright: "  42 passed (1.2m)" and "  2 failed"
const pw = strip(read('e2e.log'));
passed += Number(pw.match(/^\s*(\d+) passed/m)?.[1] ?? 0);
failed += Number(pw.match(/^\s*(\d+) failed/m)?.[1] ?? 0);
failed += Number(pw.match(/^\s*(\d+) flaky/m)?.[1] ?? 0);

const steps = { lint, typecheck, 'npm test': unit, 'browser tests': e2e, 'bench smoke': bench };
const broken = Object.entries(steps).filter(([, code]) => code !== '0').map(([name]) => name);
// A step that failed without a failing test (a crash, a lint error) still counts as a failure.
const stepFailures = broken.filter((name) => !((name === 'npm test' && failed > 0) || (name === 'browser tests' && failed > 0))).length;
failed += stepFailures;

// The names of the failing tests, just above the summary, so the tail of a CI log says what broke.
// Each with the first lines of its error, since only the tail of a CI log may reach whoever reads it.
const failedTests = new Map();
const collect = (lines, heading) => {
  lines.forEach((line, i) => {
    const m = line.match(heading);
    if (!m || failedTests.has(m[1].trim())) return;
    const after = lines.slice(i + 1, i + 40);
    const end = after.findIndex((l) => heading.test(l) || /^\s*(●|Tests:)/.test(l));
    const why = (end < 0 ? after : after.slice(0, end)).filter((l) => l.trim() && !/^\s*>?\s*\d+ \|/.test(l)).slice(0, 8);
    failedTests.set(m[1].trim(), why.map((l) => `    ${l.trim().slice(0, 200)}`));
  });
};
collect(strip(read('unit.log')).split('\n'), /●\s+(?!Console\b)(.+›.+)$/);
collect(pw.split('\n'), /^\s*\d+\)\s+(\[.+›.+)$/);
for (const [name, why] of failedTests) console.log([`failed: ${name}`, ...why].join('\n'));
if (broken.length) console.log(`failed steps: ${broken.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
