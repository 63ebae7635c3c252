import path from 'node:path';
import { REPO_ROOT } from './paths';

export type AppEnvironment = 'development' | 'production' | 'test';

export interface AppConfig {
  env: AppEnvironment;
  host: string;
  port: number;
  /** Set: use this PostgreSQL. Unset: start the embedded one in dataDir. */
  databaseUrl?: string;
  databasePoolSize: number;
  /** Where the embedded database and generated development secrets live. */
  dataDir: string;
  /** The shop's public address, for absolute URLs (images, payment callbacks). Required in production; unset: a loopback request's own address. */
  publicUrl?: string;
  /** Browser origins allowed to call the API with credentials (the original storefront runs elsewhere). */
  corsOrigins: string[];
  logLevel: string;
  graphql: {
    /** Introspection and GraphiQL; off in production unless asked for. */
    introspection: boolean;
    maxDepth: number;
    maxAliases: number;
    maxCost: number;
  };
  /** Serve the built storefront and back office (off when another server hosts them). */
  serveClient: boolean;
  /** The built storefront the server serves; another build (browser tests, benchmarks) may sit elsewhere. */
  clientDistDir: string;
  /** The built back office, served at /admin. */
  adminDistDir: string;
  /** The benchmarks' reference routes (server/src/dev/bench/bench-routes.ts): never on in a real deployment. */
  bench: {
    routes: boolean;
    /** Their loopback listener's port; by default the one after PORT (0, any free port, when PORT is 0). */
    port: number;
  };
  shop: {
    /**
     * The first values of the shop's settings, written when a database has none (shop-settings/): after
     * that the owner edits them in the back office and these are not read again.
     * Store-wide automatic promotion, percent off the subtotal (0 turns it off); a valid code replaces it.
     */
    automaticPromotionPercent: number;
    /** Subtotal (before discounts) from which shipping is free, and the flat fee below it (first values, as above). */
    freeShippingThresholdCents: number;
    shippingFeeCents: number;
    /** The most units of one variant in a cart. */
    maxLineQuantity: number;
  };
  orders: {
    /** Unpaid orders expire (and release their stock) after this long. */
    paymentWindowMinutes: number;
    /** How often pending orders are re-checked with the gateway and expired ones released; 0 turns it off. */
    maintenanceIntervalSeconds: number;
    /** Pending orders younger than this are left to the browser and the IPN before reconciliation asks. */
    reconcileAfterSeconds: number;
    /** Where shoppers land after paying when the order did not come from an allowed origin. */
    storefrontUrl?: string;
    /** The shop's time zone, for "delivery date not in the past". */
    timeZone: string;
  };
  inventory: {
    /** A variant with this many units available or fewer is low on stock, unless it sets its own threshold. */
    lowStockThreshold: number;
  };
  mail: {
    /** smtp:// or smtps:// URL of the SMTP server; unset: mail goes to the outbox in PostgreSQL. */
    smtpUrl?: string;
    /** The From header. */
    from: string;
    /** Attempts after the first before a mail is given up (with back-off from retryDelaySeconds). */
    retryLimit: number;
    retryDelaySeconds: number;
  };
  jobs: {
    /** Whether this instance works jobs (and fires schedules); an instance that only serves requests may turn it off. */
    workers: boolean;
    /** How often an idle worker asks for new jobs. */
    pollingIntervalSeconds: number;
  };
  payments: {
    gateway: 'sandbox' | 'sslcommerz';
    sslcommerzStoreId?: string;
    sslcommerzStorePassword?: string;
    sslcommerzLive: boolean;
    /** The sandbox sends IPNs like the real gateway; tests can turn that off to play a lost notification. */
    sandboxIpn: boolean;
    /** IPN requests accepted per client address per minute (the endpoint is anonymous). */
    ipnPerMinutePerIp: number;
    /** A payment held for review that nobody accepts or refuses within this many hours is refunded. */
    reviewHours: number;
  };
  auth: {
    /** HS256 key. Unset outside production: generated once into dataDir (see dev-secrets.ts). */
    jwtSecret?: string;
    jwtTtlSeconds: number;
    jwtIssuer: string;
    jwtAudience: string;
    /** Staff sessions (the back office): their own token audience and a shorter lifetime. */
    staffJwtAudience: string;
    staffTokenTtlSeconds: number;
    /** Failed logins allowed per account from one address, and per address, within loginWindowSeconds. */
    loginMaxFailuresPerAccountAndIp: number;
    loginMaxFailuresPerIp: number;
    loginWindowSeconds: number;
    /** The ceiling per account for addresses it has not logged in from, within loginAccountWindowSeconds. */
    loginMaxFailuresPerAccount: number;
    loginAccountWindowSeconds: number;
    signupsPerIpPerHour: number;
    /** Password reset requests per client address per hour. */
    passwordResetsPerIpPerHour: number;
    /** Requests that mail one e-mail address (sign-up, password reset, e-mail change, newsletter), per kind and hour. */
    mailRequestsPerAddressPerHour: number;
    /** Seed the documented demo customer and staff logins (never in production unless asked). */
    seedDemoAccounts: boolean;
  };
  /** Express "trust proxy": set when behind a load balancer so client IPs and https are seen right. */
  trustProxy: boolean | number | string;
  /** Product photos uploaded in the back office: where their processed files are kept (media/image-storage.ts). */
  images: {
    storage: 'local' | 's3';
    /** The largest upload accepted, in bytes. */
    maxUploadBytes: number;
    /** Local storage: DATA_DIR/uploads, served by the shop at /images/uploads. */
    localDir: string;
    s3?: S3Config;
  };
}

