// Onboarding (docs/product-rules.md §4) through the real API: members signed up with supabase-js, answers saved step
// by step, the car registered by the PUT that completes step 3, checked in the database.
import { randomInt } from 'node:crypto';
import request from 'supertest';
import { vinCheckDigit } from '../../server/src/domain/vin';
import { startTestApp, type TestApp } from '../support/app';
import { bearer, createMember, sql, type TestMember } from '../support/members';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4' });
});
afterAll(() => t?.close());

// Valid VINs (North-American ones with a correct check digit).
const MODEL_3_VIN = '5YJ3E1EA8KF000001';
const MODEL_Y_VIN = '7SAYGDEE7PA000003';
const BERLIN_VIN = 'XP7YGCEK4PB000001';
const MODEL_S_VIN = '5YJSA1E26MF000002';
const MODEL_X_VIN = '5YJXCAE21LF000004';

// Counted from a random start, so no two VINs of this file are the same (six random digits could repeat).
let serial = randomInt(0, 1_000_000);

/** A fresh US-format VIN (correct check digit) with the given first 8 characters. */
function usVin(first8: string): string {
  serial = (serial + 1) % 1_000_000;
  const draft = `${first8}0P${'A'}${String(serial).padStart(6, '0')}`;
  return draft.slice(0, 8) + vinCheckDigit(draft) + draft.slice(9);
}

const newMember = () => createMember(t, { onboarded: false });
const getOnboarding = (m?: TestMember) => {
  const req = request(t.url).get('/api/onboarding');
  return m ? req.set('authorization', bearer(m)) : req;
};
const putOnboarding = (m: TestMember | undefined, body: unknown) => {
  const req = request(t.url).put('/api/onboarding');
  return (m ? req.set('authorization', bearer(m)) : req).send(body as object);
};
const me = (m: TestMember) => request(t.url).get('/api/me').set('authorization', bearer(m));

const step1 = (m: TestMember, vin: string) => ({
  tesla_account_email: `tesla-${m.id.slice(0, 8)}@example.com`,
  tesla_account_full_name: 'Ján Elektrický',
  vin,
});
const step3 = { variant: 'Long Range', color: 'Pearl White Multi-Coat', owned_since: '2023-05-20' };

const onboardingRow = (m: TestMember) =>
  sql(
    t,
    'SELECT vin, model::text, variant::text, color::text, custom_color, completed_at FROM onboarding WHERE user_id = $1',
    [m.id],
  );
const ownerships = (vin: string) =>
  sql(t, 'SELECT owner_id, owned_until::text FROM car_ownerships WHERE vin = $1 ORDER BY created_at', [vin]);

/** Completes onboarding with a VIN, asserting success. */
async function onboard(m: TestMember, vin: string, extra: Record<string, unknown> = {}) {
  await putOnboarding(m, { ...step1(m, vin), model: 'Model 3', ...step3, ...extra }).expect(200);
}

describe('GET /api/onboarding', () => {
  it('requires authentication', async () => {
    const res = await getOnboarding().expect(401);
    expect(res.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: expect.any(String),
      code: 'errors.unauthorized',
    });
  });

  it('a new member is at step 1 with no answers', async () => {
    const m = await newMember();
    const res = await getOnboarding(m).expect(200);
    expect(res.body).toEqual({
      v: {
        user_id: m.id,
        tesla_account_email: null,
        tesla_account_full_name: null,
        vin: null,
        license_plate: null,
        model: null,
        variant: null,
        color: null,
        custom_color: null,
        car_name: null,
        owned_since: null,
        completed_at: null,
        current_step: 1,
        previous_step: 1,
        steps: { 1: false, 2: false, 3: false },
        complete: false,
        suggested_model: null,
      },
    });
    // Reading writes nothing.
    expect(await onboardingRow(m)).toEqual([]);
  });
});

