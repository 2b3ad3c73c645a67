// The price of membership in the public content (server/src/modules/membership-fee/membership-fee.service.ts):
// a content page or FAQ answer holding {{clensky-prispevok}} names the default fee plan's yearly
// amount from the dues settings, and says nothing of a price while no default plan is set. The demo
// seed's join page and FAQ use it, instead of saying that membership is free.
import request from 'supertest';
import { DEMO_FAQ } from '../../server/src/database/seed/faq';
import { DEMO_PAGES } from '../../server/src/database/seed/pages';
import { startTestApp, TestApp } from '../support/app';
import { sql } from '../support/members';

let t: TestApp;
const JOIN_BODY = DEMO_PAGES.find((p) => p.slug === 'pripojit-sa')!.body;
const FEE_ANSWER = DEMO_FAQ.find(([question]) => question === 'Koľko stojí členstvo?')![1];

beforeAll(async () => {
  t = await startTestApp();
  await sql(
    t,
    "INSERT INTO content_pages (slug, title, body, published_at) VALUES ('pripojit-sa', 'Pripojte sa', $1, now() - interval '1 minute')",
    [JOIN_BODY],
  );
  await sql(
    t,
    "INSERT INTO faq_entries (question, answer, sort_order, published) VALUES ('Koľko stojí členstvo?', $1, 0, true)",
    [FEE_ANSWER],
  );
});
afterAll(() => t?.close());

const joinPage = async () =>
  (await request(t.url).get('/api/pages/pripojit-sa').expect(200)).body.v.body_html as string;
const feeAnswer = async () => (await request(t.url).get('/api/faq').expect(200)).body.v[0].answer_html as string;

describe('the membership fee in the join page and the FAQ', () => {
  it('the seeded texts never call membership free', () => {
    expect(JOIN_BODY).not.toMatch(/bezplatn/i);
    expect(FEE_ANSWER).not.toMatch(/bezplatn/i);
  });

  it('say nothing of a price while no default fee plan is set, and no placeholder shows', async () => {
    await sql(t, "INSERT INTO fee_plans (name, amount_cents) VALUES ('Základný', 3000)");
    for (const html of [await joinPage(), await feeAnswer()]) {
      expect(html).not.toMatch(/€|bezplatn|\{\{/);
    }
    expect(await feeAnswer()).toBe(
      '<p>Niektoré podujatia, napríklad viacdňové zrazy, majú vlastný poplatok za ubytovanie a stravu.</p>\n',
    );
  });

  it("name the default plan's amount from the dues settings, and follow a change of it", async () => {
    await sql(
      t,
      "INSERT INTO dues_settings (id, default_plan_id) SELECT 1, id FROM fee_plans WHERE name = 'Základný' ON CONFLICT (id) DO UPDATE SET default_plan_id = excluded.default_plan_id",
    );
    expect(await joinPage()).toContain('Ročný členský príspevok je 30,00 €.');
    expect(await feeAnswer()).toBe(
      '<p>Ročný členský príspevok je 30,00 €. Niektoré podujatia, napríklad viacdňové zrazy, majú vlastný poplatok za ubytovanie a stravu.</p>\n',
    );
    await sql(t, "UPDATE fee_plans SET amount_cents = 3550 WHERE name = 'Základný'");
    expect(await joinPage()).toContain('Ročný členský príspevok je 35,50 €.');
  });
});