/** An S3-compatible bucket (AWS, MinIO, R2…). Without credentials the SDK's own chain applies (e.g. an instance role). */
export interface S3Config {
  bucket: string;
  region: string;
  /** Unset: AWS itself. */
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where browsers fetch the bucket's files (a CDN or the bucket's public address); unset: through the shop. */
  publicUrl?: string;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/** Reads and validates the environment once, failing fast with every problem listed. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const read = new EnvReader(env, problems);

  const appEnv = read.oneOf('NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const production = appEnv === 'production';
  const port = read.int('PORT', 4000, 0, 65535);
  const dataDir = path.resolve(read.string('DATA_DIR', path.join(REPO_ROOT, '.data')));
  const config: AppConfig = {
    env: appEnv,
    host: read.string('HOST', '0.0.0.0'),
    port,
    databaseUrl: read.optionalUrl('DATABASE_URL', ['postgres:', 'postgresql:']),
    databasePoolSize: read.int('DATABASE_POOL_SIZE', 20, 1, 500),
    dataDir,
    publicUrl: read.optionalUrl('PUBLIC_URL', ['http:', 'https:'])?.replace(/\/+$/, ''),
    corsOrigins: read.list('CORS_ORIGINS', production ? [] : ['http://localhost:3000', 'http://localhost:5173']),
    logLevel: read.oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, appEnv === 'test' ? 'silent' : 'info'),
    graphql: {
      introspection: read.bool('GRAPHQL_INTROSPECTION', !production),
      maxDepth: read.int('GRAPHQL_MAX_DEPTH', 10, 2, 100),
      maxAliases: read.int('GRAPHQL_MAX_ALIASES', 15, 1, 1000),
      maxCost: read.int('GRAPHQL_MAX_COST', 1000, 10, 1_000_000),
    },
    serveClient: read.bool('SERVE_CLIENT', true),
    clientDistDir: path.resolve(read.string('CLIENT_DIST_DIR', path.join(REPO_ROOT, 'client', 'dist'))),
    adminDistDir: path.resolve(read.string('ADMIN_DIST_DIR', path.join(REPO_ROOT, 'admin', 'dist'))),
    bench: {
      routes: read.bool('BENCH_ROUTES', false),
      port: read.int('BENCH_PORT', port > 0 ? port + 1 : 0, 0, 65535),
    },
    trustProxy: read.trustProxy('TRUST_PROXY'),
    shop: {
      automaticPromotionPercent: read.int('AUTOMATIC_PROMOTION_PERCENT', 5, 0, 90),
      freeShippingThresholdCents: read.int('FREE_SHIPPING_THRESHOLD_CENTS', 12_000, 0, 100_000_000),
      shippingFeeCents: read.int('SHIPPING_FEE_CENTS', 800, 0, 100_000),
      maxLineQuantity: read.int('MAX_LINE_QUANTITY', 10, 1, 999),
    },
    orders: {
      paymentWindowMinutes: read.int('ORDER_PAYMENT_WINDOW_MINUTES', 30, 1, 7 * 24 * 60),
      maintenanceIntervalSeconds: read.int('ORDER_MAINTENANCE_INTERVAL_SECONDS', appEnv === 'test' ? 0 : 60, 0, 3600),
      reconcileAfterSeconds: read.int('ORDER_RECONCILE_AFTER_SECONDS', 120, 0, 24 * 3600),
      storefrontUrl: read.optionalUrl('STOREFRONT_URL', ['http:', 'https:'])?.replace(/\/+$/, ''),
      timeZone: read.timeZone('SHOP_TIMEZONE', 'Asia/Dhaka'),
    },
    inventory: {
      lowStockThreshold: read.int('LOW_STOCK_THRESHOLD', 5, 0, 1_000_000),
    },
    mail: {
      smtpUrl: read.optionalUrl('SMTP_URL', ['smtp:', 'smtps:']),
      from: read.string('MAIL_FROM', 'Kapor <no-reply@kapor.shop>'),
      retryLimit: read.int('MAIL_RETRY_LIMIT', 8, 0, 100),
      retryDelaySeconds: read.int('MAIL_RETRY_DELAY_SECONDS', appEnv === 'test' ? 1 : 30, 1, 3600),
    },
    jobs: {
      workers: read.bool('JOB_WORKERS', true),
      pollingIntervalSeconds: read.int('JOB_POLL_SECONDS', appEnv === 'test' ? 1 : 2, 1, 60),
    },
    payments: {
      gateway: read.oneOf('PAYMENT_GATEWAY', ['sandbox', 'sslcommerz'] as const, 'sandbox'),
      sslcommerzStoreId: read.optionalString('SSLCOMMERZ_STORE_ID'),
      sslcommerzStorePassword: read.optionalString('SSLCOMMERZ_STORE_PASSWORD'),
      sslcommerzLive: read.bool('SSLCOMMERZ_LIVE', false),
      sandboxIpn: read.bool('SANDBOX_IPN', true),
      ipnPerMinutePerIp: read.int('PAYMENT_IPN_PER_MINUTE', 600, 1, 1_000_000),
      reviewHours: read.int('PAYMENT_REVIEW_HOURS', 48, 1, 30 * 24),
    },
    auth: {
      jwtSecret: read.optionalString('JWT_SECRET'),
      jwtTtlSeconds: read.int('JWT_TTL_SECONDS', 7 * 24 * 3600, 60, 90 * 24 * 3600),
      jwtIssuer: read.string('JWT_ISSUER', 'kapor'),
      jwtAudience: read.string('JWT_AUDIENCE', 'kapor-shop'),
      staffJwtAudience: read.string('STAFF_JWT_AUDIENCE', 'kapor-admin'),
      staffTokenTtlSeconds: read.int('STAFF_TOKEN_TTL_SECONDS', 8 * 3600, 300, 7 * 24 * 3600),
      loginMaxFailuresPerAccountAndIp: read.int('LOGIN_MAX_FAILURES', 10, 1, 1000),
      loginMaxFailuresPerIp: read.int('LOGIN_MAX_FAILURES_PER_IP', 100, 1, 100_000),
      loginWindowSeconds: read.int('LOGIN_WINDOW_SECONDS', 15 * 60, 1, 24 * 3600),
      loginMaxFailuresPerAccount: read.int('LOGIN_MAX_FAILURES_PER_ACCOUNT', 100, 1, 100_000),
      loginAccountWindowSeconds: read.int('LOGIN_ACCOUNT_WINDOW_SECONDS', 24 * 3600, 1, 7 * 24 * 3600),
      signupsPerIpPerHour: read.int('SIGNUPS_PER_IP_PER_HOUR', 20, 1, 100_000),
      passwordResetsPerIpPerHour: read.int('PASSWORD_RESETS_PER_IP_PER_HOUR', 20, 1, 100_000),
      mailRequestsPerAddressPerHour: read.int('MAIL_REQUESTS_PER_ADDRESS_PER_HOUR', 5, 1, 1000),
      seedDemoAccounts: read.bool('SEED_DEMO_ACCOUNTS', !production),
    },
    images: imageConfig(read, dataDir, problems),
  };
  if (production && !config.databaseUrl) problems.push('DATABASE_URL is required when NODE_ENV=production');
  // Payment callbacks and the shopper's way back are absolute URLs: in production only configuration names them.
  if (production && !config.publicUrl) problems.push('PUBLIC_URL is required when NODE_ENV=production (the address shoppers and the payment gateway reach the shop at)');
  if (production && !config.auth.jwtSecret) problems.push('JWT_SECRET is required when NODE_ENV=production');
  // A shop in production must say how it takes money; silently falling back to the emulator would
  // take orders that nobody pays for.
  if (production && !env.PAYMENT_GATEWAY) problems.push('PAYMENT_GATEWAY is required when NODE_ENV=production (sslcommerz, or sandbox for a demo)');
  if (config.payments.gateway === 'sslcommerz' && (!config.payments.sslcommerzStoreId || !config.payments.sslcommerzStorePassword)) {
    problems.push('PAYMENT_GATEWAY=sslcommerz needs SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD');
  }
  if (config.auth.staffJwtAudience === config.auth.jwtAudience) problems.push('STAFF_JWT_AUDIENCE must differ from JWT_AUDIENCE, so a shopper\'s token never opens the back office');
  if (config.auth.jwtSecret !== undefined && config.auth.jwtSecret.length < 32) problems.push('JWT_SECRET must be at least 32 characters');

  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return config;
}

function imageConfig(read: EnvReader, dataDir: string, problems: string[]): AppConfig['images'] {
  const storage = read.oneOf('IMAGE_STORAGE', ['local', 's3'] as const, 'local');
  const images: AppConfig['images'] = {
    storage,
    maxUploadBytes: read.int('IMAGE_MAX_UPLOAD_BYTES', 10 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    localDir: path.join(dataDir, 'uploads'),
  };
  if (storage !== 's3') return images;
  const s3: S3Config = {
    bucket: read.string('S3_BUCKET', ''),
    region: read.string('S3_REGION', 'us-east-1'),
    endpoint: read.optionalUrl('S3_ENDPOINT', ['http:', 'https:']),
    forcePathStyle: read.bool('S3_FORCE_PATH_STYLE', false),
    accessKeyId: read.optionalString('S3_ACCESS_KEY_ID'),
    secretAccessKey: read.optionalString('S3_SECRET_ACCESS_KEY'),
    publicUrl: read.optionalUrl('S3_PUBLIC_URL', ['http:', 'https:'])?.replace(/\/+$/, ''),
  };
  if (!s3.bucket) problems.push('IMAGE_STORAGE=s3 needs S3_BUCKET');
  if ((s3.accessKeyId === undefined) !== (s3.secretAccessKey === undefined)) problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the SDK\'s own credentials)');
  return { ...images, s3 };
}

/** Small typed accessors that collect problems instead of throwing on the first. */
export class EnvReader {
  constructor(
    private readonly env: Env,
    private readonly problems: string[],
  ) {}

