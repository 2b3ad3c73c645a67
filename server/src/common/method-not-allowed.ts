// An unknown method on a known path (TRACE anywhere, PUT on a GET-only path) is answered 405 with
// an `Allow` header listing the path's methods and the one error shape (errors.method_not_allowed),
// not 404. Every route Fastify is given is also put, through the onRoute hook, on a second
// find-my-way router (Fastify's own router package), which is asked which methods a path has when
// Fastify found no route for the request's method. The web client's catch-all `/*` (ssr/web-routes.ts)
// serves only some paths, so it counts only where `catchAllServes` says so. A preHandler hook, as
// it also runs when that catch-all hands a path over to the not-found handler (reply.callNotFound),
// and before the guards, so a wrong method is 405 whether or not the request carries a token.
// A path some route names literally (`/api/admin/faq/order`) has exactly that route's methods: a
// method it lacks is 405 too, even when a parametric route of that method would take the path as a
// parameter (`PATCH /api/admin/faq/:id` with the id "order").
import Router from 'find-my-way';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import { ApiError } from './api-error';
import { COMMON_ERRORS } from './common-errors';

const CATCH_ALL = '/*';

const pathOf = (request: FastifyRequest) => request.url.split('?')[0];

export function answerUnknownMethods(fastify: FastifyInstance, catchAllServes: (pathname: string) => boolean): void {
  const router = Router({ ignoreTrailingSlash: false, maxParamLength: 200 });
  const catchAllMethods = new Set<string>();
  const known = new Set<string>();
  const routeMethods = new Set<Router.HTTPMethod>();
  const literalPaths = new Map<string, Set<string>>();
  fastify.addHook('onRoute', (route) => {
    const methods = ([] as HTTPMethods[]).concat(route.method);
    for (const method of methods) {
      const key = `${method} ${route.url}`;
      if (known.has(key)) continue;
      known.add(key);
      if (route.url === CATCH_ALL) catchAllMethods.add(method);
      else {
        if (!/[:*]/.test(route.url))
          literalPaths.set(route.url, (literalPaths.get(route.url) ?? new Set()).add(method));
        routeMethods.add(method as Router.HTTPMethod);
        router.on(method as Router.HTTPMethod, route.url, () => undefined);
      }
    }
  });

  const withHead = (allowed: Set<string>): string[] => {
    if (allowed.has('GET')) allowed.add('HEAD');
    return [...allowed].sort();
  };

  const allowedMethods = (pathname: string): string[] => {
    const allowed = new Set<string>(catchAllServes(pathname) ? catchAllMethods : []);
    for (const method of routeMethods) {
      if (router.find(method, pathname)) allowed.add(method);
    }
    return withHead(allowed);
  };

  /**
   * The methods of a path a route names literally, when the request's method is not one of them (it reached a
   * parametric route).
   */
  const literalRefusal = (request: FastifyRequest): string[] | null => {
    const matched = request.routeOptions.url;
    // The catch-all hands what it does not serve to the not-found handler (is404 above).
    if (!matched || matched === CATCH_ALL || !/[:*]/.test(matched)) return null;
    const literal = literalPaths.get(pathOf(request));
    return literal && !literal.has(request.method) ? withHead(new Set(literal)) : null;
  };

  // A callback hook, not an async one: it runs for every request (a page-cache hit too) and almost always passes.
  fastify.addHook('preHandler', (request, reply, done) => {
    const allowed = request.is404 ? allowedMethods(pathOf(request)) : literalRefusal(request);
    if (!allowed || allowed.length === 0 || allowed.includes(request.method)) return done();
    const pathname = pathOf(request);
    reply.header('allow', allowed.join(', '));
    done(new ApiError(405, COMMON_ERRORS.method_not_allowed, `Method ${request.method} is not allowed on ${pathname}`));
  });
}
