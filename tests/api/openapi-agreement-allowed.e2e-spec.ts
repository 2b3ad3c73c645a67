// The other half of tests/api/fuzz.e2e-spec.ts: what openapi/openapi.json ALLOWS, the validation
// accepts. For each operation with a JSON body or query parameters, as the role it needs (a visitor
// for public operations, a member for signed-in ones, staff holding every area for the others), it
// sends the required properties with valid values and, one property at a time, every value
// tests/support/allowed-values.ts builds from the property's schema (boundary lengths and ranges,
// each enum value, null where nullable, the format, the example). A 400 errors.validation for any
// of them is a mismatch; a refusal for a business reason (403, 404, 409, 422, …) is not.
import { PERMISSION_AREAS } from '../../server/src/auth/permissions';
import { startTestApp, type TestApp } from '../support/app';
import { allowedValues, firstObject } from '../support/allowed-values';
import { bearer, createMember, type TestMember } from '../support/members';
import { documentedOperations, parameterSchema, resolveSchema, type DocumentedOperation, type Json } from '../support/openapi-document';

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

/** One probe per allowed value of each body property and query parameter; `missing` collects the properties no value could be built for. */
function probes(op: DocumentedOperation, missing: string[]): Probe[] {
  const queryParameters = op.parameters.filter((p) => p.in === 'query');
  const requiredQuery = new URLSearchParams();
  for (const p of queryParameters.filter((q) => q.required)) requiredQuery.set(String(p.name), String(allowedValues(parameterSchema(p)).find((v) => v !== null)));
  const json = op.body?.type === 'application/json' ? op.body.schema : undefined;
  const base = json ? firstObject(json) : undefined;
  const out: Probe[] = [{ label: 'required only', query: requiredQuery, body: base }];
  for (const p of queryParameters) {
    const values = allowedValues(parameterSchema(p)).filter((v) => v !== null);
    if (!values.length) missing.push(`${op.method} ${op.path} query ${String(p.name)}`);
    for (const value of values) {
      const query = new URLSearchParams(requiredQuery);
      query.set(String(p.name), String(value));
      out.push({ label: `query ${String(p.name)}=${String(value).slice(0, 30)}`, query, body: base });
    }
  }
  for (const [name, property] of Object.entries((resolveSchema(json).properties ?? {}) as Record<string, Json>)) {
    const values = allowedValues(property);
    if (!values.some((v) => v !== null)) missing.push(`${op.method} ${op.path} body ${name}`);
    for (const value of values) out.push({ label: `${name}=${JSON.stringify(value).slice(0, 30)}`, query: requiredQuery, body: { ...base, [name]: value } });
  }
  return out;
}

describe('the server accepts what openapi/openapi.json allows', () => {
  let t: TestApp;
  let member: TestMember;
  let staff: TestMember;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4' });
    member = await createMember(t);
    staff = await createMember(t, { verified: true, permissions: Object.fromEntries(PERMISSION_AREAS.map((area) => [area, 'full'])) });
  }, 60_000);
  afterAll(() => t.close());

  it('no value a schema allows is refused with 400 errors.validation, as the role each operation needs', async () => {
    const missing: string[] = [];
    const refused = new Map<string, string[]>();
    const counts = { requests: 0, byStatus: {} as Record<number, number>, otherCodes: {} as Record<string, number> };
    // Deleting one's own account ends the member's session: last.
    const ordered = documentedOperations
      .filter((op) => op.body?.type === 'application/json' || op.parameters.some((p) => p.in === 'query'))
      .sort((a, b) => Number(a.method === 'DELETE' && a.path === '/api/profile') - Number(b.method === 'DELETE' && b.path === '/api/profile'));
    for (const op of ordered) {
      const who = op.permissions === 'public' ? undefined : Object.keys(op.permissions).length ? staff : member;
      for (const probe of probes(op, missing)) {
        const query = probe.query.toString();
        const res = await fetch(`${t.url}${filledPath(op)}${query ? `?${query}` : ''}`, {
          method: op.method,
          headers: { ...(who ? { authorization: bearer(who) } : {}), ...(probe.body ? { 'content-type': 'application/json' } : {}) },
          body: probe.body ? JSON.stringify(probe.body) : undefined,
          redirect: 'manual',
        });
        const text = await res.text();
        counts.requests++;
        counts.byStatus[res.status] = (counts.byStatus[res.status] ?? 0) + 1;
        if (res.status !== 400) continue;
        const body = JSON.parse(text) as { code?: string; message?: unknown };
        if (body.code !== 'errors.validation') {
          counts.otherCodes[String(body.code)] = (counts.otherCodes[String(body.code)] ?? 0) + 1;
          continue;
        }
        const where = `${op.method} ${op.path}`;
        refused.set(where, [...(refused.get(where) ?? []), `[${probe.label}] ${JSON.stringify(body.message).slice(0, 160)}`]);
      }
    }
    const lines = [...refused].map(([where, list]) => `${where}: ${list.length} refused, e.g. ${list.slice(0, 3).join(' | ')}`);
    console.log(`${JSON.stringify({ ...counts, operations: ordered.length, mismatchingOperations: refused.size })}\n${lines.join('\n')}\nno allowed value built for:\n${missing.join('\n')}`);
    expect(missing).toEqual([]);
    expect(lines).toEqual([]);
    expect(ordered.length).toBeGreaterThan(70);
  }, 300_000);
});