describe('PUT /api/onboarding', () => {
  it('requires authentication', async () => {
    const res = await putOnboarding(undefined, { model: 'Model 3' }).expect(401);
    expect(res.body.code).toBe('errors.unauthorized');
  });

  it('walks a new member through steps 1–3, registers the car and completes onboarding', async () => {
    const m = await newMember();

    // Step 1 with a mistyped VIN (wrong check digit): refused, nothing saved.
    const bad = await putOnboarding(m, step1(m, '5YJ3E1EA1KF000001')).expect(400);
    expect(bad.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.any(String),
      code: 'errors.vin_invalid',
      reason: 'check_digit',
    });
    expect(await onboardingRow(m)).toEqual([]);

    // Step 1, VIN typed in lower case with spaces around it.
    const s1 = await putOnboarding(m, step1(m, `  ${MODEL_3_VIN.toLowerCase()} `)).expect(200);
    expect(s1.body.v).toMatchObject({
      vin: MODEL_3_VIN,
      tesla_account_full_name: 'Ján Elektrický',
      current_step: 2,
      previous_step: 1,
      steps: { 1: true, 2: false, 3: false },
      complete: false,
      suggested_model: 'Model 3',
    });

    // Step 2.
    const s2 = await putOnboarding(m, { model: 'Model 3' }).expect(200);
    expect(s2.body.v).toMatchObject({
      model: 'Model 3',
      current_step: 3,
      previous_step: 2,
      steps: { 1: true, 2: true, 3: false },
      complete: false,
    });
    expect((await getOnboarding(m).expect(200)).body.v).toMatchObject({
      current_step: 3,
      previous_step: 2,
      vin: MODEL_3_VIN,
    });
    expect((await me(m).expect(200)).body.v.onboarding_complete).toBe(false);
    expect(await sql(t, 'SELECT count(*)::int AS n FROM cars WHERE vin = $1', [MODEL_3_VIN])).toEqual([{ n: 0 }]);

    // Step 3 completes onboarding and registers the car.
    const s3 = await putOnboarding(m, { ...step3, license_plate: 'ba-123ab', car_name: 'Blesk' }).expect(200);
    expect(s3.body.v).toMatchObject({
      ...step3,
      license_plate: 'BA-123AB',
      car_name: 'Blesk',
      current_step: 4,
      previous_step: 1,
      steps: { 1: true, 2: true, 3: true },
      complete: true,
      completed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const meRes = await me(m).expect(200);
    expect(meRes.body.v).toMatchObject({ onboarding_complete: true, user: { cars_count: 1 } });

    const cars = await request(t.url).get('/api/cars').set('authorization', bearer(m)).expect(200);
    expect(cars.body).toEqual({
      v: [
        {
          vin: MODEL_3_VIN,
          license_plate: 'BA-123AB',
          model: 'Model 3',
          variant: 'Long Range',
          color: 'Pearl White Multi-Coat',
          custom_color: null,
          owned_since: '2023-05-20',
          owner_id: m.id,
          ownership_id: expect.any(String),
          tesla_account: step1(m, MODEL_3_VIN).tesla_account_email,
          name: 'Blesk',
          image: '/images/cars/model-3.svg',
        },
      ],
      total: 1,
    });
    expect(
      await sql(t, 'SELECT model::text, variant::text, color::text FROM cars WHERE vin = $1', [MODEL_3_VIN]),
    ).toEqual([{ model: 'Model 3', variant: 'Long Range', color: 'Pearl White Multi-Coat' }]);
    expect(await ownerships(MODEL_3_VIN)).toEqual([{ owner_id: m.id, owned_until: null }]);
  });

  it('updates only the fields sent; null clears one', async () => {
    const m = await newMember();
    await putOnboarding(m, { ...step1(m, BERLIN_VIN), car_name: 'Biela' }).expect(200);
    const res = await putOnboarding(m, { car_name: null, tesla_account_full_name: 'Jana Nová' }).expect(200);
    expect(res.body.v).toMatchObject({
      vin: BERLIN_VIN,
      car_name: null,
      tesla_account_full_name: 'Jana Nová',
      tesla_account_email: step1(m, BERLIN_VIN).tesla_account_email,
    });
    // A Berlin VIN has no check digit rule and still suggests its model.
    expect(res.body.v.suggested_model).toBe('Model Y');
    const cleared = await putOnboarding(m, { vin: null }).expect(200);
    expect(cleared.body.v).toMatchObject({ vin: null, current_step: 1, suggested_model: null });
  });

  it('saves once when the first answers arrive together', async () => {
    const m = await newMember();
    const results = await Promise.all([
      putOnboarding(m, { model: 'Model 3' }),
      putOnboarding(m, { car_name: 'A' }),
      putOnboarding(m, { variant: 'RWD' }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(
      await sql(t, 'SELECT model::text, car_name, variant::text FROM onboarding WHERE user_id = $1', [m.id]),
    ).toEqual([{ model: 'Model 3', car_name: 'A', variant: 'RWD' }]);
  });

  it('a colour outside the list (custom_color) satisfies step 3; setting a listed colour clears it', async () => {
    const m = await newMember();
    await putOnboarding(m, {
      ...step1(m, MODEL_S_VIN),
      model: 'Model S',
      variant: 'Plaid',
      owned_since: '2022-01-10',
      custom_color: 'Matná zelená',
    }).expect(200);
    const row = await onboardingRow(m);
    expect(row).toEqual([
      {
        vin: MODEL_S_VIN,
        model: 'Model S',
        variant: 'Plaid',
        color: null,
        custom_color: 'Matná zelená',
        completed_at: expect.any(Date),
      },
    ]);
    expect(await sql(t, 'SELECT color, custom_color FROM cars WHERE vin = $1', [MODEL_S_VIN])).toEqual([
      { color: null, custom_color: 'Matná zelená' },
    ]);

    const other = await newMember();
    await putOnboarding(other, { custom_color: 'Zlatá' }).expect(200);
    const switched = await putOnboarding(other, { color: 'Ultra Red' }).expect(200);
    expect(switched.body.v).toMatchObject({ color: 'Ultra Red', custom_color: null });
  });

  it('refuses a VIN another member currently owns (409), at step 1 and at completion, writing nothing', async () => {
    const owner = await newMember();
    await onboard(owner, MODEL_X_VIN, { model: 'Model X', variant: '100D' });

    const m = await newMember();
    const early = await putOnboarding(m, step1(m, MODEL_X_VIN)).expect(409);
    expect(early.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: expect.any(String),
      code: 'errors.vin_owned_by_other',
    });
    expect(await onboardingRow(m)).toEqual([]);

    // The VIN was free at step 1 but someone else registered the car before step 3.
    const late = await newMember();
    const fixedVin = usVin('5YJ3E1EA');
    await putOnboarding(late, { ...step1(late, fixedVin), model: 'Model 3' }).expect(200);
    const winner = await newMember();
    await onboard(winner, fixedVin);
    const res = await putOnboarding(late, { ...step3, car_name: 'Moje' }).expect(409);
    expect(res.body.code).toBe('errors.vin_owned_by_other');
    expect(await onboardingRow(late)).toEqual([
      { vin: fixedVin, model: 'Model 3', variant: null, color: null, custom_color: null, completed_at: null },
    ]);
    expect(await ownerships(fixedVin)).toEqual([{ owner_id: winner.id, owned_until: null }]);
    expect((await me(late).expect(200)).body.v.onboarding_complete).toBe(false);
  });

  it('reuses the car row of a VIN whose previous owner retired it; the history stays', async () => {
    const previous = await newMember();
    await onboard(previous, MODEL_Y_VIN, { model: 'Model Y', color: 'Solid Black' });
    await request(t.url).delete(`/api/cars/${MODEL_Y_VIN}`).set('authorization', bearer(previous)).expect(204);

    const m = await newMember();
    await onboard(m, MODEL_Y_VIN, { model: 'Model Y', color: 'Quicksilver' });
    expect(
      await sql(t, 'SELECT count(*)::int AS n, min(color::text) AS color FROM cars WHERE vin = $1', [MODEL_Y_VIN]),
    ).toEqual([{ n: 1, color: 'Quicksilver' }]);
    const history = await ownerships(MODEL_Y_VIN);
    expect(history).toEqual([
      { owner_id: previous.id, owned_until: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) },
      { owner_id: m.id, owned_until: null },
    ]);
    const car = await request(t.url).get(`/api/cars/${MODEL_Y_VIN}`).set('authorization', bearer(m)).expect(200);
    expect(car.body.v).toMatchObject({
      color: 'Quicksilver',
      image: '/images/cars/model-y-quicksilver.svg',
      owner_id: m.id,
    });
  });

  it('completing with a car the member already added keeps one ownership', async () => {
    const m = await newMember();
    const valid = usVin('5YJ3E1EA');
    await request(t.url)
      .post('/api/cars')
      .set('authorization', bearer(m))
      .send({ vin: valid, model: 'Model 3' })
      .expect(201);
    await onboard(m, valid);
    expect(await ownerships(valid)).toEqual([{ owner_id: m.id, owned_until: null }]);
    expect((await getOnboarding(m).expect(200)).body.v.complete).toBe(true);
  });

  it('two members completing with one VIN at once: exactly one gets the car', async () => {
    const [a, b] = await Promise.all([newMember(), newMember()]);
    const valid = usVin('7SAYGDEE');
    const body = (m: TestMember) => ({ ...step1(m, valid), model: 'Model Y', ...step3 });
    const results = await Promise.all([putOnboarding(a, body(a)), putOnboarding(b, body(b))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const current = await sql(t, 'SELECT owner_id FROM car_ownerships WHERE vin = $1 AND owned_until IS NULL', [valid]);
    expect(current).toHaveLength(1);
    const loser = results[0].status === 409 ? a : b;
    expect((await onboardingRow(loser))[0]?.completed_at ?? null).toBeNull();
  });

  it('step 1 asks the member’s own name: stored on the profile, shown by /api/me, steps unchanged by it', async () => {
    const m = await newMember();
    const res = await putOnboarding(m, {
      ...step1(m, usVin('5YJ3E1EA')),
      first_name: '  Zuzana ',
      last_name: 'Nováková',
    }).expect(200);
    expect(res.body.v).toMatchObject({ steps: { '1': true, '2': false, '3': false }, current_step: 2 });
    expect((await me(m).expect(200)).body.v.user).toMatchObject({ first_name: 'Zuzana', last_name: 'Nováková' });
    // The name alone completes no step, and a part not sent keeps its value.
    const other = await newMember();
    const named = await putOnboarding(other, { last_name: 'Kováč' }).expect(200);
    expect(named.body.v).toMatchObject({ steps: { '1': false, '2': false, '3': false }, current_step: 1 });
    await putOnboarding(other, { first_name: 'Peter' }).expect(200);
    expect((await me(other).expect(200)).body.v.user).toMatchObject({ first_name: 'Peter', last_name: 'Kováč' });
  });

  it('refuses an empty or too long name with 400 errors.validation and writes nothing', async () => {
    const m = await newMember();
    for (const body of [
      { first_name: '' },
      { first_name: '   ' },
      { last_name: '' },
      { first_name: null },
      { first_name: 'x'.repeat(101) },
      { last_name: 'Ň'.repeat(101) },
    ]) {
      const res = await putOnboarding(m, { ...step1(m, usVin('5YJ3E1EA')), ...body });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'errors.validation' });
    }
    expect(await onboardingRow(m)).toEqual([]);
    expect((await me(m).expect(200)).body.v.user).toMatchObject({ first_name: null, last_name: null });
    // 100 characters is the limit, as on the profile.
    await putOnboarding(m, { first_name: 'x'.repeat(100), last_name: 'Ň'.repeat(100) }).expect(200);
    expect((await me(m).expect(200)).body.v.user).toMatchObject({ first_name: 'x'.repeat(100) });
  });

  it('a completed onboarding is closed: later changes are refused with 409', async () => {
    const m = await newMember();
    const valid = usVin('5YJ3E1EA');
    await onboard(m, valid);
    const res = await putOnboarding(m, { car_name: 'Iné' }).expect(409);
    expect(res.body.code).toBe('errors.onboarding_completed');
  });

  describe('bad input → 400 and nothing written', () => {
    let m: TestMember;
    beforeAll(async () => {
      m = await newMember();
    });
    afterEach(async () => {
      expect(await onboardingRow(m)).toEqual([]);
    });

    it.each([
      ['too short', '5YJ3E1EA8KF00001', 'length'],
      ['too long', '5YJ3E1EA8KF0000012', 'length'],
      ['letter O', '5YJ3E1EA8KF00000O', 'characters'],
      ['inner space', '5YJ3E1EA8K 000001', 'characters'],
    ])('an invalid VIN (%s) → errors.vin_invalid with its reason', async (_label, vin, reason) => {
      const res = await putOnboarding(m, step1(m, vin)).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'errors.vin_invalid', reason });
    });

    it.each([
      ['an unknown model spelling', { model: 'model 3' }],
      ['a model outside the list', { model: 'Model Z' }],
      ['an unknown variant', { variant: 'Long range' }],
      ['an unknown colour', { color: 'Red' }],
      ['both a listed and a custom colour', { color: 'Ultra Red', custom_color: 'Červená' }],
      ['an owned-since date in the future', { owned_since: '2999-01-01' }],
      ['an impossible date', { owned_since: '2023-02-30' }],
      ['a date-time instead of a date', { owned_since: '2023-02-01T10:00:00Z' }],
      ['a Tesla e-mail that is not one', { tesla_account_email: 'jan-at-example.com' }],
      ['a VIN that is not text', { vin: 12345678901234567 }],
      ['a field that does not exist', { completed_at: '2024-01-01T00:00:00Z' }],
      ['another member id', { user_id: '00000000-0000-0000-0000-000000000001' }],
      ['a licence plate with symbols', { license_plate: 'BA<123>' }],
      ['a custom colour over 60 characters', { custom_color: 'x'.repeat(61) }],
    ])('%s → errors.validation', async (_label, body) => {
      const res = await putOnboarding(m, body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'errors.validation' });
    });

    it('a body that is not JSON → 400', async () => {
      const res = await request(t.url)
        .put('/api/onboarding')
        .set('authorization', bearer(m))
        .set('content-type', 'application/json')
        .send('{"vin":')
        .expect(400);
      expect(res.body.statusCode).toBe(400);
    });
  });
});
