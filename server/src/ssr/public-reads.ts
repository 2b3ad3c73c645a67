// The public GET endpoints the page loaders read, answered in-process. Their one declaration is the
// controller route marked `@PageRead()` (common/page-read.decorator.ts): at start the reader lists
// those handlers through Nest's DiscoveryService and the route metadata (path, `@Public()`, the
// parameter's type), and calls the controller's own handler with the controller's input checks (the
// app's global pipes: the NUL check, then class-validator with the route's query DTO) and the one
// error shape of common/error.filter.ts. The route's parameters and query string are parsed by
// Fastify's router (`findRoute`) as for HTTP. Every such route is `@Public()` and reads no visitor,
// so the answer is the same for a guest and a member. Any other request falls back to `fetch` (an
// HTTP injection). tests/api/public-reads.e2e-spec.ts compares both answers for every page read.
import { Injectable, RequestMethod, type ArgumentMetadata, type OnModuleInit, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, HttpAdapterHost, MetadataScanner, Reflector } from '@nestjs/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { routeAccess } from '../access/decorators';
import { ErrorFilter } from '../common/error.filter';
import { PAGE_READ } from '../common/page-read.decorator';
import { globalPipes } from '../common/validation.pipe';

type FetchFunction = (request: Request) => Promise<Response>;
/** A controller method or a parameter's class, as the route metadata holds them. */
type Target = Type<unknown> | ((...args: never[]) => unknown);

/** One page read: its handler bound to the controller, and what its one parameter is. */
interface PageReadRoute {
  handler: (input?: unknown) => Promise<unknown>;
  /** `slug`: the path's last segment; a class: the query DTO; none: the handler takes nothing. */
  input?: 'slug' | Type<object>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** `api/articles` + `:slug` → `/api/articles/:slug`; Nest's `@Get()` path is `/`. */
function joinPath(...parts: (string | undefined)[]): string {
  return '/' + parts.flatMap((part) => (part ?? '').split('/').filter(Boolean)).join('/');
}

@Injectable()
export class PublicReads implements OnModuleInit {
  private readonly table = new Map<string, PageReadRoute>();
  /** The pipes every controller's parameters pass (common/validation.pipe.ts), in their order. */
  private readonly pipes = globalPipes();

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    /** The global error filter's class: its error shape. */
    private readonly errors: ErrorFilter,
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
  ) {}

  onModuleInit(): void {
    const scanner = new MetadataScanner();
    for (const wrapper of this.discovery.getControllers()) {
      const controller = wrapper.metatype as Type<object> | null;
      const instance = wrapper.instance as Record<string, (input?: unknown) => Promise<unknown>> | undefined;
      if (!controller || !instance) continue;
      const prototype = controller.prototype as Record<string, Target>;
      for (const name of scanner.getAllMethodNames(prototype)) {
        if (this.reflector.get<boolean>(PAGE_READ, prototype[name]) !== true) continue;
        const route = joinPath(
          this.reflector.get<string | undefined>(PATH_METADATA, controller),
          this.reflector.get<string | undefined>(PATH_METADATA, prototype[name]),
        );
        this.table.set(route, {
          handler: (input) => instance[name](input),
          input: this.inputOf(`${controller.name}.${name}`, route, controller, prototype, name),
        });
      }
    }
  }

  /** The routes answered in-process (`/api/articles/:slug`). */
  routes(): string[] {
    return [...this.table.keys()];
  }

  /** What a page read's handler takes, checked against what the reader can pass it. */
  private inputOf(
    label: string,
    route: string,
    controller: Type<object>,
    prototype: Record<string, Target>,
    name: string,
  ): PageReadRoute['input'] {
    const refuse = (why: string) => new Error(`@PageRead() ${label} (${route}): ${why}`);
    if (this.reflector.get<RequestMethod>(METHOD_METADATA, prototype[name]) !== RequestMethod.GET)
      throw refuse('not a GET route');
    if (routeAccess(this.reflector, prototype[name], controller)?.public !== true) throw refuse('not @Public()');
    const types = (Reflect.getMetadata('design:paramtypes', prototype, name) ?? []) as Target[];
    const slug = route.endsWith('/:slug') && route.indexOf(':') === route.length - 'slug'.length - 1;
    if (types.length === 0 && !route.includes(':')) return undefined;
    if (types.length === 1 && types[0] === String && slug) return 'slug';
    if (types.length === 1 && types[0] !== String && !route.includes(':')) return types[0] as Type<object>;
    throw refuse('takes neither nothing, one `:slug` nor one query DTO');
  }

  /** `fallback` with the page reads answered in-process; `log` is the page request's. */
  fetch(fallback: FetchFunction, log: FastifyBaseLogger): FetchFunction {
    return async (request) => {
      const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
      if (request.method !== 'GET' || !fastify) return fallback(request);
      const url = new URL(request.url);
      const route = this.routeOf(url.pathname);
      // The router parses the address as it does for HTTP (decoding, parameter length, query string).
      const found = route && fastify.findRoute({ method: 'GET', url: url.pathname + url.search });
      const slug = found ? (found.params as Record<string, string | undefined>).slug : undefined;
      if (!route || !found || (route.input === 'slug' && typeof slug !== 'string')) return fallback(request);
      return this.answer(route, slug ?? '', found.searchParams, url.pathname, log);
    };
  }

  /** The page read of a path: an exact route, else `prefix/:slug` for a path with one more segment. */
  private routeOf(pathname: string): PageReadRoute | undefined {
    const exact = this.table.get(pathname);
    if (exact) return exact;
    const cut = pathname.lastIndexOf('/');
    if (cut <= 0 || cut === pathname.length - 1) return undefined;
    return this.table.get(`${pathname.slice(0, cut)}/:slug`);
  }

  /** A controller parameter through the global pipes, as Nest passes it for HTTP. */
  private async piped(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    let result = value;
    for (const pipe of this.pipes) result = await pipe.transform(result, metadata);
    return result;
  }

  private async answer(
    route: PageReadRoute,
    slug: string,
    query: object,
    pathname: string,
    log: FastifyBaseLogger,
  ): Promise<Response> {
    try {
      const input =
        route.input === 'slug'
          ? await this.piped(slug, { type: 'param', metatype: String, data: 'slug' })
          : route.input && (await this.piped(query, { type: 'query', metatype: route.input }));
      const body = await route.handler(input);
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
