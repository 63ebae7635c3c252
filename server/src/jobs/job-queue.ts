import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { PgBoss, type Job, type JobResult, type QueueOptions } from 'pg-boss';
import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';

/** Where pg-boss keeps its tables (its own schema, created and migrated by pg-boss itself at start). */
export const JOB_SCHEMA = 'pgboss';
/** How many jobs of a queue one fetch claims. */
const JOBS_PER_FETCH = 10;

const runningJob = new AsyncLocalStorage<string>();
/**
 * The queue whose job is running in this async context, if any: what a handler does is background work, not
 * the work of whichever request happens to run beside it (the SQL-count tests leave its statements out).
 */
export function currentJob(): string | undefined {
  return runningJob.getStore();
}

export interface JobDefinition<T> {
  /** The queue's name, e.g. `mail.send`. */
  name: string;
  handle: (data: T) => Promise<void>;
  /** Retries and back-off of a failed run (pg-boss's queue options). */
  retry?: Pick<QueueOptions, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'retryDelayMax' | 'expireInSeconds'>;
  /**
   * Run every so many seconds: each instance asks for the job on that beat, and pg-boss's throttle lets one
   * job per interval through across all of them, so it runs once per interval however many instances there are.
   */
  everySeconds?: number;
}

/**
 * Background work on PostgreSQL (pg-boss): jobs are rows, so a job enqueued in the transaction of the change
 * that causes it exists exactly when that change committed, survives a restart, and is taken by one worker
 * among all the instances. Modules register their jobs in onModuleInit; the queue starts them when the app
 * has booted and stops them, letting running jobs finish, when it shuts down.
 */
@Injectable()
export class JobQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly definitions = new Map<string, JobDefinition<any>>();
  private boss?: PgBoss;
  private readonly beats: NodeJS.Timeout[] = [];

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  define<T>(definition: JobDefinition<T>): void {
    if (this.definitions.has(definition.name)) throw new Error(`Job ${definition.name} is defined twice`);
    this.definitions.set(definition.name, definition);
  }

  /**
   * Enqueues a job inside the caller's transaction: it is there if, and only if, the transaction commits.
   * `key` makes it once only: the job's id is derived from it, and pg-boss adds nothing for an id its queue
   * already holds, waiting, retrying or done (until it is deleted, days later). A singletonKey alone would
   * not do: on a standard queue pg-boss keeps it as a label and adds every job.
   */
  async enqueue<T extends object>(tx: EntityManager, name: string, data: T, key?: string): Promise<void> {
    const runner = tx.queryRunner;
    if (!runner) throw new Error('enqueue needs a transaction');
    await this.started().send(name, data, {
      id: key === undefined ? undefined : jobIdOf(name, key),
      singletonKey: key,
      db: { executeSql: async (text, values) => ({ rows: (await runner.query(text, values as unknown[], true)).records }) },
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    const { workers, pollingIntervalSeconds } = this.config.jobs;
    const options = this.db.options as { url?: string };
    this.boss = new PgBoss({ connectionString: options.url, schema: JOB_SCHEMA, max: 4, application_name: 'kapor-jobs', schedule: false, supervise: workers });
    this.boss.on('error', (error) => this.logger.error(error));
    await this.boss.start();
    for (const definition of this.definitions.values()) {
      await this.boss.createQueue(definition.name, { retryLimit: 5, retryDelay: 10, retryBackoff: true, ...definition.retry });
      if (!workers) continue;
      // Up to JOBS_PER_FETCH jobs a fetch, fetched again at once while fetches come back full (a restock that
      // mails a thousand waiting shoppers drains in seconds, not one mail per poll); each job still succeeds
      // or fails (and is retried) on its own, so one bad address never sends the others twice.
      await this.boss.work<object>(
        definition.name,
        { pollingIntervalSeconds, batchSize: JOBS_PER_FETCH, burstWhenBatchFull: true, perJobResults: true },
        async (jobs: Job<object>[]): Promise<JobResult[]> => {
          const results: JobResult[] = [];
          for (const job of jobs) {
            try {
              await runningJob.run(definition.name, () => definition.handle(job.data));
              results.push({ id: job.id, status: 'completed' });
            } catch (error) {
              this.logger.warn(`${definition.name} job ${job.id} failed: ${String(error)}`);
              results.push({ id: job.id, status: 'failed', output: { message: String(error) } });
            }
          }
          return results;
        },
      );
      if (definition.everySeconds) this.beat(definition.name, definition.everySeconds);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    for (const beat of this.beats) clearInterval(beat);
    await this.boss?.stop({ graceful: true, timeout: 10_000 });
  }

  private beat(name: string, seconds: number): void {
    const ask = () =>
      void this.started()
        .sendThrottled(name, {}, null, seconds)
        .catch((error: unknown) => this.logger.warn(`could not schedule ${name}: ${String(error)}`));
    ask();
    this.beats.push(setInterval(ask, seconds * 1000).unref());
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error('The job queue has not started yet');
    return this.boss;
  }
}

/** A job's id from its queue and key: the same key always names the same job (a UUID-shaped digest). */
function jobIdOf(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\n${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
