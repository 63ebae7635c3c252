import { chromium, type Browser } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { log } from './log.js';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Flags that work as root on a closed network (see STACK.md). */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface ClientPage {
  name: 'home' | 'category' | 'product' | 'cart';
  path: string;
  /** Log a customer in (localStorage 'auth-token') before the page loads. */
  token?: string;
}

export interface PageWeight {
  page: string;
  path: string;
  scripts: number;
  /** Bytes of JavaScript as served, and gzipped (zlib level 6, what a compressing server or CDN sends). */
  rawBytes: number;
  gzipBytes: number;
  /** What the server actually put on the wire for those scripts (it may not compress). */
  transferEncoding: string;
  files: { url: string; rawBytes: number; gzipBytes: number }[];
  /** Scripts of the back office this storefront page loaded: served under /admin/, or calling its API. Must be none. */
  adminScripts: string[];
  consoleErrors: number;
  /** The page showed some text (a rough "it rendered"). */
  rendered: boolean;
  error?: string;
}

/**
 * JavaScript a first visit loads: each page in a fresh browser context (empty cache), every script
 * response summed — the entry, its preloads and the route's lazy chunks — once the network is idle.
 */
export async function measureClientWeight(baseUrl: string, pages: ClientPage[]): Promise<PageWeight[]> {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
  try {
    const results: PageWeight[] = [];
    for (const page of pages) results.push(await measurePage(browser, baseUrl, page));
    return results;
  } finally {
    await browser.close();
  }
}

/** The back office's code: its own build under /admin/, or anything that talks to its API. */
function isAdminCode(url: string, body: Buffer): boolean {
  return new URL(url).pathname.startsWith('/admin/') || body.includes('/admin-api');
}

async function measurePage(browser: Browser, baseUrl: string, target: ClientPage): Promise<PageWeight> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  if (target.token) await context.addInitScript((token: string) => window.localStorage.setItem('auth-token', token), target.token);
  const page = await context.newPage();
  const bodies: Promise<{ url: string; body: Buffer; encoding: string } | null>[] = [];
  let consoleErrors = 0;
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors += 1;
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response.body().then(
        async (body) => ({ url: response.url(), body, encoding: (await response.allHeaders())['content-encoding'] ?? 'identity' }),
        () => null,
      ),
    );
  });
  let error: string | undefined;
  let rendered = false;
  try {
    await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'networkidle', timeout: 30_000 });
    rendered = (await page.evaluate(() => document.body.innerText.trim().length)) > 0;
  } catch (caught) {
    error = (caught as Error).message.split('\n')[0];
  }
  const files = (await Promise.all(bodies)).filter((file) => file !== null);
  await context.close();
  const encodings = [...new Set(files.map((f) => f.encoding))];
  const result: PageWeight = {
    page: target.name,
    path: target.path,
    scripts: files.length,
    rawBytes: files.reduce((sum, f) => sum + f.body.length, 0),
    gzipBytes: files.reduce((sum, f) => sum + gzipSync(f.body).length, 0),
    transferEncoding: encodings.join(', ') || 'none',
    files: files.map((f) => ({ url: new URL(f.url).pathname, rawBytes: f.body.length, gzipBytes: gzipSync(f.body).length })).sort((a, b) => b.gzipBytes - a.gzipBytes),
    adminScripts: files.filter((f) => isAdminCode(f.url, f.body)).map((f) => new URL(f.url).pathname),
    consoleErrors,
    rendered,
    error,
  };
  log(`client ${target.name} (${target.path}): ${result.scripts} scripts, ${(result.gzipBytes / 1000).toFixed(1)} kB gzipped${result.adminScripts.length > 0 ? `, back-office code: ${result.adminScripts.join(' ')}` : ''}${error ? `, ${error}` : ''}`);
  return result;
}
