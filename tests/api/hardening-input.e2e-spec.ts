// Input: no request shape makes the API answer 5xx or accept what it should refuse.
// Deep JSON, invalid UTF-8 and lone surrogates, NUL in multipart text, `null` bodies, form-encoded
// and multipart bodies on JSON endpoints, refusals made below Nest (router, Node's HTTP parser) in
// the one error shape with a request id, LIKE wildcards in staff filters, one spelling per e-mail.
import request from 'supertest';
import { authClient } from '../support/auth-client';
import { bearer, randomVin, sql, type TestMember } from '../support/members';
import { rawRequest, startProbeApp } from '../support/probe-app';
import type { TestApp } from '../support/app';

const ERROR_SHAPE = {
  statusCode: expect.any(Number),
  error: expect.any(String),
  message: expect.anything(),
  code: expect.stringMatching(/^errors\./),
};

describe('hardened input', () => {
  let t: TestApp;
  let member: TestMember;
  let staff: TestMember;
  beforeAll(async () => {
    ({ t, member, staff } = await startProbeApp());
  });
  afterAll(() => t.close());

  it('a JSON body nested thousands of levels deep is 400 errors.json_too_deep, signed in or not', async () => {
    const deep = '['.repeat(3000) + ']'.repeat(3000);
    const objects = '{"a":'.repeat(2000) + '1' + '}'.repeat(2000);
    for (const [path, auth] of [
      ['/api/contact', undefined],
      ['/api/profile', bearer(member)],
    ] as const) {
      for (const body of [deep, objects]) {
        const req = request(t.url)
          [path === '/api/contact' ? 'post' : 'patch'](path)
          .set('content-type', 'application/json');
        if (auth) req.set('authorization', auth);
        const res = await req.send(body);
        expect({ path, status: res.status, code: res.body.code }).toEqual({
          path,
          status: 400,
          code: 'errors.json_too_deep',
        });
        expect(res.body).toEqual(ERROR_SHAPE);
      }
    }
    // The auth API refuses it in its own dialect, still a 400.
    const auth = await request(t.url)
      .post('/auth/v1/token?grant_type=password')
      .set('content-type', 'application/json')
      .send(deep);
    expect(auth.status).toBe(400);
  });

  it('invalid UTF-8 and lone surrogates are refused, not stored as U+FFFD', async () => {
    const invalid = Buffer.concat([Buffer.from('{"first_name":"J'), Buffer.from([0xc3, 0x28]), Buffer.from('n"}')]);
    const res = await fetch(`${t.url}/api/profile`, {
      method: 'PATCH',
      headers: { authorization: bearer(member), 'content-type': 'application/json' },
      body: invalid,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ ...ERROR_SHAPE, code: 'errors.invalid_encoding' });
    const surrogate = await request(t.url)
      .patch('/api/profile')
      .set('authorization', bearer(member))
      .set('content-type', 'application/json')
      .send('{"first_name":"J\\ud800n"}');
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.code).toBe('errors.invalid_encoding');
    const [row] = await sql(t, 'SELECT first_name FROM profiles WHERE id = $1', [member.id]);
    expect(row.first_name ?? '').not.toContain('\ufffd');
  });

  it('a body of null, a number or an array is not an empty update', async () => {
    for (const body of ['null', '5', '[]']) {
      const res = await request(t.url)
        .patch('/api/profile')
        .set('authorization', bearer(member))
        .set('content-type', 'application/json')
        .send(body);
      expect({ body, status: res.status, code: res.body.code }).toEqual({ body, status: 400, code: 'errors.bad_json' });
    }
  });

  it('form-encoded, text and multipart bodies on a JSON endpoint are 415', async () => {
    const form = await request(t.url)
      .patch('/api/profile')
      .set('authorization', bearer(member))
      .type('form')
      .send('first_name=Jano');
    expect(form.status).toBe(415);
    expect(form.body).toEqual({ ...ERROR_SHAPE, code: 'errors.unsupported_media_type' });
    const text = await request(t.url).post('/api/contact').set('content-type', 'text/plain').send('{"name":"x"}');
    expect(text.status).toBe(415);
    const multipart = await request(t.url)
      .patch('/api/profile')
      .set('authorization', bearer(member))
      .field('first_name', 'Jano');
    expect(multipart.status).toBe(415);
    expect(multipart.body.code).toBe('errors.unsupported_media_type');
  });

  it('a NUL in a multipart text field is 400 errors.invalid_characters, not a database error', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963f8cfc0f01f00050001ffabce36890000000049454e44ae426082',
      'hex',
    );
    const res = await request(t.url)
      .post('/api/admin/photos')
      .set('authorization', bearer(staff))
      .field('alt', 'Auto\u0000na výstave')
      .attach('file', png, 'a.png');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ ...ERROR_SHAPE, code: 'errors.invalid_characters' });
  });

  it('a multipart text field is strict UTF-8: malformed bytes are 400 errors.invalid_encoding, Slovak text is stored as sent', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963f8cfc0f01f00050001ffabce36890000000049454e44ae426082',
      'hex',
    );
    const upload = (alt: Buffer) => {
      const boundary = 'evklub-boundary';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\n`),
        alt,
        Buffer.from(
          `\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return fetch(`${t.url}/api/admin/photos`, {
        method: 'POST',
        headers: { authorization: bearer(staff), 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
      });
    };
    const [{ count: before }] = await sql(t, 'SELECT count(*)::int AS count FROM photos');
    const invalid = await upload(
      Buffer.concat([Buffer.from('Auto '), Buffer.from([0xc3, 0x28]), Buffer.from(' na výstave')]),
    );
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ ...ERROR_SHAPE, code: 'errors.invalid_encoding' });
    const [{ count: after }] = await sql(t, 'SELECT count(*)::int AS count FROM photos');
    expect(after).toBe(before);

    const slovak = 'Elektromobily na výstave v Žiline – ďakujeme!';
    const valid = await upload(Buffer.from(slovak));
    expect(valid.status).toBe(201);
    const rows = await sql(t, 'SELECT alt FROM photos WHERE alt = $1', [slovak]);
    expect(rows).toHaveLength(1);
  });

  it('refusals made by the router and by the HTTP parser come in the error shape with a request id', async () => {
    const badUrl = await request(t.url).get('/api/articles/%E0%A4%A');
    expect(badUrl.status).toBe(400);
    expect(badUrl.body).toEqual({ ...ERROR_SHAPE, code: 'errors.bad_url' });
    expect(badUrl.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const longParam = await request(t.url).get(`/api/articles/${'a'.repeat(300)}`);
    expect(longParam.status).toBe(404);
    expect(longParam.body).toEqual({ ...ERROR_SHAPE, code: 'errors.not_found' });
    expect(JSON.stringify(longParam.body)).not.toContain('FST_');
    const control = await rawRequest(t, 'GET /api/faq HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n');
    expect(control.status).toBe(400);
    expect(JSON.parse(control.body)).toEqual({ ...ERROR_SHAPE, code: 'errors.bad_request' });
    expect(control.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const huge = await rawRequest(t, `GET /api/faq HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge.status).toBe(431);
    expect(JSON.parse(huge.body)).toEqual({ ...ERROR_SHAPE, code: 'errors.headers_too_large' });
    const invalidJson = await request(t.url)
      .post('/api/contact')
      .set('content-type', 'application/json')
      .send('{"name":');
    expect(invalidJson.body).toEqual({ ...ERROR_SHAPE, code: 'errors.bad_json' });
    expect(JSON.stringify(invalidJson.body)).not.toContain('FST_');
  });

  it('staff text filters take % and _ literally', async () => {
    await sql(
      t,
      `INSERT INTO contact_messages (name, email, message, ip_hash) VALUES ('Anna', 'anna@example.com', 'Zľava 50% na nabíjanie', 'x'), ('Boris', 'boris@example.com', 'Bez zľavy', 'x'), ('C_D', 'cd@example.com', 'iné', 'x')`,
    );
    const percent = await request(t.url)
      .get('/api/admin/contact-messages')
      .query({ q: '%' })
      .set('authorization', bearer(staff))
      .expect(200);
    expect(percent.body.v.map((m: { name: string }) => m.name)).toEqual(['Anna']);
    const underscore = await request(t.url)
      .get('/api/admin/contact-messages')
      .query({ q: '_' })
      .set('authorization', bearer(staff))
      .expect(200);
    expect(underscore.body.v.map((m: { name: string }) => m.name)).toEqual(['C_D']);
  });

  it('one account per address whatever its Unicode spelling', async () => {
    const { auth } = authClient(t);
    const first = await auth.signUp({ email: 'zoé.novák@example.com', password: 'Elektromobil-2026' });
    expect(first.error).toBeNull();
    for (const spelling of [
      'zoe\u0301.nova\u0301k@example.com',
      'zoé.novák\u200b@example.com',
      'ｚｏé.novák@ｅｘａｍｐｌｅ.ｃｏｍ',
      ' ZOÉ.NOVÁK@EXAMPLE.COM ',
    ]) {
      const signIn = await auth.signInWithPassword({ email: spelling, password: 'Elektromobil-2026' });
      expect({ spelling, error: signIn.error?.message ?? null, id: signIn.data.user?.id }).toEqual({
        spelling,
        error: null,
        id: first.data.user?.id,
      });
    }
    const [{ count }] = await sql<{ count: string }>(t, `SELECT count(*) FROM auth.users WHERE email LIKE '%nov%k@%'`);
    expect(Number(count)).toBe(1);
  });
  // The document's pattern says what the server takes: the licence plate and the IČO are normalised
  // (trimmed, upper-cased, spaces removed) and their pattern describes the text as sent; what it
  // forbids is refused. A text filter sent as an array or object is refused, not read as text.
  it('a licence plate, an IČO and a search text are taken exactly as the document describes them', async () => {
    const document = (await request(t.url).get('/api/openapi.json').expect(200)).body as {
      components: { schemas: Record<string, { properties: Record<string, { pattern: string; maxLength: number }> }> };
    };
    const field = (schema: string, name: string) => document.components.schemas[schema].properties[name];
    const plate = field('CreateCarDto', 'license_plate');
    const ico = field('UpdateProfileDto', 'company_id');
    const allows = (f: { pattern: string; maxLength: number }, value: string) =>
      new RegExp(f.pattern, 'u').test(value) && [...value].length <= f.maxLength;
    const patchProfile = (body: object) =>
      request(t.url).patch('/api/profile').set('authorization', bearer(member)).send(body);
    for (const value of [
      '35757442',
      ' 357 574 42 ',
      '3575744 2',
      '357574420',
      '3575744X',
      '35757442\u00a0',
      '3 5 7 5 7 4 4 2 0 0 0',
      '3 5 7 5 7 4 4 2    ',
    ]) {
      const res = await patchProfile({ company_id: value });
      expect({ value, status: res.status }).toEqual({ value, status: allows(ico, value) ? 200 : 400 });
      if (res.status === 200) expect(res.body.v.company_id).toBe('35757442');
    }
    const addCar = (license_plate: string) =>
      request(t.url)
        .post('/api/cars')
        .set('authorization', bearer(member))
        .send({ vin: `LRW${randomVin().slice(3)}`, model: 'Model 3', license_plate });
    for (const value of [
      'BA-123AB',
      'ba-123ab',
      ' ke  777 xy ',
      'ŽA-1ČŠ',
      '-BA123',
      'BA_123',
      'BA\t123',
      'BA 123 AB        ',
      '中文',
      'BA123\u00a0',
      'BA  123  AB  12',
    ]) {
      const res = await addCar(value);
      expect({ value, status: res.status }).toEqual({ value, status: allows(plate, value) ? 201 : 400 });
      if (res.status === 201) expect(res.body.v.license_plate).toBe(value.trim().toUpperCase().replace(/\s+/g, ' '));
      if (res.status === 400) expect(res.body.code).toBe('errors.validation');
    }
    for (const path of ['/api/search?q[a]=jan', '/api/search?q=jan&q=eva', '/api/search?q[]=jan']) {
      const res = await request(t.url).get(path).set('authorization', bearer(member));
      expect({ path, status: res.status, code: res.body.code }).toEqual({
        path,
        status: 400,
        code: 'errors.validation',
      });
    }
    for (const path of ['/api/admin/users?q[a]=jan', '/api/admin/users?q=jan&q=eva', '/api/admin/events?q=a&q=b']) {
      const res = await request(t.url).get(path).set('authorization', bearer(staff));
      expect({ path, status: res.status, code: res.body.code }).toEqual({
        path,
        status: 400,
        code: 'errors.validation',
      });
    }
  });
  // The same for the phone number, the username and the post code: the server trims them (and the
  // phone number loses its separators and gets its "+" form), so the document's pattern describes
  // the text as sent, and the stored form keeps `x-normalised-pattern` where there is one.
  it('a phone number, a username and a post code: every text the server takes is one the document allows', async () => {
    const document = (await request(t.url).get('/api/openapi.json').expect(200)).body as {
      components: {
        schemas: Record<
          string,
          { properties: Record<string, { pattern: string; maxLength: number; 'x-normalised-pattern'?: string }> }
        >;
      };
    };
    const tag = Math.random().toString(36).slice(2, 8);
    const cases: Record<string, [string, number][]> = {
      phone_number: [
        ['+421905123456', 200],
        ['0905 123 456', 200],
        [' (0905) 123-456 ', 200],
        ['00421 905 123 456', 200],
        ['+1 202.555.0101', 200],
        ['0905 123 45', 400],
        ['tel. 0905123456', 400],
        ['+421 905 123 456 7', 400],
      ],
      username: [
        [`jan.${tag}`, 200],
        [` eva_${tag} `, 200],
        [`.jan${tag}`, 400],
        ['ja', 400],
        [`jan ${tag}`, 400],
      ],
      address_post_code: [
        ['040 01', 200],
        [' 040 01', 200],
        ['SW1A 1AA ', 200],
        ['-04001', 400],
        ['040_01', 400],
      ],
    };
    for (const [name, values] of Object.entries(cases)) {
      const field = document.components.schemas.UpdateProfileDto.properties[name];
      for (const [value, status] of values) {
        const res = await request(t.url)
          .patch('/api/profile')
          .set('authorization', bearer(member))
          .send({ [name]: value });
        const documented = new RegExp(field.pattern, 'u').test(value) && [...value].length <= field.maxLength;
        const stored = res.status === 200 ? (res.body.v[name] as string) : null;
        const normalised =
          stored === null ||
          !field['x-normalised-pattern'] ||
          new RegExp(field['x-normalised-pattern'], 'u').test(stored);
        expect({ name, value, status: res.status, documented: res.status !== 200 || documented, normalised }).toEqual({
          name,
          value,
          status,
          documented: true,
          normalised: true,
        });
      }
    }
  });
});
