// Deny by default: every route of the real app must declare `@Public()` or `@Authenticated(...)`.
// Routes are listed through Nest's DiscoveryService (all controllers) and read with the Reflector,
// through the same `routeAccess` the global guard uses, so the test and the guard cannot disagree.
import { Controller, Get, type INestApplicationContext } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { createApp } from '../../server/src/app';
import {
  Authenticated,
  IS_PUBLIC,
  Public,
  REQUIRED_PERMISSIONS,
  routeAccess,
  type RouteAccess,
} from '../../server/src/access/decorators';
import { loadConfig } from '../../server/src/config/config';
import { createLogger } from '../../server/src/common/logger';

interface Route {
  name: string;
  access: RouteAccess | undefined;
  /** Both decorators on one target: the guard applies the stricter one, but it is a mistake. */
  ambiguous: boolean;
}

function listRoutes(app: INestApplicationContext): Route[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const reflector = new Reflector();
  const both = (target: Function) =>
    reflector.get(IS_PUBLIC, target) === true && reflector.get(REQUIRED_PERMISSIONS, target) !== undefined;
  return discovery.getControllers().flatMap((wrapper) => {
    const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
    if (!controller) return [];
    const prototype = controller.prototype as Record<string, Function>;
    return scanner
      .getAllMethodNames(prototype)
      .filter(
        (name) =>
          Reflect.getMetadata(PATH_METADATA, prototype[name]) !== undefined &&
          Reflect.getMetadata(METHOD_METADATA, prototype[name]) !== undefined,
      )
      .map((name) => ({
        name: `${controller.name}.${name}`,
        access: routeAccess(reflector, prototype[name], controller),
        ambiguous: both(prototype[name]) || both(controller),
      }));
  });
}

const offenders = (routes: Route[]) => routes.filter((r) => !r.access || r.ambiguous).map((r) => r.name);

describe('route inventory', () => {
  for (const mode of ['embedded', 'supabase'] as const) {
    it(`every route of the app (AUTH_MODE=${mode}) declares @Public() or @Authenticated()`, async () => {
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: '/tmp/evklub-route-inventory',
        JWT_SECRET: 'route-inventory-secret-route-inventory-secret',
        AUTH_MODE: mode,
        ...(mode === 'supabase'
          ? {
              SUPABASE_URL: 'http://127.0.0.1:9',
              SUPABASE_ANON_KEY: 'anon-key-for-the-route-inventory',
              SUPABASE_JWKS_URL: 'http://127.0.0.1:9/jwks',
            }
          : {}),
      });
      // The app is built without listening; the database is never touched (Prisma connects lazily).
      const app = await createApp({
        config,
        databaseUrl: 'postgresql://nobody@127.0.0.1:9/none',
        logger: createLogger('silent'),
      });
      try {
        const routes = listRoutes(app);
        expect(routes.map((r) => r.name)).toEqual(
          expect.arrayContaining(['HealthController.getHealth', 'MeController.getMe']),
        );
        const undeclared = offenders(routes);
        if (undeclared.length)
          console.error(`Routes without @Public() or @Authenticated():\n  ${undeclared.join('\n  ')}`);
        expect(undeclared).toEqual([]);
      } finally {
        await app.close();
      }
    });
  }

  it('reports a controller method that declares neither (and one that declares both)', async () => {
    @Controller('probe')
    class ProbeController {
      @Get('open')
      @Public()
      open() {}

      @Get('closed')
      @Authenticated({ permissions: { users: 'full' } })
      closed() {}

      @Get('forgotten')
      forgotten() {}

      @Get('confused')
      @Public()
      @Authenticated()
      confused() {}
    }
    @Public()
    @Controller('probe-public')
    class PublicProbeController {
      @Get()
      inherited() {}
    }
    const moduleRef = await Test.createTestingModule({
      controllers: [ProbeController, PublicProbeController],
    }).compile();
    const routes = listRoutes(moduleRef);
    expect(offenders(routes).sort()).toEqual(['ProbeController.confused', 'ProbeController.forgotten']);
    expect(routes.find((r) => r.name === 'ProbeController.closed')?.access).toEqual({
      public: false,
      permissions: { users: 'full' },
      owner: false,
    });
    expect(routes.find((r) => r.name === 'PublicProbeController.inherited')?.access).toEqual({ public: true });
    await moduleRef.close();
  });
});
