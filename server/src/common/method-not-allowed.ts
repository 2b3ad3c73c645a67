// An unknown method on a known path (TRACE anywhere, PUT on a GET-only path) is answered 405 with
// an `Allow` header listing the path's methods and the one error shape (errors.method_not_allowed),
// not 404. Every route Fastify is given is also put, through the onRoute hook, on a second
// find-my-way router (Fastify's own router package), which is asked which methods a path has when
// Fastify found no route for the request's method. The web client's catch-all `/*` (ssr/web-routes.ts)
// serves only some paths, so it counts only where `catchAllServes` says so. A preHandler hook, as
// it also runs when that catch-all hands a path over to the not-found handler (reply.callNotFound).
import Router from 'find-my-way';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { ApiError } from './api-error';
import { COMMON_ERRORS } from './common-errors';

const CATCH_ALL = '/*';

export function answerUnknownMethods(fastify: FastifyInstance, catchAllServes: (pathname: string) => boolean): void {
  const router = Router({ ignoreTrailingSlash: false, maxParamLength: 200 });
  const catchAllMethods = new Set<string>();
  const known = new Set<string>();
  const routeMethods = new Set<Router.HTTPMethod>();
  fastify.addHook('onRoute', (route) => {
    const methods = ([] as HTTPMethods[]).concat(route.method);
    for (const method of methods) {
      const key = `${method} ${route.url}`;
      if (known.has(key)) continue;
      known.add(key);
      if (route.url === CATCH_ALL) catchAllMethods.add(method);
      else {
        routeMethods.add(method as Router.HTTPMethod);
        router.on(method as Router.HTTPMethod, route.url, () => undefined);
      }
    }
  });

  const allowedMethods = (pathname: string): string[] => {
    const allowed = new Set<string>(catchAllServes(pathname) ? catchAllMethods : []);
    for (const method of routeMethods) {
      if (router.find(method, pathname)) allowed.add(method);
    }
    if (allowed.has('GET')) allowed.add('HEAD');
    return [...allowed].sort();
  };

  // A callback hook, not an async one: it runs for every request (a page-cache hit too) and almost always passes.
  fastify.addHook('preHandler', (request, reply, done) => {
    if (!request.is404) return done();
    const pathname = request.url.split('?')[0];
    const allowed = allowedMethods(pathname);
    if (allowed.length === 0 || allowed.includes(request.method)) return done();
    reply.header('allow', allowed.join(', '));
    done(new ApiError(405, COMMON_ERRORS.method_not_allowed, `Method ${request.method} is not allowed on ${pathname}`));
  });
}
