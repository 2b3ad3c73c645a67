// The dues year the browser specs pay into (dues.e2e-spec.ts, offline-member.e2e-spec.ts): finance
// staff, the club's payment details and an open year, made through the staff API.
import { expect, type APIRequestContext } from './fixtures';
import { apiGet, createMember, type Member } from './member-support';

export const YEAR = new Date().getUTCFullYear();
export const IBAN = 'SK3112000000198742637541';

export async function call(
  request: APIRequestContext,
  method: 'post' | 'put',
  path: string,
  token: string,
  data: unknown,
) {
  return request[method](path, { headers: { authorization: `Bearer ${token}` }, data });
}

/** Finance staff who have set the club's payment details (the account members pay to). */
export async function treasurerWithAccount(request: APIRequestContext): Promise<Member> {
  const finance = await createMember(request, { permissions: { finance: 'full' }, verified: true });
  const settings = await call(request, 'put', '/api/admin/dues-settings', finance.token, {
    iban: IBAN,
    bic: 'TATRSKBX',
    beneficiary_name: 'EV Klub o.z.',
  });
  expect(settings.status()).toBe(200);
  return finance;
}

/** Finance staff, the club's payment details and an open year (shared by the tests: repeated calls are harmless). */
export async function openYear(request: APIRequestContext): Promise<Member> {
  const finance = await createMember(request, { permissions: { finance: 'full', users: 'full' }, verified: true });
  const plans = await apiGet<{ v: { id: string; name: string }[] }>(request, '/api/admin/fee-plans', finance.token);
  let plan = plans.v.find((p) => p.name === 'Riadny člen');
  if (!plan) {
    const created = await call(request, 'post', '/api/admin/fee-plans', finance.token, {
      name: 'Riadny člen',
      amount: 40,
    });
    plan = created.ok()
      ? ((await created.json()) as { v: { id: string; name: string } }).v
      : (await apiGet<{ v: { id: string; name: string }[] }>(request, '/api/admin/fee-plans', finance.token)).v.find(
          (p) => p.name === 'Riadny člen',
        );
  }
  const settings = await call(request, 'put', '/api/admin/dues-settings', finance.token, {
    iban: IBAN,
    bic: 'TATRSKBX',
    beneficiary_name: 'EV Klub o.z.',
    default_plan_id: plan!.id,
  });
  expect(settings.status()).toBe(200);
  const year = await call(request, 'post', '/api/admin/dues-years', finance.token, {
    year: YEAR,
    due_date: `${YEAR}-12-31`,
  });
  expect([201, 409]).toContain(year.status());
  return finance;
}
