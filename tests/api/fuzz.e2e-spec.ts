// A fuzz test generated from openapi/openapi.json. For every operation, as a visitor, a
// member and staff, it sends requests built from the operation's schemas: plausible values, wrong
// types, missing and extra fields, boundary values, nested, huge, invalid-UTF-8, lone-surrogate and
// NUL bodies, and each content type. It holds the server to three rules: no 5xx; every non-2xx/3xx
// answer in the error shape with a `code`; every status answered is documented for its operation;
// a value the document forbids (null where not nullable, "" where a format, enum or pattern excludes
// it, beyond a length or range, an empty integer query value) is never accepted.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { startTestApp, type TestApp } from '../support/app';
import { adminClient, authClient } from '../support/auth-client';
import { bearer, type TestMember } from '../support/members';
import { startProbeApp } from '../support/probe-app';

type Json = Record<string, unknown>;
interface Operation {
  method: string;
  path: string;
  operationId: string;
  parameters: Json[];
  body?: Json;
  responses: Record<string, unknown>;
}
interface Probe {
  label: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** The document forbids this request: a 2xx/3xx answer is a mismatch. */
  forbidden?: boolean;
}

const document = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'openapi', 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json> };
};
const schemas = document.components.schemas;
const resolve = (schema: Json | undefined): Json => {
  if (!schema) return {};
  if (typeof schema.$ref === 'string') return resolve(schemas[schema.$ref.split('/').pop()!]);
  if (Array.isArray(schema.allOf))
    return Object.assign({}, ...schema.allOf.map((s) => resolve(s as Json)), { ...schema, allOf: undefined });
  return schema;
};

/** A plausible value for a schema (valid as far as the schema tells). */
function sample(raw: Json | undefined, depth = 0): unknown {
  const schema = resolve(raw);
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.oneOf || schema.anyOf) return sample(((schema.oneOf ?? schema.anyOf) as Json[])[0], depth);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'array':
      return depth > 4 ? [] : [sample(schema.items as Json, depth + 1)];
    case 'object': {
      const out: Json = {};
      for (const [name, prop] of Object.entries((schema.properties ?? {}) as Record<string, Json>))
        if (depth < 4) out[name] = sample(prop, depth + 1);
      return out;
    }
    default:
      if (schema.format === 'uuid') return '4f7c1c9e-2d7a-4c55-9a57-6a1f0d3b8e01';
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date') return '2026-05-01';
      if (schema.format === 'date-time') return '2026-05-01T10:00:00.000Z';
      if (schema.format === 'uri') return 'https://example.com/x';
      return 'x'.repeat(Math.max(1, Number(schema.minLength ?? 3)));
  }
}

