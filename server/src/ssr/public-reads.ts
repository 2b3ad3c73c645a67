// The public GET endpoints the page loaders read, answered in-process: the render's API calls to
// these paths go to the route handlers themselves, called through Nest's ExternalContextCreator
// (as @nestjs/graphql calls resolvers) instead of one `fastify.inject` each. Nest runs what it runs
// for the HTTP route: the guard (every route here is `@Public()`), the global interceptor, and the
// global pipes with the handler's parameter metadata (NUL check, DTO validation); the route's
// parameters and query are parsed by Fastify's router as for HTTP; errors take the one shape of
// common/error.filter.ts. The routes read no visitor, so the answer is the same for a guest and a
// member. Any other request falls back to `fetch` (inject).
// tests/api/public-reads.e2e-spec.ts compares both answers for every route of the list.
import { Injectable, RequestMethod, type OnModuleInit } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, HttpAdapterHost } from '@nestjs/core';
import { ExternalContextCreator, type ParamsFactory } from '@nestjs/core/helpers/external-context-creator.js';
import { RouteParamsFactory } from '@nestjs/core/router/route-params-factory.js';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ErrorFilter } from '../common/error.filter';

type FetchFunction = (request: Request) => Promise<Response>;
/** A route handler as Nest calls it for HTTP: guard, interceptors, pipes, then the method. */
type Handler = (request: { params: Record<string, string>; query: object; headers: Record<string, string>; method: string; url: string }) => Promise<unknown>;

/** What the public pages' loaders read (web/src/features/{articles,events,pages,faq,guide,gallery,layout-ui}/api): at most one `:slug` each. */
export const PUBLIC_READS: readonly string[] = [
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
];

/** Nest's HTTP parameter extraction (`@Param`, `@Query` …) for the arguments (request, response, next) the handler is called with. */
const httpParams = new RouteParamsFactory();
const PARAMS: ParamsFactory = { exchangeKeyForValue: (type, data, [req, res, next]: unknown[]) => httpParams.exchangeKeyForValue(type, data as never, { req, res, next } as never) };

/** `/api/articles` + `:slug` → `/api/articles/:slug`, as Nest joins a controller's path and a method's. */
const joinPath = (...parts: (string | undefined)[]) => '/' + parts.flatMap((part) => (part ?? '').split('/')).filter(Boolean).join('/');

interface Bound {
  handler: Handler;
  hasSlug: boolean;
}

const JSON_TYPE = 'application/json; charset=utf-8';

@Injectable()
export class PublicReads implements OnModuleInit {
  /** Exact paths and `prefix/` of the `:slug` routes → the bound handler. */
  private readonly exact = new Map<string, Bound>();
  private readonly bySlug = new Map<string, Bound>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly contexts: ExternalContextCreator,
    private readonly adapterHost: HttpAdapterHost,
    /** The global error filter's class: its error shape. */
    private readonly errors: ErrorFilter,
  ) {}

  /** Finds the GET handler of every listed route among the app's controllers, once every provider exists. */
  onModuleInit(): void {
    if (!this.adapterHost.httpAdapter) return; // an application context without HTTP (the worker, scripts) renders no page
    const wanted = new Set(PUBLIC_READS);
    for (const wrapper of this.discovery.getControllers()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || !wrapper.metatype) continue;
      const base = Reflect.getMetadata(PATH_METADATA, wrapper.metatype) as string | undefined;
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const method = prototype[name];
        if (typeof method !== 'function' || Reflect.getMetadata(METHOD_METADATA, method) !== RequestMethod.GET) continue;
        const route = joinPath(base, Reflect.getMetadata(PATH_METADATA, method) as string | undefined);
        if (!wanted.delete(route)) continue;
        const call = this.contexts.create(instance, method as (...args: unknown[]) => unknown, name, ROUTE_ARGS_METADATA, PARAMS, undefined, undefined, { guards: true, interceptors: true, filters: false }, 'http');
        const bound: Bound = { handler: (request) => call(request, undefined, undefined), hasSlug: route.endsWith('/:slug') };
        if (bound.hasSlug) this.bySlug.set(route.slice(0, -':slug'.length), bound);
        else this.exact.set(route, bound);
      }
    }
    if (wanted.size > 0) throw new Error(`public reads: no GET handler for ${[...wanted].join(', ')}`);
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
      const body = await bound.handler({ params: bound.hasSlug ? { slug } : {}, query, headers: {}, method: 'GET', url: pathname });
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': JSON_TYPE } });
    } catch (exception) {
      const { body, headers } = this.errors.refusal(exception, { method: 'GET', url: pathname }, log);
      return new Response(JSON.stringify(body), { status: body.statusCode, headers: { 'content-type': JSON_TYPE, ...headers } });
    }
  }
}
