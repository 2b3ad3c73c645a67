// Values an OpenAPI schema ALLOWS, for holding the server to them: each enum value, the boundaries
// (exactly minLength and maxLength, minimum and maximum, minItems and maxItems), null where nullable,
// a value of each format, and the schema's `example`. A property whose `x-rules` names a rule no
// schema can express (a check digit, "not after today") gets only its example, which must be valid.
import { resolveSchema, type Json } from './openapi-document';

const FIXED_UUID = '4f7c1c9e-2d7a-4c55-9a57-6a1f0d3b8e01';
/** What boundary-length strings are made of: letters, digits, spaces only, non-ASCII letters, several lines. */
const FILLERS = ['x', 'X', '1', 'x1', ' ', 'ľ', 'x\n'];

const uuid = (i: number) => `4f7c1c9e-2d7a-4c55-9a57-${i.toString(16).padStart(12, '0')}`;
const fill = (filler: string, length: number) => filler.repeat(Math.ceil(length / filler.length)).slice(0, length);

/**
 * An e-mail address of exactly `length` characters (at least 6): a local part of at most 64, labels of at most 63,
 * ".sk".
 */
function emailOfLength(length: number): string {
  const local = 'a'.repeat(Math.min(64, length - 5));
  const labels: string[] = [];
  let rest = length - local.length - 1 - '.sk'.length;
  while (rest > 0) {
    let label = Math.min(63, rest);
    if (rest - label === 1) label--; // a lone dot would be left over
    labels.push('b'.repeat(label));
    rest -= label + 1;
  }
  return `${local}@${labels.join('.')}.sk`;
}

/** Whether `value` satisfies what `raw` states (the keywords the project's schemas use). */
export function fits(raw: Json, value: unknown): boolean {
  const schema = resolveSchema(raw);
  if (value === null) return schema.nullable === true;
  if (Array.isArray(schema.enum)) return schema.enum.some((e) => e === value);
  switch (schema.type) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
    case 'number':
      return (
        typeof value === 'number' &&
        (schema.type === 'number' || Number.isInteger(value)) &&
        (typeof schema.minimum !== 'number' || value >= schema.minimum) &&
        (typeof schema.maximum !== 'number' || value <= schema.maximum)
      );
    case 'array':
      return (
        Array.isArray(value) &&
        (typeof schema.minItems !== 'number' || value.length >= schema.minItems) &&
        (typeof schema.maxItems !== 'number' || value.length <= schema.maxItems) &&
        value.every((v) => fits(schema.items as Json, v))
      );
    case 'string': {
      if (typeof value !== 'string') return false;
      const length = [...value].length;
      if (typeof schema.maxLength === 'number' && length > schema.maxLength) return false;
      if (typeof schema.minLength === 'number' && length < schema.minLength) return false;
      if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) return false;
      if (schema.format === 'email') return /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(value);
      if (schema.format === 'uuid')
        return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
      if (schema.format === 'date') return /^\d{4}-\d{2}-\d{2}$/.test(value);
      // RFC 3339: seconds required, any fraction, "T" and "Z" in either case.
      if (schema.format === 'date-time')
        return /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/.test(value);
      if (schema.format === 'uri') return /^[A-Za-z][A-Za-z0-9+.-]*:\S*$/.test(value);
      return true;
    }
    default:
      return typeof value === 'object';
  }
}

/** String candidates for a schema: its example, a value of its format, and strings of its boundary lengths. */
function strings(schema: Json): unknown[] {
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
  switch (schema.format) {
    case 'uuid':
      return [FIXED_UUID];
    case 'email':
      return ['clen@example.com', 'Jan.Novak+ev@example.co.uk', ...(max ? [emailOfLength(max)] : [])];
    case 'date':
      return ['2026-05-01', '1970-01-01', '2999-12-31'];
    case 'date-time':
      return [
        '2026-05-01T10:00:00.000Z',
        '2026-05-01T12:00:00+02:00',
        '2026-05-01t10:00:00z',
        '2026-05-01T10:00:00.1234567Z',
      ];
    case 'uri':
    case 'uri-reference': {
      const base = 'https://example.com/';
      return [
        base,
        'http://example.com/',
        'ftp://example.com/',
        'https://localhost/',
        'https://jan:heslo@example.com/',
        ...(max ? [base + 'a'.repeat(max - base.length)] : []),
      ];
    }
  }
  const lengths = [...new Set([min, ...(max ? [max] : [])])];
  return lengths.flatMap((length) => FILLERS.map((filler) => fill(filler, length)));
}

/**
 * The values `raw` allows that the server must accept: deduplicated, each checked with `fits`
 * (a value that does not fit its own schema is left out). An empty list means none could be built.
 */
export function allowedValues(raw: Json, depth = 0): unknown[] {
  const schema = resolveSchema(raw);
  const out: unknown[] = [];
  if (schema.example !== undefined) out.push(schema.example);
  if (Array.isArray(schema['x-rules']) && schema['x-rules'].length)
    return [...out, ...(schema.nullable ? [null] : [])].filter((v) => fits(schema, v));
  if (Array.isArray(schema.enum)) out.push(...schema.enum);
  else if (schema.type === 'boolean') out.push(true, false);
  else if (schema.type === 'integer' || schema.type === 'number') {
    const low = typeof schema.minimum === 'number' ? schema.minimum : 0;
    const high = typeof schema.maximum === 'number' ? schema.maximum : undefined;
    out.push(low, ...(high === undefined ? [low + 1] : [high]));
    if (schema.type === 'number')
      out.push(
        typeof schema.multipleOf === 'number' ? Number((low + 1234 * schema.multipleOf).toPrecision(12)) : low + 12.345,
      );
  } else if (schema.type === 'array') {
    const item = allowedValues(schema.items as Json, depth + 1).find((v) => v !== null);
    const unique = (n: number) =>
      Array.from({ length: n }, (_, i) => (resolveSchema(schema.items as Json).format === 'uuid' ? uuid(i) : item));
    if (item !== undefined)
      out.push(
        [item],
        ...(typeof schema.minItems === 'number' ? [unique(schema.minItems)] : []),
        ...(typeof schema.maxItems === 'number' ? [unique(schema.maxItems)] : []),
      );
  } else if (schema.type === 'object' || schema.properties) {
    if (depth < 3) out.push(firstObject(schema, depth + 1, true));
  } else out.push(...strings(schema));
  if (schema.nullable) out.push(null);
  const seen = new Set<string>();
  return out.filter((v) => fits(schema, v) && !seen.has(JSON.stringify(v)) && seen.add(JSON.stringify(v)));
}

/** An object with the first allowed non-null value of each required property (of every property with `all`). */
export function firstObject(raw: Json, depth = 0, all = false): Json {
  const schema = resolveSchema(raw);
  const required = new Set((schema.required ?? []) as string[]);
  const out: Json = {};
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
    if (!all && !required.has(name)) continue;
    const value = allowedValues(property, depth).find((v) => v !== null);
    if (value !== undefined) out[name] = value;
  }
  return out;
}
