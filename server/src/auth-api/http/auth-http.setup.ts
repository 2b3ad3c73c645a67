import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { installAuthHttp } from './http-setup';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';

/**
 * Installs the /auth/v1 HTTP behaviour (CORS, empty JSON bodies, error headers) on this app's
 * Fastify instance; an application context without HTTP (`npm run worker`) has none to install.
 */
@Injectable()
export class AuthHttpSetup implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  onModuleInit(): void {
    const adapter = this.adapterHost.httpAdapter as HttpAdapterHost['httpAdapter'] | undefined;
    if (adapter)
      installAuthHttp(adapter.getInstance<FastifyInstance>(), [
        new URL(this.config.PUBLIC_URL).origin,
        ...(this.config.AUTH_CORS_ORIGINS ?? []),
      ]);
  }
}
