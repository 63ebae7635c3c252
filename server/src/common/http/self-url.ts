import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';

/** This process's own base URL for calls to itself (the sandbox gateway), on the port it really listens on. */
@Injectable()
export class SelfUrl {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get(): string {
    const address = this.adapterHost.httpAdapter.getHttpServer().address() as AddressInfo | null;
    if (!address) throw new Error('The HTTP server is not listening yet.');
    const host = ['0.0.0.0', '::', ''].includes(this.config.host) ? '127.0.0.1' : this.config.host;
    return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  }
}
