// Every rule the validation checks on a request field is stated in openapi/openapi.json, so a client
// generated from the document knows what the server refuses. For each operation's body and query DTO
// it reads the class-validator rules (class-validator's public metadata storage) and looks for their
// counterpart in the committed document: a length, range, pattern, format, enum, type, required,
// optional (and in a body nullable, as @IsOptional lets null through) or item count; a rule no
// schema can express (a check digit, "not after today", two fields that exclude each other) must be
// named in the property's `x-rules`, described, and shown by a valid
// `example` (which tests/api/openapi-agreement-allowed.e2e-spec.ts sends).
import { ModulesContainer } from '@nestjs/core';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { getMetadataStorage } from 'class-validator';
import { startTestApp, type TestApp } from '../support/app';
import { documentedOperations, parameterSchema, resolveSchema, type Json } from '../support/openapi-document';

type Rule = ReturnType<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>[number];
type DtoClass = new (...args: never[]) => unknown;

// Metadata key of @ApiBody (not exported by @nestjs/swagger): the documented DTO of a multipart upload.
const API_PARAMETERS = 'swagger/apiParameters';

/**
 * PostgreSQL cannot store NUL, so common/nul-byte.pipe.ts refuses it in every string before validation (400
 * errors.invalid_characters).
 */
const NO_NUL = /^[^\u0000]*$/.source;

interface Input {
  operationId: string;
  where: 'body' | 'query';
  dto: DtoClass;
}

/** The body and query DTO classes of every documented handler of the running app. */
function inputsOf(t: TestApp): Input[] {
  const inputs: Input[] = [];
  const documented = new Set(documentedOperations.map((o) => o.operationId));
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as DtoClass | null;
      if (!controller) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (
          !documented.has(name) ||
          typeof handler !== 'function' ||
          Reflect.getMetadata(METHOD_METADATA, handler) === undefined ||
          Reflect.getMetadata(PATH_METADATA, handler) === undefined
        )
          continue;
        const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, name) ?? []) as DtoClass[];
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<
          string,
          { index: number; data?: unknown }
        >;
        for (const [key, arg] of Object.entries(args)) {
          const kind = Number(key.split(':')[0]);
          if (arg.data !== undefined || (kind !== RouteParamtypes.BODY && kind !== RouteParamtypes.QUERY)) continue;
          inputs.push({
            operationId: name,
            where: kind === RouteParamtypes.BODY ? 'body' : 'query',
            dto: types[arg.index],
          });
        }
        const uploaded = (
          (Reflect.getMetadata(API_PARAMETERS, handler) ?? []) as { in?: string; type?: unknown }[]
        ).find((p) => p.in === 'body' && typeof p.type === 'function');
        if (uploaded) inputs.push({ operationId: name, where: 'body', dto: uploaded.type as DtoClass });
      }
    }
  }
  return inputs.filter(
    (i) =>
      typeof i.dto === 'function' &&
      getMetadataStorage().getTargetValidationMetadatas(i.dto, '', true, false).length > 0,
  );
}

const ruleName = (rule: Rule): string =>
  rule.type === 'customValidation'
    ? (rule.name ?? getMetadataStorage().getTargetValidatorConstraints(rule.constraintCls)[0]?.name ?? 'unnamed')
    : rule.type;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What the document fails to state of one rule on a property (undefined: stated, or nothing to state). */
