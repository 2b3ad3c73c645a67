// The other half of tests/api/fuzz.e2e-spec.ts: what openapi/openapi.json ALLOWS, the validation
// accepts. For each operation with a JSON body or query parameters, as the role it needs (a visitor
// for public operations, a member for signed-in ones, staff holding every area for the others), it
// sends values tests/support/allowed-values.ts builds from each property's schema (boundary lengths
// of several kinds of text, ranges, each enum value, null where nullable, edge forms of each format,
// the example). Round k sets every property to its k-th value at once (a refusal names its fields);
// a property with `x-rules` (a rule across fields or beyond the schema) is sent alone, with its
// example. A 400 errors.validation (or a 5xx) for any of them is a mismatch; a refusal for a business
// reason (403, 404, 409, 422, or a 400 with its own code such as errors.vin_invalid) is not.
import type { TestApp } from '../support/app';
import { allowedValues, firstObject, fits } from '../support/allowed-values';
import { bearer, type TestMember } from '../support/members';
import {
  documentedOperations,
  parameterSchema,
  resolveSchema,
  type DocumentedOperation,
  type Json,
} from '../support/openapi-document';
import { startProbeApp } from '../support/probe-app';

interface Probe {
  label: string;
  query: URLSearchParams;
  body?: Json;
}

/** The operation's path with each parameter filled by a value its schema allows. */
function filledPath(op: DocumentedOperation): string {
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const parameter = op.parameters.find((p) => p.in === 'path' && p.name === name);
    const value = allowedValues(parameterSchema(parameter ?? {})).find((v) => v !== null) ?? 'x';
    return encodeURIComponent(String(value));
  });
}

/**
 * The values of one schema; a schema whose example breaks its own rules, or that no value could be built for, is noted
 * in `missing`.
 */
function valuesOf(schema: Json, where: string, missing: string[]): unknown[] {
  const example = resolveSchema(schema).example;
  if (example !== undefined && !fits(schema, example))
    missing.push(`${where}: the example ${JSON.stringify(example)} does not fit the schema`);
  const values = allowedValues(schema);
  if (!values.some((v) => v !== null))
    missing.push(`${where}: no allowed value could be built (give it a valid example)`);
  return values;
}

const hasRules = (schema: Json) => Array.isArray(resolveSchema(schema)['x-rules']);

/** Round k of a set of value lists: each name with its k-th value (the list repeated where it is shorter). */
function rounds(values: Map<string, unknown[]>): Map<string, unknown>[] {
  const lists = [...values].filter(([, list]) => list.length > 0);
  const count = Math.max(0, ...lists.map(([, list]) => list.length));
  return Array.from({ length: count }, (_, k) => new Map(lists.map(([name, list]) => [name, list[k % list.length]])));
}

/**
 * The probes of one operation: the required fields alone, the rounds of query values and of body values, and each ruled
 * property alone.
 */
function probes(op: DocumentedOperation, missing: string[]): Probe[] {
  const queryParameters = op.parameters.filter((p) => p.in === 'query');
  const requiredQuery = new URLSearchParams();
  for (const p of queryParameters.filter((q) => q.required))
    requiredQuery.set(String(p.name), String(allowedValues(parameterSchema(p)).find((v) => v !== null)));
  const json = op.body?.type === 'application/json' ? op.body.schema : undefined;
  const base = json ? firstObject(json) : undefined;
  const out: Probe[] = [{ label: 'required only', query: requiredQuery, body: base }];

  const queryValues = new Map(
    queryParameters.map((p) => [
      String(p.name),
      valuesOf(parameterSchema(p), `${op.method} ${op.path} query ${String(p.name)}`, missing).filter(
        (v) => v !== null,
      ),
    ]),
  );
  for (const [k, round] of rounds(queryValues).entries()) {
    const query = new URLSearchParams(requiredQuery);
    for (const [name, value] of round) query.set(name, String(value));
    out.push({ label: `query round ${k}`, query, body: base });
  }

  const properties = Object.entries((resolveSchema(json).properties ?? {}) as Record<string, Json>);
  const plain = new Map<string, unknown[]>();
  for (const [name, property] of properties) {
    const values = valuesOf(property, `${op.method} ${op.path} body ${name}`, missing);
    if (!hasRules(property)) plain.set(name, values);
    else
      for (const value of values)
        out.push({ label: `${name} alone`, query: requiredQuery, body: { ...base, [name]: value } });
  }
  for (const [k, round] of rounds(plain).entries())
    out.push({ label: `body round ${k}`, query: requiredQuery, body: { ...base, ...Object.fromEntries(round) } });
  return out;
}