  private raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === '' ? undefined : value;
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  optionalString(name: string): string | undefined {
    return this.raw(name);
  }

  int(name: string, fallback: number, min: number, max: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
      this.problems.push(`${name} must be an integer from ${min} to ${max} (got "${value}")`);
      return fallback;
    }
    return parsed;
  }

  bool(name: string, fallback: boolean): boolean {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(value)) return true;
    if (['0', 'false', 'no', 'off'].includes(value)) return false;
    this.problems.push(`${name} must be true or false (got "${value}")`);
    return fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
    return fallback;
  }

  list(name: string, fallback: string[]): string[] {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  }

  /** false (default), true, a hop count, or a list of addresses/subnets as Express accepts. */
  trustProxy(name: string): boolean | number | string {
    const value = this.raw(name);
    if (value === undefined) return false;
    if (/^\d+$/.test(value)) return Number(value);
    if (['true', 'false'].includes(value.toLowerCase())) return value.toLowerCase() === 'true';
    return value;
  }

  timeZone(name: string, fallback: string): string {
    const value = this.raw(name) ?? fallback;
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      return value;
    } catch {
      this.problems.push(`${name} must be an IANA time zone such as Asia/Dhaka (got "${value}")`);
      return fallback;
    }
  }

  optionalUrl(name: string, protocols: string[]): string | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    try {
      const url = new URL(value);
      if (!protocols.includes(url.protocol)) throw new Error('protocol');
      return value;
    } catch {
      this.problems.push(`${name} must be a ${protocols.join(' or ')} URL`);
      return undefined;
    }
  }
}
