import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import { bodyParserErrors, bodyParsers } from './common/http/body-parsing';
import { rejectHostileInput } from './common/http/hostile-input';
import type { AppConfig } from './config/config';
import { adminAppHandlers } from './web/admin-app';
import { GraphQLSchemas } from './graphql/schema-file';
import { clientAppHandlers } from './web/client-app';

/**
 * Builds and initialises the whole application — API, REST shims, images, storefront — without listening.
 * main.ts and the tests boot exactly this, so tests exercise what production runs.
 */
export async function createApp(config: AppConfig, databaseUrl: string, options: { logDestination?: DestinationStream } = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl, options.logDestination), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          // Uploaded photos may come from a bucket's or CDN's own address (S3_PUBLIC_URL).
          'img-src': ["'self'", 'data:', 'blob:', ...(config.images.s3?.publicUrl ? [new URL(config.images.s3.publicUrl).origin] : [])],
          'style-src': ["'self'", "'unsafe-inline'"],
          'font-src': ["'self'", 'data:'],
          'worker-src': ["'self'", 'blob:'],
          'connect-src': ["'self'"],
          'form-action': ["'self'"],
          'upgrade-insecure-requests': config.env === 'production' ? [] : null,
        },
      },
      strictTransportSecurity: config.env === 'production',
      // The hosted payment page and our callbacks send shoppers between origins; keep the referrer origin only.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );
  // No proxy is required in front of the shop, so it compresses what it sends (storefront code, SVG
  // pictures, API answers) for clients that accept it; small answers go out as they are.
  app.use(compression());
  app.enableCors({
    origin: (origin, callback) => callback(null, origin !== undefined && config.corsOrigins.includes(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', 'X-Request-Id', 'Apollo-Require-Preflight'],
    exposedHeaders: ['X-Request-Id'],
    maxAge: 600,
  });
  app.use(...bodyParsers, bodyParserErrors, rejectHostileInput);

  if (config.serveClient) {
    // The back office first: /admin is never the storefront's, whether or not admin/dist is built.
    const admin = adminAppHandlers(config.adminDistDir);
    if (admin) app.use(admin);
    const handlers = await clientAppHandlers(config.clientDistDir, {
      graphiql: config.graphql.introspection,
      publicUrl: config.publicUrl,
      shopSchema: () => app.get(GraphQLSchemas).get('shop'),
    });
    if (handlers) app.use(...handlers);
  }
  // Middleware above is registered before init so it runs ahead of the routes init adds.
  await app.init();
  return app;
}