const operations: Operation[] = Object.entries(document.paths).flatMap(([p, item]) =>
  Object.entries(item).map(([method, op]) => ({
    method: method.toUpperCase(),
    path: p,
    operationId: String(op.operationId),
    parameters: (op.parameters as Json[]) ?? [],
    body: ((op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined)?.['application/json']
      ?.schema as Json | undefined,
    responses: op.responses as Record<string, unknown>,
  })),
);

const JSON_TYPE = { 'content-type': 'application/json' };
const deep = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

const FORMATS_WITHOUT_EMPTY = new Set(['email', 'uuid', 'date', 'date-time', 'uri']);

/** Whether the document forbids `value` for `schema` (only what it says for certain). */
function forbids(raw: Json, value: unknown): boolean {
  const schema = resolve(raw);
  if (value === null) return schema.nullable !== true && !schema.oneOf && !schema.anyOf;
  if (value !== '') return false;
  if (Array.isArray(schema.enum)) return !schema.enum.includes('');
  if (typeof schema.format === 'string' && FORMATS_WITHOUT_EMPTY.has(schema.format)) return true;
  if (schema.type === 'integer' || schema.type === 'number') return true;
  if (typeof schema.minLength === 'number' && schema.minLength > 0) return true;
  return typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test('');
}

/** The probes of one operation: path, query and body variants. */
function probes(op: Operation): Probe[] {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const fill = (values: Record<string, string> = {}) =>
    op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
      encodeURIComponent(values[name] ?? String(sample(pathParams.find((p) => p.name === name)?.schema as Json))),
    );
  const plainQuery = new URLSearchParams(
    Object.fromEntries(
      queryParams.filter((p) => p.required).map((p) => [String(p.name), String(sample(p.schema as Json))]),
    ),
  ).toString();
  const bodySample = op.body ? sample(op.body) : undefined;
  const withBody = (
    label: string,
    body: string | Buffer | undefined,
    headers: Record<string, string> = JSON_TYPE,
  ): Probe => ({ label, path: fill(), query: plainQuery, headers: body === undefined ? {} : headers, body });
  const out: Probe[] = [withBody('plausible', bodySample === undefined ? undefined : JSON.stringify(bodySample))];
  for (const p of pathParams) {
    for (const value of ['abc', '-1', 'x'.repeat(150), 'ľščťž', '..%2F..', '00000000-0000-0000-0000-000000000000']) {
      out.push({
        label: `path ${String(p.name)}=${value.slice(0, 20)}`,
        path: fill({ [String(p.name)]: value }),
        query: plainQuery,
        headers: {},
      });
    }
  }
  for (const p of queryParams) {
    for (const value of ['', 'abc', '-1', '1.5', '99999999999999', 'x'.repeat(500), 'a\u0000b']) {
      const query = new URLSearchParams(plainQuery);
      query.set(String(p.name), value);
      out.push({
        label: `query ${String(p.name)}=${value.slice(0, 20)}`,
        path: fill(),
        query: query.toString(),
        headers: {},
        forbidden: value === '' && forbids(p.schema as Json, value),
      });
    }
    const repeated = new URLSearchParams(plainQuery);
    repeated.append(String(p.name), '1');
    repeated.append(String(p.name), '2');
    out.push({ label: `query ${String(p.name)} twice`, path: fill(), query: repeated.toString(), headers: {} });
  }
  out.push({ label: 'unknown query parameter', path: fill(), query: `${plainQuery}&fuzz_unknown=1`, headers: {} });
  if (op.method === 'GET') return out;
  if (op.method === 'DELETE' && !op.body) {
    out.push(withBody('a body where none is expected', '{"x":1}'));
    return out;
  }
  const object = (bodySample ?? {}) as Json;
  out.push(
    withBody('no body', undefined),
    withBody('empty JSON body', ''),
    withBody('null body', 'null'),
    withBody('array body', '[]'),
    withBody('string body', '"x"'),
    withBody('number body', '42'),
    withBody('truncated JSON', '{"a":'),
    withBody('deep JSON', deep(3000)),
    withBody('wide JSON', JSON.stringify(Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i])))),
    withBody('huge body', JSON.stringify({ x: 'a'.repeat(2 * 1024 * 1024) })),
    withBody(
      'invalid UTF-8',
      Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]),
    ),
    withBody('lone surrogate', '{"a":"\\ud800"}'),
    withBody('__proto__', '{"__proto__":{"admin":true}}'),
    withBody('extra field', JSON.stringify({ ...object, fuzz_unknown: 1 })),
    withBody('form-encoded', 'a=1&b=2', { 'content-type': 'application/x-www-form-urlencoded' }),
    withBody('text/plain', JSON.stringify(object), { 'content-type': 'text/plain' }),
    withBody('multipart', '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n', {
      'content-type': 'multipart/form-data; boundary=b',
    }),
    withBody('multipart without boundary', 'garbage', { 'content-type': 'multipart/form-data' }),
    withBody('unknown content type', 'x', { 'content-type': 'application/x-fuzz' }),
  );
  for (const [name, raw] of Object.entries((resolve(op.body).properties ?? {}) as Record<string, Json>)) {
    const schema = resolve(raw);
    const without = { ...object };
    delete without[name];
    out.push(withBody(`missing ${name}`, JSON.stringify(without)));
    for (const wrong of [1.5, true, null, [1, 2], { $gt: '' }, '', 'a\u0000b', 'ľ'.repeat(5000)]) {
      out.push({
        ...withBody(`${name}=${JSON.stringify(wrong).slice(0, 20)}`, JSON.stringify({ ...object, [name]: wrong })),
        forbidden: forbids(raw, wrong),
      });
    }
    if (typeof schema.maxLength === 'number')
      out.push({
        ...withBody(`${name} over maxLength`, JSON.stringify({ ...object, [name]: 'x'.repeat(schema.maxLength + 1) })),
        forbidden: true,
      });
    if (typeof schema.maximum === 'number')
      out.push({
        ...withBody(`${name} over maximum`, JSON.stringify({ ...object, [name]: schema.maximum + 1 })),
        forbidden: true,
      });
    if (typeof schema.minimum === 'number')
      out.push({
        ...withBody(`${name} under minimum`, JSON.stringify({ ...object, [name]: schema.minimum - 1 })),
        forbidden: true,
      });
  }
  return out;
}

