// A member's cars through the real API: only the current owner sees or changes a car (everyone else
// gets the same 404 as for a VIN that does not exist), retiring keeps the history, and a retired
// car can get a new owner.
import { randomInt } from 'node:crypto';
import request from 'supertest';
import { todayIso } from '../../server/src/domain/calendar';
import { vinCheckDigit } from '../../server/src/domain/vin';
import { startTestApp, type TestApp } from '../support/app';
import { bearer, createMember, sql, type TestMember } from '../support/members';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4' });
});
afterAll(() => t?.close());

// Counted from a random start, so no two VINs of this file are the same (six random digits could repeat).
let serial = randomInt(0, 1_000_000);

/** A fresh VIN in a plant's format: North-American ones get their correct check digit. */
function vin(first8 = '5YJ3E1EA'): string {
  serial = (serial + 1) % 1_000_000;
  const draft = `${first8}0P${'A'}${String(serial).padStart(6, '0')}`;
  return /^[1-5]|^7[F-Z]/.test(draft) ? draft.slice(0, 8) + vinCheckDigit(draft) + draft.slice(9) : draft;
}

const as = (m: TestMember | undefined, req: request.Test) => (m ? req.set('authorization', bearer(m)) : req);
const listCars = (m?: TestMember, query = '') => as(m, request(t.url).get(`/api/cars${query}`));
const getCar = (m: TestMember | undefined, v: string) =>
  as(m, request(t.url).get(`/api/cars/${encodeURIComponent(v)}`));
const addCar = (m: TestMember | undefined, body: unknown) =>
  as(m, request(t.url).post('/api/cars')).send(body as object);
const patchCar = (m: TestMember | undefined, v: string, body: unknown) =>
  as(m, request(t.url).patch(`/api/cars/${v}`)).send(body as object);
const retireCar = (m: TestMember | undefined, v: string) => as(m, request(t.url).delete(`/api/cars/${v}`));

const notFound = { statusCode: 404, error: 'Not Found', message: 'Car not found', code: 'errors.car_not_found' };
const unauthorized = {
  statusCode: 401,
  error: 'Unauthorized',
  message: expect.any(String),
  code: 'errors.unauthorized',
};

const carRow = (v: string) =>
  sql(t, 'SELECT model::text, variant::text, color::text, custom_color FROM cars WHERE vin = $1', [v]);
const ownershipRows = (v: string) =>
  sql(
    t,
    'SELECT owner_id, license_plate, name, owned_since::text, owned_until::text FROM car_ownerships WHERE vin = $1 ORDER BY created_at',
    [v],
  );

describe('GET /api/cars', () => {
  it('requires authentication', async () => {
    expect((await listCars().expect(401)).body).toEqual(unauthorized);
  });

  it('lists only my current cars, with total and pages', async () => {
    const m = await createMember(t);
    const other = await createMember(t);
    const [a, b, c, retired] = [vin(), vin('5YJSA1E2'), vin('XP7YGCEK'), vin()];
    for (const [v, model] of [
      [a, 'Model 3'],
      [b, 'Model S'],
      [c, 'Model Y'],
      [retired, 'Model 3'],
    ])
      await addCar(m, { vin: v, model }).expect(201);
    await addCar(other, { vin: vin(), model: 'Model X' }).expect(201);
    await retireCar(m, retired).expect(204);

    const all = await listCars(m).expect(200);
    expect(all.body.total).toBe(3);
    expect(all.body.v.map((car: { vin: string }) => car.vin)).toEqual([a, b, c]);
    const page = await listCars(m, '?page=2&per_page=2').expect(200);
    expect(page.body).toEqual({
      v: [expect.objectContaining({ vin: c, model: 'Model Y', image: '/images/cars/model-y.svg' })],
      total: 3,
    });
    expect((await listCars(m, '?per_page=0').expect(400)).body.code).toBe('errors.validation');
    expect((await listCars(m, '?page=abc').expect(400)).body.code).toBe('errors.validation');
  });
});

