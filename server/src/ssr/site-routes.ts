// Puts the web client's routes (web-routes.ts) on the app's Fastify instance when the app starts,
// with what they need from the modules: the redirects table, the page cache and the in-process
// public reads. An application context without HTTP (the worker, scripts) has no routes to put.
import { Inject, Injectable, Optional, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import { CONFIG } from '../config/config.module';
import { RedirectService } from '../modules/redirects/redirect.service';
import { PageCache } from '../page-cache/page-cache';
import { PublicReads } from './public-reads';
import { registerWebRoutes } from './web-routes';

@Injectable()
export class SiteRoutes implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(CONFIG) private readonly config: Config,
    private readonly redirects: RedirectService,
    private readonly publicReads: PublicReads,
    @Optional() @Inject(PageCache) private readonly pageCache: PageCache | null,
  ) {}

  async onModuleInit(): Promise<void> {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify) return;
    const pageCache = this.pageCache ?? undefined;
    await registerWebRoutes(fastify, this.config, {
      findRedirect: (path) => this.redirects.findRedirect(path),
      pageCache,
      publicReads: this.publicReads,
    });
  }
}