describe('fuzzing every operation of openapi/openapi.json', () => {
  let t: TestApp;
  let member: TestMember;
  let staff: TestMember;
  beforeAll(async () => {
    ({ t, member, staff } = await startProbeApp());
  });
  afterAll(() => t.close());

  it('≥ 5,000 requests as visitor, member and staff: no 5xx, every refusal in the error shape, every status documented', async () => {
    const counts = { requests: 0, byStatus: {} as Record<number, number>, operations: new Set<string>() };
    const problems: string[] = [];
    const roles: [string, Record<string, string>][] = [
      ['visitor', {}],
      ['member', { authorization: bearer(member) }],
      ['staff', { authorization: bearer(staff) }],
    ];
    // Deleting one's own account ends the member's session for the rest of the run: last.
    const ordered = [...operations].sort(
      (a, b) =>
        Number(a.path === '/api/me' && a.method === 'DELETE') - Number(b.path === '/api/me' && b.method === 'DELETE'),
    );
    for (const op of ordered) {
      for (const [role, auth] of roles) {
        for (const probe of probes(op)) {
          const url = `${t.url}${probe.path}${probe.query ? `?${probe.query}` : ''}`;
          const res = await fetch(url, {
            method: op.method,
            headers: { ...auth, ...probe.headers },
            body: probe.body,
            redirect: 'manual',
          });
          const text = await res.text();
          counts.requests++;
          counts.byStatus[res.status] = (counts.byStatus[res.status] ?? 0) + 1;
          counts.operations.add(op.operationId);
          const where = `${role} ${op.method} ${op.path} [${probe.label}] → ${res.status}`;
          if (res.status >= 500) problems.push(`${where}: ${text.slice(0, 200)}`);
          if (res.status >= 400) {
            let body: Json | undefined;
            try {
              body = JSON.parse(text) as Json;
            } catch {
              body = undefined;
            }
            if (
              !body ||
              typeof body.code !== 'string' ||
              typeof body.statusCode !== 'number' ||
              typeof body.error !== 'string' ||
              body.message === undefined
            )
              problems.push(`${where}: not the error shape: ${text.slice(0, 200)}`);
          }
          if (probe.forbidden && res.status < 400)
            problems.push(`${where}: the document forbids this, the server accepted it`);
          if (!(String(res.status) in op.responses) && !('default' in op.responses))
            problems.push(`${where}: status not documented`);
        }
      }
    }
    // The counts for the record (printed with the test's output).
    console.log(
      JSON.stringify({
        requests: counts.requests,
        operations: counts.operations.size,
        byStatus: counts.byStatus,
        problems: problems.length,
      }),
    );
    if (problems.length) console.log(problems.join('\n'));
    expect(problems.slice(0, 40)).toEqual([]);
    expect(counts.operations.size).toBe(operations.length);
    expect(counts.requests).toBeGreaterThanOrEqual(5000);
  }, 900_000);
});

