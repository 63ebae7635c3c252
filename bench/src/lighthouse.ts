import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, type ClientPage } from './client-weight.js';
import { log } from './log.js';

/** The figures of one Lighthouse run. */
export interface LighthouseRun {
  /** 0 to 100. */
  performance: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  reportFile: string | null;
  error?: string;
}

/** A page's figures: those of its median run, with every run beside them. */
export interface LighthouseResult extends LighthouseRun {
  page: string;
  path: string;
  /** What Lighthouse says would help most (opportunities with estimated savings), in the median run. */
  opportunities: string[];
  /** Every run of the page, in order (a run that failed to record its trace included). */
  runs: LighthouseRun[];
}

/**
 * How the median run is chosen: Lighthouse's own `computeMedianRun` (what PageSpeed Insights and
 * Lighthouse CI use) keeps the run nearest the median first contentful paint and time to interactive —
 * the page's first and last moments — rather than the median score, which swings at either end.
 */
export const MEDIAN_METHOD = "by Lighthouse's computeMedianRun, the run nearest the median FCP and TTI";

interface Attempt {
  result: LighthouseResult;
  lhr: Result | null;
}

/**
 * Lighthouse's default (mobile) profile — a Moto G Power-sized screen, 4× CPU slowdown and simulated slow
 * 4G — performance category only, with Debian's chromium started by chrome-launcher; `runs` runs a page.
 */
export async function runLighthouse(baseUrl: string, pages: ClientPage[], reportDir: string, runs: number): Promise<LighthouseResult[]> {
  await fs.mkdir(reportDir, { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS], logLevel: 'silent' });
  try {
    const results: LighthouseResult[] = [];
    for (const page of pages) {
      // Lighthouse now and then fails to record a trace (NO_NAVSTART): one failed run is tried again.
      const attempts: Attempt[] = [];
      for (let run = 1; attempts.filter((a) => a.lhr).length < runs && run <= runs + 1; run++) {
        attempts.push(await runOne(chrome.port, baseUrl, page, reportDir, runs > 1 ? `-${run}` : ''));
      }
      const chosen = medianRun(attempts);
      results.push({ ...chosen, runs: attempts.map((a) => figures(a.result)) });
      if (runs > 1) log(`lighthouse ${page.name}: median of ${attempts.filter((a) => a.lhr).length} runs is performance ${chosen.performance}`);
    }
    return results;
  } finally {
    chrome.kill();
  }
}

function medianRun(attempts: Attempt[]): LighthouseResult {
  const valid = filterToValidRuns(attempts.flatMap((a) => (a.lhr ? [a.lhr] : [])));
  if (valid.length === 0) return (attempts.find((a) => a.lhr) ?? attempts[attempts.length - 1]).result;
  const median = computeMedianRun(valid);
  return attempts.find((a) => a.lhr === median)!.result;
}

function figures({ performance, lcpMs, cls, tbtMs, fcpMs, speedIndexMs, reportFile, error }: LighthouseRun): LighthouseRun {
  return { performance, lcpMs, cls, tbtMs, fcpMs, speedIndexMs, reportFile, ...(error ? { error } : {}) };
}

async function runOne(port: number, baseUrl: string, page: ClientPage, reportDir: string, suffix: string): Promise<Attempt> {
  const empty: LighthouseResult = { page: page.name, path: page.path, performance: null, lcpMs: null, cls: null, tbtMs: null, fcpMs: null, speedIndexMs: null, opportunities: [], reportFile: null, runs: [] };
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
    log(`lighthouse ${page.name}${suffix}: performance ${out.performance}, LCP ${Math.round(out.lcpMs ?? NaN)} ms, CLS ${out.cls?.toFixed(3)}, TBT ${Math.round(out.tbtMs ?? NaN)} ms`);
    return { result: out, lhr };
  } catch (error) {
    const message = (error as Error).message.split('\n')[0];
    log(`lighthouse ${page.name}${suffix} failed: ${message}`);
    return { result: { ...empty, error: message }, lhr: null };
  }
}
