// The member area on a 390 px phone: the club's IBAN on the dues page reads in groups of four on
// one line, within the screen; the header's "Odhlásiť sa" stays on one line beside the longest
// demo member's name (at 320 px too).
import { expect, test, type Locator } from './fixtures';
import { DEMO_MEMBERS, DEMO_MEMBERS_PASSWORD } from '../../server/src/database/seed/accounts';
import { createMember, loaded, signIn } from './member-support';

test.use({ viewport: { width: 390, height: 844 } });

const YEAR = new Date().getUTCFullYear();

/** How many lines the element's text takes (its text boxes' distinct tops). */
const lines = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });

test('at 390 px the IBAN is grouped in fours on one line that fits', async ({ page, context, request }) => {
  const finance = await createMember(request, { permissions: { finance: 'full' }, verified: true });
  const auth = { authorization: `Bearer ${finance.token}` };
  const plans = (await (await request.get('/api/admin/fee-plans', { headers: auth })).json()) as {
    v: { id: string }[];
  };
  const plan =
    plans.v[0] ??
    (
      (await (
        await request.post('/api/admin/fee-plans', { headers: auth, data: { name: 'Riadny člen', amount: 40 } })
      ).json()) as { v: { id: string } }
    ).v;
  await request.put('/api/admin/dues-settings', {
    headers: auth,
    data: {
      iban: 'SK3112000000198742637541',
      bic: 'TATRSKBX',
      beneficiary_name: 'EV Klub o.z.',
      default_plan_id: plan.id,
    },
  });
  await request.post('/api/admin/dues-years', { headers: auth, data: { year: YEAR, due_date: `${YEAR}-12-31` } });
  const member = await createMember(request, { verified: true });
  await signIn(context, request, member);
  await page.goto('/uzivatel/clensky-prispevok');
  await loaded(page);

  const iban = page
    .locator('dt', { hasText: /^IBAN$/ })
    .locator('xpath=following-sibling::dd[1]')
    .locator('code');
  await expect(iban).toHaveText('SK31 1200 0000 1987 4263 7541');
  expect(await lines(iban)).toBe(1);
  const box = (await iban.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});

/** The verified demo member with the longest name. */
const longest = DEMO_MEMBERS.filter((m) => m.verified !== false).reduce((a, b) =>
  `${b.firstName} ${b.lastName}`.length > `${a.firstName} ${a.lastName}`.length ? b : a,
);

for (const theme of ['light', 'dark'] as const) {
  test(`"Odhlásiť sa" in the member header is one line beside the longest name at 390 and 320 px (${theme} theme)`, async ({
    page,
    context,
    request,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await signIn(context, request, { email: longest.email, password: DEMO_MEMBERS_PASSWORD });
    await page.goto('/uzivatel/dashboard');
    await loaded(page);
    const header = page.getByRole('banner');
    await expect(header.getByText(`${longest.firstName} ${longest.lastName}`)).toBeVisible();
    const signOut = header.getByRole('button', { name: 'Odhlásiť sa', exact: true });
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      expect(await lines(signOut), `${width} px`).toBe(1);
      const box = (await signOut.boundingBox())!;
      expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
    }
  });
}
