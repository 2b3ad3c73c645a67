import {
  Inject,
  Injectable,
  Optional,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { mergeMap, type Observable } from 'rxjs';
import { CHANGES_PAGES } from './changes-pages.decorator';
import { PageCache } from './page-cache';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A successful write of a route marked `@ChangesPages()` is answered once this instance has heard
 * of every change committed so far (PageCache.sync: a NOTIFY round trip on the LISTEN connection),
 * so the writer's next page through this instance shows it. Nothing to wait for without the cache.
 */
@Injectable()
export class PageSync implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    @Optional() @Inject(PageCache) private readonly pageCache: PageCache | null,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const cache = this.pageCache;
    if (!cache || context.getType() !== 'http') return next.handle();
    if (READ_METHODS.has(context.switchToHttp().getRequest<FastifyRequest>().method)) return next.handle();
    if (!this.reflector.getAllAndOverride<boolean>(CHANGES_PAGES, [context.getHandler(), context.getClass()]))
      return next.handle();
    return next.handle().pipe(
      mergeMap(async (answer) => {
        await cache.sync();
        return answer;
      }),
    );
  }
}