describe('GET /api/cars/:vin', () => {
  it('requires authentication', async () => {
    expect((await getCar(undefined, vin()).expect(401)).body).toEqual(unauthorized);
  });

  it('another member’s car answers exactly like a VIN that does not exist (404, not 403)', async () => {
    const owner = await createMember(t);
    const v = vin();
    await addCar(owner, { vin: v, model: 'Model 3' }).expect(201);
    const stranger = await createMember(t);
    expect((await getCar(stranger, v).expect(404)).body).toEqual(notFound);
    expect((await getCar(stranger, vin()).expect(404)).body).toEqual(notFound);
    // Malformed VINs and path tricks are simply not found.
    for (const bad of ['not-a-vin', '..%2F..%2Fetc%2Fpasswd', '5YJ3E1EA8KF00000O'])
      expect((await getCar(stranger, bad).expect(404)).body).toEqual(notFound);
  });

  it('shows my car, found by its VIN in any case', async () => {
    const m = await createMember(t);
    const v = vin('7SAYGDEE');
    const added = await addCar(m, {
      vin: v,
      model: 'Model Y',
      color: 'Midnight Silver Metallic',
      variant: 'Performance',
      owned_since: '2024-03-01',
      name: 'Strieborná',
      license_plate: 'KE 777 EV',
      tesla_account: 'tesla@example.com',
    }).expect(201);
    const res = await getCar(m, v.toLowerCase()).expect(200);
    expect(res.body).toEqual({
      v: {
        vin: v,
        license_plate: 'KE 777 EV',
        model: 'Model Y',
        variant: 'Performance',
        color: 'Midnight Silver Metallic',
        custom_color: null,
        owned_since: '2024-03-01',
        owner_id: m.id,
        ownership_id: added.body.v.ownership_id,
        tesla_account: 'tesla@example.com',
        name: 'Strieborná',
        image: '/images/cars/model-y-midnight-silver-metallic.svg',
      },
    });
  });

  it('a retired car is no longer shown', async () => {
    const m = await createMember(t);
    const v = vin();
    await addCar(m, { vin: v, model: 'Model 3' }).expect(201);
    await retireCar(m, v).expect(204);
    expect((await getCar(m, v).expect(404)).body).toEqual(notFound);
  });
});

