// The public GET endpoints the page loaders read, answered in-process: the render's API calls to
// these paths go straight to the module services (resolved from the DI container once, when the
// module starts) instead of one `fastify.inject` each. The answer is what the HTTP endpoint answers: the route's
// parameters and query as Fastify's router parses them, the same global pipes with the handler's
// parameter metadata (NUL check, DTO validation), the same JSON, and errors in the one shape of
// common/error.filter.ts. All of these routes are `@Public()` and read no visitor, so the answer
// is the same for a guest and a member. Any other request falls back to `fetch` (inject).
// tests/api/public-reads.e2e-spec.ts compares both answers for every route of the table.
import { Injectable, type ArgumentMetadata, type OnModuleInit, type PipeTransform, type Type } from '@nestjs/common';
import { HttpAdapterHost, ModuleRef } from '@nestjs/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ErrorFilter } from '../common/error.filter';
import { globalPipes } from '../common/validation.pipe';
import { PageQueryDto } from '../common/page.dto';
import { ArticleService } from '../modules/content/article.service';
import { ContentPageService } from '../modules/content/content-page.service';
import { FaqService } from '../modules/content/faq.service';
import { GalleryService } from '../modules/content/gallery.service';
import { GuideService } from '../modules/content/guide.service';
import { SiteSettingService } from '../modules/content/site-setting.service';
import { EventListQueryDto } from '../modules/events/event.dto';
import { EventService } from '../modules/events/event.service';

type FetchFunction = (request: Request) => Promise<Response>;
type Answer = (slug: string, query: object) => Promise<unknown>;

/** One route: its path (at most one `:slug`), the DTO of its `@Query()` if it has one, and the service call. */
export interface PublicRead {
  route: string;
  query?: Type<object>;
  bind(get: <T>(type: Type<T>) => T): Answer;
}

function read<S, Q extends object = object>(route: string, service: Type<S>, call: (service: S, slug: string, query: Q) => Promise<unknown>, query?: Type<Q>): PublicRead {
  return {
    route,
    query,
    bind: (get) => {
      const instance = get(service);
      return (slug, validated) => call(instance, slug, validated as Q);
    },
  };
}

/** What the public pages' loaders read (web/src/features/{articles,events,pages,faq,guide,gallery,layout-ui}/api). */
export const PUBLIC_READS: readonly PublicRead[] = [
  read('/api/articles', ArticleService, (s, _, q) => s.listArticles(q), PageQueryDto),
  read('/api/articles/:slug', ArticleService, (s, slug) => s.getArticle(slug)),
  read('/api/events', EventService, (s, _, q) => s.listEvents(q), EventListQueryDto),
  read('/api/events/:slug', EventService, (s, slug) => s.getEvent(slug)),
  read('/api/pages/:slug', ContentPageService, (s, slug) => s.getPage(slug)),
  read('/api/faq', FaqService, (s, _, q) => s.listFaq(q), PageQueryDto),
  read('/api/guide', GuideService, (s, _, q) => s.listGuide(q), PageQueryDto),
  read('/api/guide/:slug', GuideService, (s, slug) => s.getGuideEntry(slug)),
  read('/api/gallery', GalleryService, (s, _, q) => s.listAlbums(q), PageQueryDto),
  read('/api/gallery/:slug', GalleryService, (s, slug) => s.getAlbum(slug)),
  read('/api/site-settings', SiteSettingService, (s) => s.getSiteSettings()),
];

interface Bound {
  answer: Answer;
  hasSlug: boolean;
  query?: Type<object>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

@Injectable()
export class PublicReads implements OnModuleInit {
  /** Exact paths and `prefix/` of the `:slug` routes → the bound read. */
  private readonly exact = new Map<string, Bound>();
  private readonly bySlug = new Map<string, Bound>();
  /** The app's global pipes, in order (common/validation.pipe.ts). */
  private readonly pipes: readonly PipeTransform[] = globalPipes();

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly adapterHost: HttpAdapterHost,
    /** The global error filter's class: its error shape. */
    private readonly errors: ErrorFilter,
  ) {}

  /** Binds the table's reads to the services of the modules that own them, once every provider exists. */
  onModuleInit(): void {
    for (const entry of PUBLIC_READS) {
      const hasSlug = entry.route.endsWith('/:slug');
      const bound = { answer: entry.bind((type) => this.moduleRef.get(type, { strict: false })), hasSlug, query: entry.query };
      if (hasSlug) this.bySlug.set(entry.route.slice(0, -':slug'.length), bound);
      else this.exact.set(entry.route, bound);
    }
  }

  private get fastify(): FastifyInstance {
    return this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
  }

  /** `fallback` with the table's routes answered in-process; `log` is the page request's. */
  fetch(fallback: FetchFunction, log: FastifyBaseLogger): FetchFunction {
    return async (request) => {
      if (request.method !== 'GET') return fallback(request);
      const url = new URL(request.url);
      const bound = this.match(url.pathname);
      // The router parses the address as it does for HTTP (decoding, parameter length, query string).
      const route = bound && this.fastify.findRoute({ method: 'GET', url: url.pathname + url.search });
      const slug = route?.params && (route.params as Record<string, string | undefined>).slug;
      if (!bound || !route || (bound.hasSlug && typeof slug !== 'string')) return fallback(request);
      return this.answer(bound, slug ?? '', route.searchParams as object, url.pathname, log);
    };
  }

  private match(pathname: string): Bound | undefined {
    const exact = this.exact.get(pathname);
    if (exact) return exact;
    const cut = pathname.lastIndexOf('/');
    return cut > 0 && cut < pathname.length - 1 ? this.bySlug.get(pathname.slice(0, cut + 1)) : undefined;
  }

  private async answer(bound: Bound, slug: string, query: object, pathname: string, log: FastifyBaseLogger): Promise<Response> {
    try {
      // The handler's parameters as Nest passes them through the global pipes: `@Param('slug') slug: string` or `@Query() query: Dto`.
      const validSlug = bound.hasSlug ? ((await this.transform(slug, { type: 'param', metatype: String, data: 'slug' })) as string) : '';
      const validQuery = bound.query ? ((await this.transform(query, { type: 'query', metatype: bound.query, data: undefined })) as object) : {};
      const body = await bound.answer(validSlug, validQuery);
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': JSON_TYPE } });
    } catch (exception) {
      const { body, headers } = this.errors.refusal(exception, { method: 'GET', url: pathname }, log);
      return new Response(JSON.stringify(body), { status: body.statusCode, headers: { 'content-type': JSON_TYPE, ...headers } });
    }
  }

  private async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    let result = value;
    for (const pipe of this.pipes) result = await pipe.transform(result, metadata);
    return result;
  }
}
