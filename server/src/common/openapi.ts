import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { PERMISSION_AREAS, PERMISSION_LEVELS } from '../access/permissions';
import { completeOpenApi } from './openapi-truth';

/** Sorts object keys recursively (arrays keep their order) so the committed file diffs cleanly. */
export function sortKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortKeys) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    ) as T;
  }
  return value;
}

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('EV Klub API')
    .setDescription(
      'Product API of EV Klub. Payloads are under `v`; collections are `{ v, total }` with `page`/`per_page`; ' +
        'errors are `{ statusCode, error, message, code }`. Each operation names the permissions it needs in `x-permissions` ' +
        `(areas: ${PERMISSION_AREAS.join(', ')}; levels: ${PERMISSION_LEVELS.join(', ')}).`,
    )
    .setVersion('1')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
  });
  document.components ??= {};
  document.components.schemas ??= {};
  document.components.schemas.PermissionArea = { type: 'string', enum: [...PERMISSION_AREAS] };
  document.components.schemas.PermissionLevel = { type: 'string', enum: [...PERMISSION_LEVELS] };
  return sortKeys(completeOpenApi(document));
}

export function setupOpenApi(app: INestApplication): void {
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/openapi.json',
    customSiteTitle: 'EV Klub API',
  });
}
