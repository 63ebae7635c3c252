import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, type ClientPage } from './client-weight.js';
import { log } from './log.js';

export interface LighthouseResult {
  page: string;
  path: string;
  /** 0 to 100. */
  performance: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  /** What Lighthouse says would help most (opportunities with estimated savings). */
  opportunities: string[];
  reportFile: string | null;
  /** Every run's score when the page ran more than once (the figures above are the median run's). */
  runs?: (number | null)[];
  error?: string;
}

/**
 * Lighthouse's default (mobile) profile — a Moto G Power-sized screen, 4× CPU slowdown and simulated slow
 * 4G — performance category only, with Debian's chromium started by chrome-launcher.
 */
export async function runLighthouse(baseUrl: string, pages: ClientPage[], reportDir: string, runs: number): Promise<LighthouseResult[]> {
  await fs.mkdir(reportDir, { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS], logLevel: 'silent' });
  try {
    const results: LighthouseResult[] = [];
    for (const page of pages) {
      // Lighthouse now and then fails to record a trace (NO_NAVSTART): one failed run is tried again.
      const attempts: LighthouseResult[] = [];
      for (let run = 1; attempts.filter((a) => !a.error).length < runs && run <= runs + 1; run++) {
        attempts.push(await runOne(chrome.port, baseUrl, page, reportDir, runs > 1 ? `-${run}` : ''));
      }
      results.push(medianRun(attempts));
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse scores wander from run to run: keep the run with the median score. */
function medianRun(attempts: LighthouseResult[]): LighthouseResult {
  const scored = attempts.filter((a) => a.performance !== null).sort((a, b) => a.performance! - b.performance!);
  if (scored.length === 0) return attempts[attempts.length - 1];
  const chosen = scored[Math.floor((scored.length - 1) / 2)];
  return attempts.length > 1 ? { ...chosen, runs: attempts.map((a) => a.performance) } : chosen;
}

async function runOne(port: number, baseUrl: string, page: ClientPage, reportDir: string, suffix: string): Promise<LighthouseResult> {
  const empty = { page: page.name, path: page.path, performance: null, lcpMs: null, cls: null, tbtMs: null, fcpMs: null, speedIndexMs: null, opportunities: [], reportFile: null };
  try {
    const result = await lighthouse(`${baseUrl}${page.path}`, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error('Lighthouse returned nothing');
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const opportunities = Object.values(lhr.audits)
      .filter((audit) => audit.details?.type === 'opportunity' && (audit.score ?? 1) < 0.9)
      .map((audit) => ({ title: audit.title, ms: (audit.details as { overallSavingsMs?: number }).overallSavingsMs ?? 0, value: audit.displayValue ?? '' }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 4)
      .map((o) => `${o.title}${o.value ? ` (${o.value})` : ''}`);
    const reportFile = path.join(reportDir, `${page.name}${suffix}.json`);
    await fs.writeFile(reportFile, JSON.stringify(lhr));
    const score = lhr.categories.performance?.score;
    const out: LighthouseResult = {
      ...empty,
      performance: score === null || score === undefined ? null : Math.round(score * 100),
      lcpMs: numeric('largest-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      tbtMs: numeric('total-blocking-time'),
      fcpMs: numeric('first-contentful-paint'),
      speedIndexMs: numeric('speed-index'),
      opportunities,
      reportFile,
    };
    log(`lighthouse ${page.name}: performance ${out.performance}, LCP ${Math.round(out.lcpMs ?? NaN)} ms, CLS ${out.cls?.toFixed(3)}, TBT ${Math.round(out.tbtMs ?? NaN)} ms`);
    return out;
  } catch (error) {
    const message = (error as Error).message.split('\n')[0];
    log(`lighthouse ${page.name} failed: ${message}`);
    return { ...empty, error: message };
  }
}
