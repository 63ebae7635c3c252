import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { DestinationStream } from 'pino';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { loadConfig, type AppConfig } from '../../src/config/config';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface TestApp {
  app: NestExpressApplication;
  /** http://127.0.0.1:<port> — the app really listens, so callbacks over HTTP work. */
  baseUrl: string;
  db: DataSource;
  config: AppConfig;
  http(): ReturnType<typeof request>;
  gql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphQLResponse<T>>;
  /** The same against the admin API (/admin-api), with a staff token. */
  adminGql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphQLResponse<T>>;
  close(): Promise<void>;
}

/** One signing key per test run, never written anywhere. */
export const TEST_JWT_SECRET = randomBytes(32).toString('base64url');

/**
 * Boots the production application (createApp) on its own fresh database (`connectThrough` may put a
 * relay such as support/database-proxy.ts between them). Keep one app alive at a time
 * per test file: passport keeps strategies in a process-wide registry, so the newest app's wins.
 */
export async function startTestApp(env: Record<string, string> = {}, options: { connectThrough?: (databaseUrl: string) => Promise<string>; logDestination?: DestinationStream } = {}): Promise<TestApp> {
  const database: TestDatabase = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', SERVE_CLIENT: 'false', JWT_SECRET: TEST_JWT_SECRET, SIGNUPS_PER_IP_PER_HOUR: '100000', ...env });
  const app = await createApp(config, options.connectThrough ? await options.connectThrough(database.url) : database.url, { logDestination: options.logDestination });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const server = app.getHttpServer();

  return {
    app,
    baseUrl,
    config,
    db: app.get<DataSource>(getDataSourceToken()),
    http: () => request(server),
    gql: (query, variables, token) => graphql(server, '/graphql', query, variables, token),
    adminGql: (query, variables, token) => graphql(server, '/admin-api', query, variables, token),
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

async function graphql(server: Parameters<typeof request>[0], path: string, query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphQLResponse<any>> {
  const req = request(server).post(path).set('Content-Type', 'application/json');
  if (token) req.set('Authorization', `Bearer ${token}`);
  const res = await req.send({ query, variables });
  return { status: res.status, data: res.body.data, errors: res.body.errors };
}
