// The public GET endpoints the page loaders read, answered in-process: a plain table from each
// route to the exported service method its controller calls, with the controller's input checks
// (the app's global pipes: the NUL check, then class-validator with the route's query DTO) and the
// one error shape of common/error.filter.ts. The route's parameters and query string are parsed by
// Fastify's router (`findRoute`) as for HTTP. Every route here is `@Public()` and reads no visitor,
// so the answer is the same for a guest and a member. Any other request falls back to `fetch`
// (an HTTP injection). tests/api/public-reads.e2e-spec.ts compares both answers for every route of
// the table, so a controller that changes what it checks or calls shows there.
import { Injectable, type ArgumentMetadata, type Type } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ErrorFilter } from '../common/error.filter';
import { PageQueryDto } from '../common/page.dto';
import { globalPipes } from '../common/validation.pipe';
import { ArticleService } from '../modules/articles/article.service';
import { ContentPageService } from '../modules/pages/content-page.service';
import { FaqService } from '../modules/faq/faq.service';
import { GalleryService } from '../modules/gallery/gallery.service';
import { GuideService } from '../modules/guide/guide.service';
import { SiteSettingService } from '../modules/site-settings/site-setting.service';
import { EventListQueryDto } from '../modules/events/event.dto';
import { EventService } from '../modules/events/event.service';

type FetchFunction = (request: Request) => Promise<Response>;

/**
 * What the public pages' loaders read (web/src/features/{articles,events,pages,faq,guide,gallery,layout-ui}/api): at
 * most one `:slug` each.
 */
export const PUBLIC_READS = [
  '/api/articles',
  '/api/articles/:slug',
  '/api/events',
  '/api/events/:slug',
  '/api/pages/:slug',
  '/api/faq',
  '/api/guide',
  '/api/guide/:slug',
  '/api/gallery',
  '/api/gallery/:slug',
  '/api/site-settings',
] as const;

type PublicRoute = (typeof PUBLIC_READS)[number];

/** One route: the DTO its controller validates the query with (none: the query is not read), and the service call. */
interface PublicRead {
  query?: Type<object>;
  read: (slug: string, query: never) => Promise<unknown>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

@Injectable()
export class PublicReads {
  private readonly table: Record<PublicRoute, PublicRead>;
  /** The pipes every controller's parameters pass (common/validation.pipe.ts), in their order. */
  private readonly pipes = globalPipes();

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    /** The global error filter's class: its error shape. */
    private readonly errors: ErrorFilter,
    articles: ArticleService,
    events: EventService,
    pages: ContentPageService,
    faq: FaqService,
    guide: GuideService,
    gallery: GalleryService,
    settings: SiteSettingService,
  ) {
    // The same calls as the controllers (the content modules' controllers, modules/events/event.controller.ts).
    this.table = {
      '/api/articles': { query: PageQueryDto, read: (_, query: PageQueryDto) => articles.listArticles(query) },
      '/api/articles/:slug': { read: (slug) => articles.getArticle(slug) },
      '/api/events': { query: EventListQueryDto, read: (_, query: EventListQueryDto) => events.listEvents(query) },
      '/api/events/:slug': { read: (slug) => events.getEvent(slug) },
      '/api/pages/:slug': { read: (slug) => pages.getPage(slug) },
      '/api/faq': { query: PageQueryDto, read: (_, query: PageQueryDto) => faq.listFaq(query) },
      '/api/guide': { query: PageQueryDto, read: (_, query: PageQueryDto) => guide.listGuide(query) },
      '/api/guide/:slug': { read: (slug) => guide.getGuideEntry(slug) },
      '/api/gallery': { query: PageQueryDto, read: (_, query: PageQueryDto) => gallery.listAlbums(query) },
      '/api/gallery/:slug': { read: (slug) => gallery.getAlbum(slug) },
      '/api/site-settings': { read: () => settings.getSiteSettings() },
    };
  }

  /** `fallback` with the table's routes answered in-process; `log` is the page request's. */
  fetch(fallback: FetchFunction, log: FastifyBaseLogger): FetchFunction {
    return async (request) => {
      const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
      if (request.method !== 'GET' || !fastify) return fallback(request);
      const url = new URL(request.url);
      const route = this.routeOf(url.pathname);
      // The router parses the address as it does for HTTP (decoding, parameter length, query string).
      const found = route && fastify.findRoute({ method: 'GET', url: url.pathname + url.search });
      const slug = found ? (found.params as Record<string, string | undefined>).slug : undefined;
      if (!route || !found || (route.endsWith('/:slug') && typeof slug !== 'string')) return fallback(request);
      return this.answer(this.table[route], slug ?? '', found.searchParams, url.pathname, log);
    };
  }

  /** The table's route of a path: an exact one, else `prefix/:slug` for a path with one more segment. */
  private routeOf(pathname: string): PublicRoute | undefined {
    if (pathname in this.table) return pathname as PublicRoute;
    const cut = pathname.lastIndexOf('/');
    if (cut <= 0 || cut === pathname.length - 1) return undefined;
    const route = `${pathname.slice(0, cut)}/:slug`;
    return route in this.table ? (route as PublicRoute) : undefined;
  }

  /** A controller parameter through the global pipes, as Nest passes it for HTTP. */
  private async piped(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    let result = value;
    for (const pipe of this.pipes) result = await pipe.transform(result, metadata);
    return result;
  }

  private async answer(
    read: PublicRead,
    slug: string,
    query: object,
    pathname: string,
    log: FastifyBaseLogger,
  ): Promise<Response> {
    try {
      const param = slug && (await this.piped(slug, { type: 'param', metatype: String, data: 'slug' }));
      const dto = read.query && (await this.piped(query, { type: 'query', metatype: read.query }));
      const body = await read.read(param as string, dto as never);
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': JSON_TYPE } });
    } catch (exception) {
      const { body, headers } = this.errors.refusal(exception, { method: 'GET', url: pathname }, log);
      return new Response(JSON.stringify(body), {
        status: body.statusCode,
        headers: { 'content-type': JSON_TYPE, ...headers },
      });
    }
  }
}
