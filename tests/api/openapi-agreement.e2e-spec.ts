// Where the OpenAPI document and the validation disagreed. A client generated from
// the document must be able to predict what the server accepts: an empty string is accepted exactly
// where the schema allows it, and every status an operation answers is documented.
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/app';
import { bearer, createMember, type TestMember } from '../support/members';
import { rawRequest } from '../support/probe-app';

type Schema = {
  type?: string;
  format?: string;
  minLength?: number;
  pattern?: string;
  $ref?: string;
  allOf?: Schema[];
  properties?: Record<string, Schema>;
};
interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: { content: Record<string, { schema: Schema }> }; responses: Record<string, unknown> }
    >
  >;
  components: { schemas: Record<string, Schema> };
}

describe('OpenAPI document agrees with the validation', () => {
  let t: TestApp;
  let member: TestMember;
  let doc: OpenApi;
  const resolve = (schema: Schema): Schema =>
    schema.$ref ? resolve(doc.components.schemas[schema.$ref.split('/').pop()!]) : schema;
  /** Whether a schema, as documented, admits the empty string. */
  const admitsEmpty = (schema: Schema) =>
    schema.format !== 'email' &&
    (schema.minLength ?? 0) === 0 &&
    (schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(''));
  const bodyProperties = (path: string, method: string) =>
    resolve(doc.paths[path][method].requestBody!.content['application/json'].schema).properties!;

  beforeAll(async () => {
    t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4' });
    member = await createMember(t);
    doc = (await request(t.url).get('/api/openapi.json').expect(200)).body as OpenApi;
  });
  afterAll(() => t.close());

  it('PATCH /api/profile: "" is accepted for exactly the fields whose schema admits it', async () => {
    const properties = bodyProperties('/api/profile', 'patch');
    for (const name of ['username', 'phone_number', 'company_id', 'first_name', 'address_post_code']) {
      const res = await request(t.url)
        .patch('/api/profile')
        .set('authorization', bearer(member))
        .send({ [name]: '' });
      expect({ name, status: res.status, documented: admitsEmpty(properties[name]) }).toEqual({
        name,
        status: 200,
        documented: true,
      });
    }
  });

  it('POST /api/contact: "" is refused for exactly the fields whose schema refuses it', async () => {
    const properties = bodyProperties('/api/contact', 'post');
    const valid = { name: 'Ján', email: 'jan@example.com', message: 'Dobrý deň, mám otázku.' };
    for (const name of ['name', 'message', 'email']) {
      const res = await request(t.url)
        .post('/api/contact')
        .send({ ...valid, [name]: '' });
      expect({ name, status: res.status, documented: admitsEmpty(properties[name]) }).toEqual({
        name,
        status: 400,
        documented: false,
      });
    }
  });

  it('the newsletter operations document the 409 of an unpublished article and the 404 of a missing one', () => {
    for (const action of ['test', 'send']) {
      const responses = doc.paths[`/api/admin/newsletters/{articleId}/${action}`].post.responses;
      expect({ action, statuses: Object.keys(responses).filter((s) => s === '404' || s === '409') }).toEqual({
        action,
        statuses: ['404', '409'],
      });
    }
  });

  it('a bearer value with characters invalid in a header: 400 in the error shape, documented on every operation', async () => {
    for (const value of ['Bearer abc\u0001def', 'Bearer abc\u007fdef', 'Bearer a\u0000b']) {
      const res = await rawRequest(
        t,
        Buffer.from(
          `GET /api/me HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${value}\r\nConnection: close\r\n\r\n`,
          'latin1',
        ),
      );
      expect({ value, status: res.status, body: JSON.parse(res.body) as unknown }).toEqual({
        value,
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: expect.any(String), code: 'errors.bad_request' },
      });
    }
    const undocumented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, op]) => !('400' in op.responses))
        .map(([method]) => `${method} ${path}`),
    );
    expect(undocumented).toEqual([]);
  });
});