describe('POST /api/cars', () => {
  it('requires authentication, writing nothing', async () => {
    const v = vin();
    expect((await addCar(undefined, { vin: v, model: 'Model 3' }).expect(401)).body).toEqual(unauthorized);
    expect(await carRow(v)).toEqual([]);
  });

  it('adds a car with me as its current owner', async () => {
    const m = await createMember(t);
    const v = vin('LRW3E7EK');
    const res = await addCar(m, {
      vin: `  ${v.toLowerCase()}`,
      model: 'Model 3',
      custom_color: 'Matná sivá',
      license_plate: 'ba-1 23   ab',
    }).expect(201);
    expect(res.body.v).toEqual({
      vin: v,
      license_plate: 'BA-1 23 AB',
      model: 'Model 3',
      variant: null,
      color: null,
      custom_color: 'Matná sivá',
      owned_since: null,
      owner_id: m.id,
      ownership_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      tesla_account: null,
      name: null,
      image: '/images/cars/model-3.svg',
    });
    expect(await carRow(v)).toEqual([{ model: 'Model 3', variant: null, color: null, custom_color: 'Matná sivá' }]);
    expect(
      (await request(t.url).get('/api/me').set('authorization', bearer(m)).expect(200)).body.v.user.cars_count,
    ).toBe(1);
  });

  it('refuses a car another member currently owns (409) and one I already have, writing nothing', async () => {
    const owner = await createMember(t);
    const v = vin();
    await addCar(owner, { vin: v, model: 'Model 3', color: 'Solid Black' }).expect(201);
    const m = await createMember(t);
    const res = await addCar(m, { vin: v, model: 'Model S', color: 'Ultra Red' }).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: expect.any(String),
      code: 'errors.vin_owned_by_other',
    });
    expect(await carRow(v)).toEqual([{ model: 'Model 3', variant: null, color: 'Solid Black', custom_color: null }]);
    expect((await ownershipRows(v)).map((o) => o.owner_id)).toEqual([owner.id]);

    expect((await addCar(owner, { vin: v, model: 'Model 3' }).expect(409)).body.code).toBe('errors.car_already_added');
    expect(await ownershipRows(v)).toHaveLength(1);
  });

  describe('bad input → 400 and nothing written', () => {
    let m: TestMember;
    beforeAll(async () => {
      m = await createMember(t);
    });
    afterEach(async () => {
      expect(await sql(t, 'SELECT count(*)::int AS n FROM car_ownerships WHERE owner_id = $1', [m.id])).toEqual([
        { n: 0 },
      ]);
    });

    it('an invalid VIN → errors.vin_invalid with its reason', async () => {
      expect((await addCar(m, { vin: '5YJ3E1EA1KF000001', model: 'Model 3' }).expect(400)).body).toMatchObject({
        code: 'errors.vin_invalid',
        reason: 'check_digit',
      });
      expect((await addCar(m, { vin: 'ABC', model: 'Model 3' }).expect(400)).body).toMatchObject({
        code: 'errors.vin_invalid',
        reason: 'length',
      });
      expect((await addCar(m, { vin: 'XP7YGCEK4PB00000Q', model: 'Model 3' }).expect(400)).body).toMatchObject({
        code: 'errors.vin_invalid',
        reason: 'characters',
      });
    });

    it.each([
      ['no VIN', { model: 'Model 3' }],
      ['no model', { vin: '5YJ3E1EA8KF000001' }],
      ['a null model', { vin: '5YJ3E1EA8KF000001', model: null }],
      ['a model spelled differently', { vin: '5YJ3E1EA8KF000001', model: 'Model3' }],
      ['an unknown variant', { vin: '5YJ3E1EA8KF000001', model: 'Model 3', variant: 'LR' }],
      ['both colours', { vin: '5YJ3E1EA8KF000001', model: 'Model 3', color: 'Solid Black', custom_color: 'Čierna' }],
      ['a future owned-since', { vin: '5YJ3E1EA8KF000001', model: 'Model 3', owned_since: '2999-12-31' }],
      ['an owner id', { vin: '5YJ3E1EA8KF000001', model: 'Model 3', owner_id: '00000000-0000-0000-0000-000000000001' }],
      [
        'an ownership id',
        { vin: '5YJ3E1EA8KF000001', model: 'Model 3', ownership_id: '00000000-0000-0000-0000-000000000001' },
      ],
      ['a name that is not text', { vin: '5YJ3E1EA8KF000001', model: 'Model 3', name: { $ne: null } }],
    ])('%s → errors.validation', async (_label, body) => {
      const res = await addCar(m, body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'errors.validation' });
    });

    it('an array body → errors.bad_json (a body is one JSON object)', async () => {
      const res = await addCar(m, [{ vin: '5YJ3E1EA8KF000001', model: 'Model 3' }]).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'errors.bad_json' });
    });
  });
});

