import { Global, Module } from '@nestjs/common';
import { JobQueue } from './job-queue';

/** The job queue, for every module (jobs are infrastructure, like the rate limits). */
@Global()
@Module({ providers: [JobQueue], exports: [JobQueue] })
export class JobsModule {}
