// The committed OpenAPI document (openapi/openapi.json) as the agreement tests read it: its
// operations with their query parameters and JSON or multipart body schema, and schemas with
// `$ref` and `allOf` resolved.
import fs from 'node:fs';
import path from 'node:path';

export type Json = Record<string, unknown>;

export interface DocumentedOperation {
  method: string;
  path: string;
  operationId: string;
  /** `'public'` or the permissions map of the operation (`x-permissions`). */
  permissions: 'public' | Record<string, string>;
  parameters: Json[];
  /** The request body's media type and schema, if the operation takes one. */
  body?: { type: string; schema: Json };
}

export const openApiDocument = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', '..', 'openapi', 'openapi.json'), 'utf8'),
) as {
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json> };
};

/** A schema with its `$ref` followed and its `allOf` members merged in (the outer keys win). */
export function resolveSchema(schema: Json | undefined): Json {
  if (!schema) return {};
  if (typeof schema.$ref === 'string')
    return resolveSchema(openApiDocument.components.schemas[schema.$ref.split('/').pop()!]);
  if (!Array.isArray(schema.allOf)) return schema;
  const merged: Json = Object.assign({}, ...schema.allOf.map((s) => resolveSchema(s as Json)));
  for (const [key, value] of Object.entries(schema)) if (key !== 'allOf') merged[key] = value;
  return merged;
}

export const documentedOperations: DocumentedOperation[] = Object.entries(openApiDocument.paths).flatMap(([p, item]) =>
  Object.entries(item).map(([method, op]) => {
    const content = (op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
    const type = content && Object.keys(content)[0];
    return {
      method: method.toUpperCase(),
      path: p,
      operationId: String(op.operationId),
      permissions: op['x-permissions'] as DocumentedOperation['permissions'],
      parameters: (op.parameters as Json[] | undefined) ?? [],
      body: type ? { type, schema: resolveSchema(content[type].schema as Json) } : undefined,
    };
  }),
);

/**
 * A query parameter's schema, with what swagger keeps beside it on the parameter (description, examples, `x-` keys).
 */
export function parameterSchema(parameter: Json): Json {
  const { schema, name: _name, in: _in, required: _required, ...beside } = parameter;
  return { ...beside, ...resolveSchema(schema as Json) };
}
