import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { REPO_ROOT } from './paths';

describe('loadConfig', () => {
  it('runs with no environment at all, on sensible defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: 'development', port: 4000, databaseUrl: undefined, serveClient: true });
    expect(config.graphql.introspection).toBe(true);
    expect(config.corsOrigins).toContain('http://localhost:3000');
  });

  it('lists every problem at once', () => {
    expect(() => loadConfig({ PORT: 'abc', NODE_ENV: 'staging', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', NODE_ENV: 'staging', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT must be an integer');
      expect(message).toContain('NODE_ENV must be one of');
      expect(message).toContain('DATABASE_URL must be a postgres: or postgresql: URL');
    }
  });

  it('is strict in production: a real database, its public address, no introspection by default', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DATABASE_URL is required[\s\S]*PUBLIC_URL is required[\s\S]*JWT_SECRET is required[\s\S]*PAYMENT_GATEWAY is required/);
    expect(() => loadConfig({ JWT_SECRET: 'too-short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
    const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db/kapor', PUBLIC_URL: 'https://shop.example', JWT_SECRET: 'x'.repeat(40), PAYMENT_GATEWAY: 'sandbox' });
    expect(config.auth.seedDemoAccounts).toBe(false);
    expect(config.graphql.introspection).toBe(false);
    expect(config.corsOrigins).toEqual([]);
  });

  it('pays through the sandbox unless told otherwise, and needs store credentials for SSLCommerz', () => {
    expect(loadConfig({}).payments).toMatchObject({ gateway: 'sandbox', sandboxIpn: true });
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'sslcommerz' })).toThrow(/PAYMENT_GATEWAY=sslcommerz needs SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD/);
    const live = loadConfig({ PAYMENT_GATEWAY: 'sslcommerz', SSLCOMMERZ_STORE_ID: 'store', SSLCOMMERZ_STORE_PASSWORD: 'secret', SSLCOMMERZ_LIVE: 'true' });
    expect(live.payments).toMatchObject({ gateway: 'sslcommerz', sslcommerzStoreId: 'store', sslcommerzStorePassword: 'secret', sslcommerzLive: true });
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'paypal' })).toThrow(/PAYMENT_GATEWAY must be one of/);
  });

  it('expires unpaid orders after 30 minutes unless configured', () => {
    expect(loadConfig({}).orders.paymentWindowMinutes).toBe(30);
    expect(loadConfig({ ORDER_PAYMENT_WINDOW_MINUTES: '45' }).orders.paymentWindowMinutes).toBe(45);
  });

  it('finds the built storefront in client/dist unless CLIENT_DIST_DIR names another build', () => {
    expect(loadConfig({}).clientDistDir).toBe(path.join(REPO_ROOT, 'client', 'dist'));
    expect(loadConfig({ CLIENT_DIST_DIR: 'e2e/.build/client' }).clientDistDir).toBe(path.resolve('e2e/.build/client'));
  });

  it('keeps uploaded photos under DATA_DIR unless told to use an S3 bucket, which needs its name', () => {
    expect(loadConfig({ DATA_DIR: '/srv/kapor' }).images).toEqual({ storage: 'local', maxUploadBytes: 10 * 1024 * 1024, localDir: path.join('/srv/kapor', 'uploads') });
    const s3 = loadConfig({ IMAGE_STORAGE: 's3', S3_BUCKET: 'photos', S3_ENDPOINT: 'https://s3.example', S3_FORCE_PATH_STYLE: 'true', S3_PUBLIC_URL: 'https://cdn.example/photos/' });
    expect(s3.images.s3).toEqual({ bucket: 'photos', region: 'us-east-1', endpoint: 'https://s3.example', forcePathStyle: true, accessKeyId: undefined, secretAccessKey: undefined, publicUrl: 'https://cdn.example/photos' });
    expect(() => loadConfig({ IMAGE_STORAGE: 's3', S3_ACCESS_KEY_ID: 'key', IMAGE_MAX_UPLOAD_BYTES: '10' })).toThrow(
      /IMAGE_MAX_UPLOAD_BYTES must be an integer[\s\S]*IMAGE_STORAGE=s3 needs S3_BUCKET[\s\S]*S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ IMAGE_STORAGE: 'ftp' })).toThrow(/IMAGE_STORAGE must be one of local, s3/);
  });

  it('finds the built back office in admin/dist unless ADMIN_DIST_DIR names another build', () => {
    expect(loadConfig({}).adminDistDir).toBe(path.join(REPO_ROOT, 'admin', 'dist'));
    expect(loadConfig({ ADMIN_DIST_DIR: 'e2e/.build/admin' }).adminDistDir).toBe(path.resolve('e2e/.build/admin'));
  });

  it('keeps the benchmark routes off unless BENCH_ROUTES is set, on the port after PORT by default', () => {
    expect(loadConfig({}).bench).toEqual({ routes: false, port: 4001 });
    expect(loadConfig({ BENCH_ROUTES: '1', PORT: '4100' }).bench).toEqual({ routes: true, port: 4101 });
    expect(loadConfig({ BENCH_ROUTES: 'yes', PORT: '0' }).bench).toEqual({ routes: true, port: 0 });
    expect(loadConfig({ BENCH_ROUTES: 'on', BENCH_PORT: '5001' }).bench).toEqual({ routes: true, port: 5001 });
    expect(() => loadConfig({ BENCH_ROUTES: 'maybe', BENCH_PORT: 'http' })).toThrow(/BENCH_ROUTES must be true or false[\s\S]*BENCH_PORT must be an integer from 0 to 65535/);
  });

  it('reads lists, booleans and the proxy setting', () => {
    const config = loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example', GRAPHQL_INTROSPECTION: 'off', TRUST_PROXY: '1', PUBLIC_URL: 'https://shop.example/' });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.graphql.introspection).toBe(false);
    expect(config.trustProxy).toBe(1);
    expect(config.publicUrl).toBe('https://shop.example');
  });
});
