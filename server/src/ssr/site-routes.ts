// Puts the web client's routes (web-routes.ts) on the app's Fastify instance when the app starts,
// with what they need from the modules: the redirects table, the page cache, the in-process public
// reads and the metrics (hits answered before Fastify are counted there). With the page cache, a write is answered only once this instance knows of the
// change it made, so the writer's next page is never from before it. An application context
// without HTTP (the worker, scripts) has no routes to put.
import { Inject, Injectable, Optional, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import { CONFIG } from '../config/config.module';
import { MetricsService } from '../metrics/metrics.service';
import { RedirectService } from '../modules/content/redirect.service';
import { PageCache } from '../page-cache/page-cache';
import { PublicReads } from './public-reads';
import { registerWebRoutes } from './web-routes';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

@Injectable()
export class SiteRoutes implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(CONFIG) private readonly config: Config,
    private readonly redirects: RedirectService,
    private readonly publicReads: PublicReads,
    private readonly metrics: MetricsService,
    @Optional() @Inject(PageCache) private readonly pageCache: PageCache | null,
  ) {}

  async onModuleInit(): Promise<void> {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify) return;
    const pageCache = this.pageCache ?? undefined;
    if (pageCache) {
      fastify.addHook('onSend', async (request) => {
        if (!READ_METHODS.has(request.method)) await pageCache.sync();
      });
    }
    await registerWebRoutes(fastify, this.config, {
      findRedirect: (path) => this.redirects.findRedirect(path),
      pageCache,
      publicReads: this.publicReads,
      observe: (sample) => this.metrics.observe(sample),
    });
  }
}