describe('PATCH /api/cars/:vin', () => {
  it('requires authentication', async () => {
    expect((await patchCar(undefined, vin(), { name: 'X' }).expect(401)).body).toEqual(unauthorized);
  });

  it('another member cannot change my car (404) and nothing changes', async () => {
    const owner = await createMember(t);
    const v = vin();
    await addCar(owner, { vin: v, model: 'Model 3', name: 'Moje' }).expect(201);
    const stranger = await createMember(t);
    expect((await patchCar(stranger, v, { name: 'Ukradnuté', color: 'Ultra Red' }).expect(404)).body).toEqual(notFound);
    expect(await ownershipRows(v)).toEqual([expect.objectContaining({ owner_id: owner.id, name: 'Moje' })]);
    expect((await carRow(v))[0].color).toBeNull();
  });

  it('changes plate, name, variant and colour; a listed colour replaces a custom one; null clears', async () => {
    const m = await createMember(t);
    const v = vin('7SAYGDEE');
    await addCar(m, {
      vin: v,
      model: 'Model Y',
      custom_color: 'Fólia zelená',
      name: 'Zelená',
      license_plate: 'BA-111AA',
    }).expect(201);
    const res = await patchCar(m, v, {
      license_plate: 'ba-222bb',
      name: 'Biela',
      variant: 'Long Range',
      color: 'Pearl White Multi-Coat',
      owned_since: '2021-06-30',
    }).expect(200);
    expect(res.body.v).toMatchObject({
      license_plate: 'BA-222BB',
      name: 'Biela',
      variant: 'Long Range',
      color: 'Pearl White Multi-Coat',
      custom_color: null,
      owned_since: '2021-06-30',
      image: '/images/cars/model-y-pearl-white-multi-coat.svg',
    });
    expect(await carRow(v)).toEqual([
      { model: 'Model Y', variant: 'Long Range', color: 'Pearl White Multi-Coat', custom_color: null },
    ]);

    const cleared = await patchCar(m, v, { license_plate: null, name: '', color: null }).expect(200);
    expect(cleared.body.v).toMatchObject({
      license_plate: null,
      name: null,
      color: null,
      custom_color: null,
      image: '/images/cars/model-y.svg',
      variant: 'Long Range',
    });
    // An empty body changes nothing.
    expect((await patchCar(m, v, {}).expect(200)).body.v).toEqual(cleared.body.v);
  });

  it('bad input → 400 and nothing changed', async () => {
    const m = await createMember(t);
    const v = vin();
    await addCar(m, { vin: v, model: 'Model 3', name: 'Pôvodné' }).expect(201);
    for (const body of [
      { model: null },
      { model: 'Model 4' },
      { owned_since: '2999-01-01' },
      { name: 'x'.repeat(61) },
      { vin: vin() },
      { owner_id: m.id },
      { color: 'Ultra Red', custom_color: 'Iná' },
    ]) {
      const res = await patchCar(m, v, body).expect(400);
      expect(res.body.code).toBe('errors.validation');
    }
    expect(await ownershipRows(v)).toEqual([expect.objectContaining({ name: 'Pôvodné', owned_until: null })]);
    expect(await carRow(v)).toEqual([{ model: 'Model 3', variant: null, color: null, custom_color: null }]);
  });
});

describe('DELETE /api/cars/:vin', () => {
  it('requires authentication', async () => {
    expect((await retireCar(undefined, vin()).expect(401)).body).toEqual(unauthorized);
  });

  it('another member cannot retire my car (404); it stays mine', async () => {
    const owner = await createMember(t);
    const v = vin();
    await addCar(owner, { vin: v, model: 'Model 3' }).expect(201);
    const stranger = await createMember(t);
    expect((await retireCar(stranger, v).expect(404)).body).toEqual(notFound);
    expect(await ownershipRows(v)).toEqual([expect.objectContaining({ owner_id: owner.id, owned_until: null })]);
  });

  it('retires my car today, keeps the car and the history; then a new owner can add it', async () => {
    const m = await createMember(t);
    const v = vin();
    await addCar(m, { vin: v, model: 'Model 3', owned_since: '2020-02-02', license_plate: 'NR-100AA' }).expect(201);
    await retireCar(m, v).expect(204);
    expect(await ownershipRows(v)).toEqual([
      { owner_id: m.id, license_plate: 'NR-100AA', name: null, owned_since: '2020-02-02', owned_until: todayIso() },
    ]);
    expect(await carRow(v)).toHaveLength(1);
    expect((await listCars(m).expect(200)).body).toEqual({ v: [], total: 0 });
    // Retiring again: it is no longer my current car.
    expect((await retireCar(m, v).expect(404)).body).toEqual(notFound);

    const buyer = await createMember(t);
    await addCar(buyer, { vin: v, model: 'Model 3', owned_since: todayIso() }).expect(201);
    expect((await ownershipRows(v)).map((o) => [o.owner_id, o.owned_until])).toEqual([
      [m.id, todayIso()],
      [buyer.id, null],
    ]);
    // A car owned since today can be retired today.
    await retireCar(buyer, v).expect(204);
  });
});
