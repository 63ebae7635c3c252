import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { DataSource } from 'typeorm';

@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** 200 when the process is up and PostgreSQL answers; 503 otherwise, for load balancers. */
  @Get()
  @HttpCode(200)
  async check(@Res({ passthrough: true }) res: Response) {
    res.setHeader('Cache-Control', 'no-store');
    const started = Date.now();
    try {
      await this.db.query('SELECT 1');
      return { status: 'ok', database: 'up', databaseLatencyMs: Date.now() - started, uptimeSeconds: Math.round(process.uptime()) };
    } catch {
      res.status(503);
      return { status: 'unavailable', database: 'down', uptimeSeconds: Math.round(process.uptime()) };
    }
  }
}
