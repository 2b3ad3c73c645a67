// What openapi/openapi.json forbids the server refuses, and a "" the server takes as "clear" is
// documented as such: e-mail fields refuse "", an empty integer query value is not 0, a string field
// refuses null, and `address_country: ""` (clears, as null does) is allowed by its schema.
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { startTestApp, TestApp } from '../support/app';
import { bearer, createMember, randomVin, type TestMember } from '../support/members';

type Json = Record<string, unknown>;
const document = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'openapi', 'openapi.json'), 'utf8')) as {
  components: { schemas: Record<string, { properties: Record<string, Json> }> };
};

describe('the schema and the server agree', () => {
  let t: TestApp;
  let member: TestMember;
  const vin = randomVin();
  beforeAll(async () => {
    t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4', TRUST_PROXY: 'true' });
    member = await createMember(t, { cars: [{ vin, model: 'Model 3' }] });
  });
  afterAll(() => t.close());

  it('refuses "" for an e-mail field (format: email)', async () => {
    const res = await request(t.url)
      .patch(`/api/cars/${vin}`)
      .set('authorization', bearer(member))
      .send({ tesla_account: '' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('errors.validation');
    const cleared = await request(t.url)
      .patch(`/api/cars/${vin}`)
      .set('authorization', bearer(member))
      .send({ tesla_account: null });
    expect(cleared.status).toBe(200);
  });

  it.each(['/api/files?offset=', '/api/files?limit=', '/api/articles?page=', '/api/articles?per_page='])(
    'refuses the empty integer in %s',
    async (url) => {
      const res = await request(t.url).get(url).set('authorization', bearer(member));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('errors.validation');
    },
  );

  it('refuses website: null on the contact form', async () => {
    const res = await request(t.url).post('/api/contact').set('x-forwarded-for', '203.0.113.77').send({
      name: 'Ján Nový',
      email: 'jan@example.com',
      message: 'Dobrý deň, ako sa môžem pridať do klubu?',
      website: null,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('errors.validation');
  });

  it('documents address_country "" as clearing, and clears it', async () => {
    const schema = document.components.schemas.UpdateProfileDto.properties.address_country;
    expect(schema.enum).toContain('');
    expect(new RegExp(String(schema.pattern)).test('')).toBe(true);
    expect(String(schema.description)).toContain('""');
    const set = await request(t.url)
      .patch('/api/profile')
      .set('authorization', bearer(member))
      .send({ address_country: 'SK' });
    expect(set.status).toBe(200);
    const res = await request(t.url)
      .patch('/api/profile')
      .set('authorization', bearer(member))
      .send({ address_country: '' });
    expect(res.status).toBe(200);
    expect(res.body.v.address_country).toBeNull();
  });
});