/** What a refusal says of the request: each refused field with the value sent, or the whole message. */
function refusal(probe: Probe, body: { message?: unknown; fields?: { field: string; messages: string[] }[] }): string {
  if (!Array.isArray(body.fields) || !body.fields.length)
    return `[${probe.label}] ${JSON.stringify(body.message).slice(0, 200)}`;
  const sent = Object.fromEntries([...probe.query, ...Object.entries(probe.body ?? {})]);
  return body.fields
    .map(
      (f) =>
        `${f.field}=${String(JSON.stringify(sent[f.field.split('.')[0]])).slice(0, 60)} (${f.messages.join('; ').slice(0, 120)})`,
    )
    .join(' | ');
}

describe('the server accepts what openapi/openapi.json allows', () => {
  let t: TestApp;
  let member: TestMember;
  let staff: TestMember;
  beforeAll(async () => {
    ({ t, member, staff } = await startProbeApp());
  }, 60_000);
  afterAll(() => t.close());

  it('no value a schema allows is refused with 400 errors.validation (or fails the server), as the role each operation needs', async () => {
    const missing: string[] = [];
    const refused = new Map<string, string[]>();
    const counts = { requests: 0, byStatus: {} as Record<number, number>, otherCodes: {} as Record<string, number> };
    // Deleting one's own account ends the member's session: last.
    const ordered = documentedOperations
      .filter((op) => op.body?.type === 'application/json' || op.parameters.some((p) => p.in === 'query'))
      .sort(
        (a, b) =>
          Number(a.method === 'DELETE' && a.path === '/api/profile') -
          Number(b.method === 'DELETE' && b.path === '/api/profile'),
      );
    for (const op of ordered) {
      const who = op.permissions === 'public' ? undefined : Object.keys(op.permissions).length ? staff : member;
      const send = async (probe: Probe) => {
        const query = probe.query.toString();
        const res = await fetch(`${t.url}${filledPath(op)}${query ? `?${query}` : ''}`, {
          method: op.method,
          headers: {
            ...(who ? { authorization: bearer(who) } : {}),
            ...(probe.body ? { 'content-type': 'application/json' } : {}),
          },
          body: probe.body ? JSON.stringify(probe.body) : undefined,
          redirect: 'manual',
        });
        const text = await res.text();
        counts.requests++;
        counts.byStatus[res.status] = (counts.byStatus[res.status] ?? 0) + 1;
        const where = `${op.method} ${op.path}`;
        if (res.status >= 500)
          refused.set(where, [
            ...(refused.get(where) ?? []),
            `[${probe.label}] ${res.status} ${text.slice(0, 160)} for ${JSON.stringify(probe.body).slice(0, 300)}`,
          ]);
        if (res.status !== 400) return;
        const body = JSON.parse(text) as {
          code?: string;
          message?: unknown;
          fields?: { field: string; messages: string[] }[];
        };
        if (body.code !== 'errors.validation') {
          counts.otherCodes[String(body.code)] = (counts.otherCodes[String(body.code)] ?? 0) + 1;
          return;
        }
        refused.set(where, [...(refused.get(where) ?? []), refusal(probe, body)]);
      };
      // One at a time: the first write of a settings row is an upsert, which two concurrent requests would race.
      for (const probe of probes(op, missing)) await send(probe);
    }
    const lines = [...refused].map(
      ([where, list]) => `${where}: ${list.length} refused, e.g. ${[...new Set(list)].slice(0, 3).join(' || ')}`,
    );
    console.log(
      `${JSON.stringify({ ...counts, operations: ordered.length, mismatchingOperations: refused.size })}\n${lines.join('\n')}\nschemas without valid values:\n${missing.join('\n')}`,
    );
    expect(missing).toEqual([]);
    expect(lines).toEqual([]);
    expect(ordered.length).toBeGreaterThan(70);
  }, 300_000);
});
