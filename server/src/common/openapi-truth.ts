// Makes the OpenAPI document say what the server does, beyond what the decorators declare:
// - every operation lists each error status it can answer, with the one error schema (ApiError):
//   400 for all (bytes Node's HTTP parser refuses, e.g. control characters in a bearer value; and
//   validation, bad JSON, NUL, encoding where there are parameters or a body), 408 for all (headers
//   or body too slow, HTTP_*_TIMEOUT), 429 where a body is read (HTTP_OPEN_BODIES_PER_CLIENT), 401/403 for
//   signed-in operations (deny by default), 404 for operations with path parameters, 413/415 for
//   every POST/PUT/PATCH/DELETE (Fastify reads a body there, expected or not), 503 for all (the database away,
//   common/error.filter.ts);
// - path ids are UUIDs (every `:id` and `:…Id` goes through UuidPipe), slugs at most 120 characters
//   (domain/slug.ts), `page`/`per_page` integers (PageQueryDto's @IsInt);
// - request bodies refuse unknown members (the ValidationPipe's forbidNonWhitelisted), so their
//   schemas carry `additionalProperties: false`.
// tests/api/fuzz.e2e-spec.ts holds the server to this document.
import type { OpenAPIObject } from '@nestjs/swagger';
import { AUTH_ERRORS } from '../access/auth-errors';
import { COMMON_ERRORS as C } from './common-errors';

type Json = Record<string, unknown>;

const ERROR_SCHEMA: Json = {
  type: 'object',
  description:
    "The one error shape; `code` is a stable machine key. An operation's own codes are listed by status in its `x-error-codes` " +
    `and response descriptions; any operation may also answer these common codes: ${Object.values(C).join(', ')}; ` +
    `and a signed-in operation these: ${Object.values(AUTH_ERRORS).join(', ')}.`,
  required: ['statusCode', 'error', 'message', 'code'],
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
    code: { type: 'string', example: C.validation },
    fields: {
      type: 'array',
      description: `${C.validation}: each refused field (dotted path for nested ones), its English messages and the rules it broke (server/src/common/validation.pipe.ts)`,
      items: {
        type: 'object',
        required: ['field', 'messages'],
        properties: {
          field: { type: 'string', example: 'title' },
          messages: {
            type: 'array',
            items: { type: 'string' },
            example: ['title must be shorter than or equal to 200 characters'],
          },
          rules: {
            type: 'array',
            description:
              "class-validator's constraint names (maxLength, isEmail, min, matches, isIn, whitelistValidation, …) with the DTO's parameter where it has one",
            items: {
              type: 'object',
              required: ['rule'],
              properties: {
                rule: { type: 'string', example: 'maxLength' },
                value: {
                  description: 'The limit, the pattern (its source), the allowed values or the other field',
                  oneOf: [
                    { type: 'number' },
                    { type: 'string' },
                    { type: 'array', items: { oneOf: [{ type: 'number' }, { type: 'string' }] } },
                  ],
                  example: 200,
                },
              },
            },
          },
        },
      },
    },
  },
};

const DESCRIPTIONS: Record<string, string> = {
  '400': `Invalid input (${C.validation}, ${C.bad_json}, ${C.invalid_characters}, ${C.invalid_encoding}, ${C.json_too_deep}, ${C.bad_request} for a malformed HTTP request, …)`,
  '408': `The request headers or body took too long to arrive (${C.request_timeout})`,
  '429': `Too many requests of this client are still sending their body (${C.too_many_open_requests}), with Retry-After`,
  '401': `Not signed in (${C.unauthorized})`,
  '403': `Not allowed (${C.forbidden}, ${AUTH_ERRORS.missing_permission}, ${AUTH_ERRORS.insufficient_aal} until the second factor is verified, …)`,
  '404': 'Not found',
  '413': `Body too large (${C.payload_too_large})`,
  '415': `Unsupported content type (${C.unsupported_media_type})`,
  '503': `Database temporarily unavailable (${C.unavailable}), with Retry-After`,
};

const SLUG_MAX_LENGTH = 120;

/**
 * Methods whose requests Fastify reads a body for (so a bad, huge or foreign body is refused even where none is
 * expected).
 */
const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);

function errorStatuses(method: string, operation: Json): string[] {
  const parameters = (operation.parameters as Json[] | undefined) ?? [];
  const hasBody = !!operation.requestBody || BODY_METHODS.has(method);
  // Any request can be malformed below the router (400) or too slow to arrive (408).
  const statuses = ['400', '408', '503'];
  if (operation.security) statuses.push('401', '403');
  if (parameters.some((p) => p.in === 'path')) statuses.push('404');
  if (hasBody) statuses.push('413', '415', '429');
  return statuses;
}

function fixParameter(parameter: Json): void {
  const schema = (parameter.schema ?? {}) as Json;
  if (parameter.in === 'path' && /^(id|\w+Id)$/.test(String(parameter.name))) schema.format = 'uuid';
  if (parameter.in === 'path' && parameter.name === 'slug') schema.maxLength = SLUG_MAX_LENGTH;
  if (parameter.in === 'query' && (parameter.name === 'page' || parameter.name === 'per_page')) schema.type = 'integer';
  parameter.schema = schema;
}

/** Component schemas reachable from `schema` through $ref, properties, items and allOf. */
function referenced(schema: unknown, schemas: Record<string, Json>, seen: Set<string>): void {
  if (!schema || typeof schema !== 'object') return;
  const ref = (schema as Json).$ref;
  if (typeof ref === 'string') {
    const name = ref.split('/').pop()!;
    if (seen.has(name)) return;
    seen.add(name);
    referenced(schemas[name], schemas, seen);
    return;
  }
  for (const value of Object.values(schema as Json)) referenced(value, schemas, seen);
}

export function completeOpenApi(document: OpenAPIObject): OpenAPIObject {
  const schemas = ((document.components ??= {}).schemas ??= {}) as Record<string, Json>;
  schemas.ApiError = ERROR_SCHEMA;
  const bodySchemas = new Set<string>();
  for (const item of Object.values(document.paths) as Record<string, Json>[]) {
    for (const [method, operation] of Object.entries(item)) {
      for (const parameter of (operation.parameters as Json[] | undefined) ?? []) fixParameter(parameter);
      const body = (operation.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
      if (body?.['application/json']) referenced(body['application/json'].schema, schemas, bodySchemas);
      const responses = (operation.responses ??= {}) as Record<string, Json>;
      for (const status of errorStatuses(method, operation))
        responses[status] ??= { description: DESCRIPTIONS[status] };
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) >= 400 && !response.content)
          response.content = { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } };
      }
    }
  }
  for (const name of bodySchemas)
    if (schemas[name]?.type === 'object' || schemas[name]?.properties) schemas[name].additionalProperties = false;
  return document;
}