function unstated(rule: Rule, property: Json, required: boolean, where: 'body' | 'query'): string | undefined {
  const name = ruleName(rule);
  // @IsOptional lets a value be absent, and in a body null too.
  if (name === 'conditionalValidation' && rule.name === 'isOptional') {
    if (required) return 'isOptional: not required';
    return where === 'body' && property.nullable !== true ? 'isOptional: nullable' : undefined;
  }
  const schema = rule.each ? resolveSchema(property.items as Json) : property;
  const [first] = (rule.constraints ?? []) as unknown[];
  const need = (ok: boolean, what: string) => (ok ? undefined : `${name}: ${what}`);
  switch (name) {
    case 'conditionalValidation':
    case 'whitelistValidation':
    case 'nestedValidation':
      return undefined;
    case 'isDefined':
      return need(required, 'required');
    case 'isString':
      return need(schema.type === 'string', 'type string');
    case 'isBoolean':
      return need(schema.type === 'boolean', 'type boolean');
    case 'isInt':
      return need(schema.type === 'integer', 'type integer');
    case 'isNumber': {
      const places = (first as { maxDecimalPlaces?: number } | undefined)?.maxDecimalPlaces;
      if (schema.type !== 'number' && schema.type !== 'integer') return `${name}: type number`;
      return places === undefined
        ? undefined
        : need(schema.multipleOf === 10 ** -places, `multipleOf ${10 ** -places}`);
    }
    case 'isObject':
      return need(schema.type === 'object' || !!schema.properties, 'type object');
    case 'isArray':
      return need(schema.type === 'array', 'type array');
    case 'maxLength':
      return need(schema.maxLength === first, `maxLength ${String(first)}`);
    case 'minLength':
      return need(schema.minLength === first, `minLength ${String(first)}`);
    case 'min':
      return need(schema.minimum === first, `minimum ${String(first)}`);
    case 'max':
      return need(schema.maximum === first, `maximum ${String(first)}`);
    case 'arrayMinSize':
      return need(property.minItems === first, `minItems ${String(first)}`);
    case 'arrayMaxSize':
      return need(property.maxItems === first, `maxItems ${String(first)}`);
    case 'arrayUnique':
      return need(property.uniqueItems === true, 'uniqueItems');
    case 'matches': {
      const source = first instanceof RegExp ? first.source : String(first);
      if (source === NO_NUL) return undefined;
      // A field normalised before it is checked documents the text as sent in `pattern` and what it checks in
      // `x-normalised-pattern`.
      return need(
        (typeof schema.pattern === 'string' && schema.pattern.includes(source)) ||
          schema['x-normalised-pattern'] === source,
        `pattern ${source}`,
      );
    }
    case 'isIn': {
      const values = first as unknown[];
      const listed = (schema.enum ?? []) as unknown[];
      // "" may be listed besides the values where it clears the field (trimmed to null before validation).
      return need(
        values.every((v) => listed.some((l) => same(l, v))) &&
          listed.every((l) => l === '' || values.some((v) => same(l, v))),
        `enum ${JSON.stringify(values)}`,
      );
    }
    case 'isEmail':
      return need(schema.format === 'email', 'format email');
    case 'isUuid':
      return need(schema.format === 'uuid', 'format uuid');
    case 'isIso8601':
      return need(schema.format === 'date-time' || schema.format === 'date', 'format date-time or date');
    case 'isUrl':
      return need(schema.format === 'uri' || schema.format === 'uri-reference', 'format uri');
    default: {
      const named = Array.isArray(property['x-rules']) && property['x-rules'].includes(name);
      return need(
        named && typeof property.description === 'string' && property.example !== undefined,
        'named in x-rules, with a description and an example',
      );
    }
  }
}

/** The unstated rules of one DTO against its documented properties; nested DTOs are followed. */
function unstatedRules(
  dto: DtoClass,
  property: (name: string) => { schema: Json; required: boolean } | undefined,
  where: string,
  kind: 'body' | 'query',
): string[] {
  const byProperty = new Map<string, Rule[]>();
  for (const rule of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false))
    byProperty.set(rule.propertyName, [...(byProperty.get(rule.propertyName) ?? []), rule]);
  const out: string[] = [];
  for (const [name, rules] of byProperty) {
    const documented = property(name);
    if (!documented) {
      out.push(`${where} ${name}: not in the document`);
      continue;
    }
    for (const rule of rules) {
      const missing = unstated(rule, documented.schema, documented.required, kind);
      if (missing) out.push(`${where} ${name}: ${missing}`);
    }
    if (rules.some((r) => r.type === 'nestedValidation')) {
      const nested = Reflect.getMetadata('design:type', dto.prototype as object, name) as DtoClass;
      const schema = documented.schema;
      out.push(...unstatedRules(nested, (n) => propertyOf(schema, n), `${where} ${name} →`, kind));
    }
  }
  return out;
}

function propertyOf(object: Json, name: string): { schema: Json; required: boolean } | undefined {
  const properties = (object.properties ?? {}) as Record<string, Json>;
  if (!properties[name]) return undefined;
  return { schema: resolveSchema(properties[name]), required: ((object.required ?? []) as string[]).includes(name) };
}

describe('OpenAPI document states the rules the validation checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('every class-validator rule of a request body or query has its counterpart in openapi/openapi.json', () => {
    const inputs = inputsOf(t);
    const problems: string[] = [];
    for (const input of inputs) {
      const operation = documentedOperations.find((o) => o.operationId === input.operationId)!;
      const where = `${operation.method} ${operation.path} ${input.where}`;
      if (input.where === 'body') {
        problems.push(
          ...unstatedRules(input.dto, (name) => propertyOf(operation.body?.schema ?? {}, name), where, 'body'),
        );
        continue;
      }
      problems.push(
        ...unstatedRules(
          input.dto,
          (name) => {
            const parameter = operation.parameters.find((p) => p.in === 'query' && p.name === name);
            return parameter && { schema: parameterSchema(parameter), required: parameter.required === true };
          },
          where,
          'query',
        ),
      );
    }
    const operations = new Set(problems.map((p) => p.split(' ').slice(0, 2).join(' ')));
    console.log(
      `${inputs.length} inputs read; ${problems.length} unstated rules in ${operations.size} operations\n${problems.join('\n')}`,
    );
    expect(inputs.length).toBeGreaterThan(60);
    expect(problems).toEqual([]);
  });
});