// What the generated run above does not send. Bodies held open, metadata bombs and a
// burst of sign-ins from many addresses: refused with 4xx, never 5xx, the server answering others meanwhile.
describe('fuzzing the auth API and the connections with attacks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      AUTH_AUTOCONFIRM: 'true',
      TRUST_PROXY: '1',
      HTTP_HEADERS_TIMEOUT: '1',
      HTTP_REQUEST_TIMEOUT: '2',
      HTTP_OPEN_BODIES_PER_CLIENT: '4',
    });
  });
  afterAll(() => t.close());

  /**
   * Writes the start of a request and leaves the connection open; resolves with the status Node or the app answered (0
   * = none).
   */
  const heldOpen = (head: string) =>
    new Promise<number>((resolve) => {
      const socket = net.connect(Number(new URL(t.url).port), '127.0.0.1', () => socket.write(head));
      const chunks: Buffer[] = [];
      socket.on('data', (c) => chunks.push(c));
      socket.on('error', () => undefined);
      socket.on('close', () =>
        resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(Buffer.concat(chunks).toString('latin1'))?.[1] ?? 0)),
      );
    });

  it('held-open bodies, oversized metadata and a sign-in burst from many addresses: no 5xx', async () => {
    const statuses: string[] = [];
    const note = (label: string, status: number): void => void statuses.push(`${status} ${label}`);
    const session = await authClient(t).auth.signUp({ email: 'fuzz-owner@example.com', password: 'Elektromobil-2026' });
    const token = session.data.session!.access_token;

    // Bodies that never finish, from one client and from many, on JSON, auth and upload endpoints.
    const held: Promise<void>[] = [];
    const targets = [
      'POST /api/contact',
      'POST /auth/v1/token?grant_type=password',
      'POST /auth/v1/signup',
      'PUT /auth/v1/user',
      'PATCH /api/profile',
      'PUT /api/profile/avatar',
    ];
    for (let i = 0; i < 24; i++) {
      const [method, path] = targets[i % targets.length].split(' ');
      const from = i < 12 ? '10.99.0.1' : `10.99.1.${i}`;
      const type = path.endsWith('avatar') ? 'multipart/form-data; boundary=b' : 'application/json';
      const head = `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: ${from}\r\nAuthorization: Bearer ${token}\r\nContent-Type: ${type}\r\nContent-Length: 5000\r\n\r\n{"a":`;
      held.push(heldOpen(head).then((s) => note(`held ${method} ${path} from ${from}`, s)));
    }
    held.push(heldOpen('GET /api/articles HTTP/1.1\r\nHost: localhost\r\nX-Slow').then((s) => note('held headers', s)));

    // Metadata bombs, while those connections hang.
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const bombs: [string, string, string, unknown][] = [
      ['PUT', '/auth/v1/user', 'megabyte of data', { data: { x: 'a'.repeat(1_000_000) } }],
      ['PUT', '/auth/v1/user', 'deep data', { data: JSON.parse('{"a":'.repeat(30) + '1' + '}'.repeat(30)) as unknown }],
      [
        'PUT',
        '/auth/v1/user',
        'wide data',
        { data: Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i])) },
      ],
      [
        'POST',
        '/auth/v1/signup',
        'sign-up with 500 kB of data',
        { email: 'fuzz-bomb@example.com', password: 'Elektromobil-2026', data: { x: 'ľ'.repeat(250_000) } },
      ],
      [
        'POST',
        '/auth/v1/otp',
        'sign-in link with 500 kB of data',
        { email: 'fuzz-otp@example.com', data: { x: 'a'.repeat(500_000) } },
      ],
    ];
    for (const [method, path, label, body] of bombs) {
      const res = await fetch(`${t.url}${path}`, { method, headers: auth, body: JSON.stringify(body) });
      note(label, res.status);
    }
    const admin = adminClient(t);
    for (const field of ['user_metadata', 'app_metadata'] as const) {
      const { error } = await admin.auth.admin.createUser({
        email: `fuzz-admin-${field}@example.com`,
        password: 'Elektromobil-2026',
        [field]: { x: 'a'.repeat(200_000) },
      });
      note(`admin ${field}`, error?.status ?? 200);
    }
    const me = await fetch(`${t.url}/auth/v1/user`, { headers: auth });
    note('GET /auth/v1/user after the bombs', me.status);
    expect(me.status).toBe(200);

    // A burst of wrong passwords for one account from 200 addresses, and a few right ones among them.
    const burst = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fetch(`${t.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.98.${i >> 8}.${i & 255}` },
          body: JSON.stringify({
            email: 'fuzz-owner@example.com',
            password: i % 50 === 0 ? 'Elektromobil-2026' : `zle-${i}`,
          }),
        }).then((r) => r.status),
      ),
    );
    burst.forEach((s, i) => note(`burst sign-in ${i}`, s));
    await Promise.all(held);

    const counts = statuses.reduce<Record<string, number>>(
      (acc, line) => ((acc[line.slice(0, 3)] = (acc[line.slice(0, 3)] ?? 0) + 1), acc),
      {},
    );
    console.log(JSON.stringify({ attacks: statuses.length, byStatus: counts }));
    expect(statuses.filter((line) => Number(line.slice(0, 3)) >= 500 || line.startsWith('0 '))).toEqual([]);
    expect(statuses.filter((line) => line.includes('held') && !/^(408|429) /.test(line))).toEqual([]);
    expect(statuses.filter((line) => /data|metadata/.test(line) && !/^4\d\d /.test(line))).toEqual([]);
  }, 180_000);
});
