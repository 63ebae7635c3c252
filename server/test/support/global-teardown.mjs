import { rm } from 'node:fs/promises';

export default async function globalTeardown() {
  const state = globalThis.__KAPOR_TEST_PG__;
  if (!state) return;
  await state.pg.stop();
  await rm(state.dir, { recursive: true, force: true });
}
