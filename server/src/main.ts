import 'reflect-metadata';
import pino from 'pino';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/config';
import { nodeVersionProblem } from './config/node-version';
import { withDevelopmentSecrets } from './config/dev-secrets';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './database/embedded-postgres';
import { prepareDatabase } from './database/prepare-database';
import { GraphQLSchemas, writeSchemaFile } from './graphql/schema-file';
import { startBenchRoutes } from './dev/bench/bench-routes';

/**
 * Starts Kapor: configuration, then PostgreSQL (DATABASE_URL, or the embedded one), migrations and seed,
 * then the HTTP server. SIGINT/SIGTERM close in order: stop accepting, drain, close the pool, stop the database.
 */
async function main(): Promise<void> {
  const nodeProblem = nodeVersionProblem();
  if (nodeProblem) {
    process.stderr.write(`${nodeProblem}\n`);
    process.exit(78); // EX_CONFIG, as for a bad environment variable
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  config = await withDevelopmentSecrets(config);
  const log = pino({ level: config.logLevel, base: { context: 'Bootstrap' } });

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, { log: (m) => log.info(m), warn: (m) => log.warn(m) });
    databaseUrl = embedded.url;
  }

  try {
    await prepareDatabase(databaseUrl, { demoAccounts: config.auth.seedDemoAccounts, log: (m) => log.info(m) });
    const app = await createApp(config, databaseUrl);
    if (config.env === 'development') {
      const schemas = app.get(GraphQLSchemas);
      for (const api of ['shop', 'admin'] as const) {
        if (await writeSchemaFile(api, schemas.get(api))) log.info(`${api === 'shop' ? 'schema.graphql' : 'admin-schema.graphql'} was out of date and has been rewritten; run npm run codegen`);
      }
    }
    await app.listen(config.port, config.host);
    const benchRoutes = await startBenchRoutes(app, config.bench, (m) => log.warn(m)); // BENCH_ROUTES=1 only

    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    const url = config.publicUrl ?? `http://${shownHost}:${config.port}`;
    log.info({ url, node: process.version }, `Kapor is open at ${url} (GraphQL ${url}/graphql, GraphiQL ${url}/graphiql)`);

    let closing = false;
    const shutdown = async (signal: NodeJS.Signals) => {
      if (closing) return;
      closing = true;
      log.info(`${signal} received, shutting down`);
      const force = setTimeout(() => process.exit(1), 15_000).unref();
      try {
        await benchRoutes?.close();
        await app.close();
        await embedded?.stop();
      } finally {
        clearTimeout(force);
        process.exit(0);
      }
    };
    process.on('SIGINT', (s) => void shutdown(s));
    process.on('SIGTERM', (s) => void shutdown(s));
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Kapor failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
