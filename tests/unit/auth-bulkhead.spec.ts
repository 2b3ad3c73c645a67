// The bulkhead's route classes (server/src/auth-api/rate-limit/auth-bulkhead.ts), for every route of
// every auth API controller: a route anyone may call without a token (a password, an account, a mail,
// a passkey challenge, a provider callback…) is a credential; session work is only what a guard
// authenticated first (a user's access token, the service role) and the refresh of a session. The
// table is read from the controllers, so a new route cannot slip into the wrong class.
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { Reflector } from '@nestjs/core';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { routeClassOf } from '../../server/src/auth-api/rate-limit/auth-bulkhead';
import { GoTrueUserGuard } from '../../server/src/auth-api/http/gotrue-user.guard';
import { ServiceRoleGuard } from '../../server/src/auth-api/http/service-role.guard';

const HTTP_DIR = path.join(__dirname, '..', '..', 'server', 'src', 'auth-api', 'http');
const reflector = new Reflector();

interface Route {
  name: string;
  method: string;
  path: string;
  handler: object;
  controller: object;
  /** A guard authenticates the caller before the handler (and the bulkhead) runs. */
  authenticated: boolean;
}

async function authRoutes(): Promise<Route[]> {
  const files = fs.readdirSync(HTTP_DIR).filter((f) => f.endsWith('.controller.ts'));
  const routes: Route[] = [];
  for (const file of files) {
    const exports = (await import(path.join(HTTP_DIR, file))) as Record<string, unknown>;
    for (const controller of Object.values(exports).filter(
      (e): e is new () => object => typeof e === 'function' && Reflect.getMetadata(PATH_METADATA, e) !== undefined,
    )) {
      const prototype = controller.prototype as Record<string, object>;
      const guardsOf = (target: object) =>
        (Reflect.getMetadata(GUARDS_METADATA, target) as unknown[] | undefined) ?? [];
      for (const name of Object.getOwnPropertyNames(prototype).filter((n) => n !== 'constructor')) {
        const handler = prototype[name];
        if (Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        const guards = [...guardsOf(controller), ...guardsOf(handler)];
        routes.push({
          name: `${controller.name}.${name}`,
          method: RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number],
          path: `/${Reflect.getMetadata(PATH_METADATA, controller)}/${Reflect.getMetadata(PATH_METADATA, handler)}`
            .replace(/\/+/g, '/')
            .replace(/\/$/, ''),
          handler,
          controller,
          authenticated: guards.includes(GoTrueUserGuard) || guards.includes(ServiceRoleGuard),
        });
      }
    }
  }
  return routes;
}

describe('the bulkhead classes of the auth API routes', () => {
  let routes: Route[];
  beforeAll(async () => {
    routes = await authRoutes();
  });

  it('reads every controller and finds both kinds of route', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((r) => r.authenticated).length).toBeGreaterThan(10);
    expect(routes.filter((r) => !r.authenticated).length).toBeGreaterThan(10);
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/auth/v1/passkeys/authentication/options', '/auth/v1/token', '/auth/v1/user']),
    );
  });

  it('puts every route without a token in the credential class, whatever its path', () => {
    const misplaced = routes
      .filter((r) => !r.authenticated)
      .filter((r) => routeClassOf(reflector, r.handler, r.controller, r.path) !== 'credentials')
      .map((r) => `${r.method} ${r.path} (${r.name})`);
    expect(misplaced).toEqual([]);
  });

  it('puts the routes a guard authenticated first in the session class', () => {
    const misplaced = routes
      .filter((r) => r.authenticated)
      .filter((r) => routeClassOf(reflector, r.handler, r.controller, r.path) !== 'sessions')
      .map((r) => `${r.method} ${r.path} (${r.name})`);
    expect(misplaced).toEqual([]);
  });

  it('on /token, only a refresh is session work', () => {
    const token = routes.find((r) => r.method === 'POST' && r.path === '/auth/v1/token')!;
    const classOf = (query: string) =>
      routeClassOf(reflector, token.handler, token.controller, `/auth/v1/token${query}`);
    expect(classOf('?grant_type=refresh_token')).toBe('sessions');
    for (const grant of ['password', 'pkce', 'id_token', 'web3', 'refresh_tokenx'])
      expect(classOf(`?grant_type=${grant}`)).toBe('credentials');
    expect(classOf('')).toBe('credentials');
  });
});
