import { expect, type APIRequestContext, type Page } from '@playwright/test';
import path from 'node:path';

/** Where the browser tests save their screenshots (under test-results, never committed). */
export const SCREENSHOTS = path.resolve(__dirname, '..', 'test-results', 'screenshots');

/**
 * Console errors and uncaught exceptions of the page, to assert there were none; each names where it
 * came from. `ignore` passes over a console error a test expects.
 */
export function collectErrors(page: Page, ignore?: (text: string, url: string) => boolean): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url ?? '';
    if (ignore?.(message.text(), url)) return;
    errors.push(`${message.text()} ${url}`.trim());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** A GraphQL request straight to the server (as the customer whose token is given); it must succeed without errors. */
export async function graphql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables }, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(response.ok()).toBe(true);
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data as T;
}
