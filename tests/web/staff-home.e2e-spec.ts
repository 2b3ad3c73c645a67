// The staff console's home in Chromium: the figures it shows are the API's
// (GET /api/admin/dashboard/…, read here with the same staff token), each block only for staff
// holding its area, the charts' figures readable as tables, and axe-core finds nothing in either theme.
import { expect, test, type Page } from './fixtures';
import {
  apiGet,
  axeViolations,
  createEvent,
  createMember,
  registerForEvent,
  staffToken,
  watchConsole,
} from './member-support';
import { expectDashboard, signInToConsole, useTheme } from './staff-support';

interface Members {
  total: number;
  verified: number;
  pending: { count: number; oldest_at: string | null };
  by_model: { model: string; members: number }[];
}
interface EventFigures {
  id: string;
  title: string;
  capacity: number | null;
  registered: number;
  waitlisted: number;
  unpaid: number;
  owed: number;
}
interface Events {
  attention: EventFigures[];
  upcoming: EventFigures[];
}
interface Content {
  articles: { published: number; scheduled: number; drafts: number };
  latest_articles: { title: string }[];
}

/** Slovak digit grouping as the home prints it ("100 023" with a no-break space). */
const sk = (n: number) => new Intl.NumberFormat('sk-SK').format(n);
/** Euros as the console writes them ("30,00 €"). */
const euro = new Intl.NumberFormat('sk-SK', { style: 'currency', currency: 'EUR' });

const block = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The number under a label of a block's headline figures. */
const figure = (page: Page, blockName: string, label: string) =>
  block(page, blockName).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** The rows of a chart's text alternative, each as its cells' texts. */
async function tableRows(page: Page, caption: string): Promise<string[][]> {
  const rows = page.getByRole('table', { name: caption }).locator('tbody tr');
  return rows.evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (cell) => cell.textContent ?? '')));
}

async function homeLoaded(page: Page): Promise<void> {
  await expectDashboard(page);
  await expect(page.getByRole('heading', { name: 'Treba urobiť' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

test.describe('staff console home', () => {
  test.describe.configure({ timeout: 120_000 });

  test('shows the figures of the API: members, waiting registrations, events and articles', async ({
    page,
    request,
  }) => {
    const problems = watchConsole(page);
    // Something to show in every block: a full event within 14 days and a registration waiting.
    const event = await createEvent(request, { title: `Plný zraz ${Date.now().toString(36)}`, capacity: 1, days: 3 });
    await registerForEvent(request, await createMember(request), event.slug);
    await createMember(request, { line: 'Y' });

    await signInToConsole(page);
    await homeLoaded(page);
    const token = await staffToken(request);
    const members = await apiGet<{ v: Members }>(request, '/api/admin/dashboard/members', token);
    const events = await apiGet<{ v: Events }>(request, '/api/admin/dashboard/events', token);
    const content = await apiGet<{ v: Content }>(request, '/api/admin/dashboard/content', token);

    await expect(figure(page, 'Členovia', 'Spolu')).toHaveText(sk(members.v.total));
    await expect(figure(page, 'Členovia', 'Overení')).toHaveText(sk(members.v.verified));
    await expect(figure(page, 'Členovia', 'Čakajú na overenie')).toHaveText(sk(members.v.pending.count));
    expect(members.v.pending.count).toBeGreaterThan(0);
    const todo = block(page, 'Treba urobiť');
    await expect(todo.getByText(`Registrácie čakajúce na overenie: ${sk(members.v.pending.count)}`)).toBeVisible();
    await todo.getByRole('link', { name: 'Otvoriť registrácie' }).click();
    await expect(page).toHaveURL(/\/admin\/registrations$/);
    await page.goBack();
    await homeLoaded(page);

    expect(await tableRows(page, 'Členovia podľa modelu auta')).toEqual(
      members.v.by_model.map((m) => [m.model, sk(m.members)]),
    );
    const capacity = (e: EventFigures) => (e.capacity === null ? 'bez obmedzenia' : sk(e.capacity));
    const unpaid = (e: EventFigures) => (e.unpaid > 0 ? `${sk(e.unpaid)} (${euro.format(e.owed)})` : '–');
    const upcoming = (
      await tableRows(page, 'Nadchádzajúce udalosti: prihlásení, kapacita, čakacia listina a nezaplatení')
    ).map((cells) => cells.slice(1));
    expect(upcoming).toEqual(
      events.v.upcoming.map((e) => [sk(e.registered), capacity(e), sk(e.waitlisted), unpaid(e)]),
    );
    const full = events.v.attention.find((e) => e.id === event.id);
    expect(full).toMatchObject({ registered: 1, capacity: 1 });
    await expect(todo.getByRole('link', { name: event.title })).toBeVisible();
    await expect(todo.getByText('plná · 1 / 1')).toBeVisible();

    await expect(figure(page, 'Obsah', 'Zverejnené články')).toHaveText(sk(content.v.articles.published));
    await expect(figure(page, 'Obsah', 'Koncepty')).toHaveText(sk(content.v.articles.drafts));
    for (const article of content.v.latest_articles)
      await expect(block(page, 'Obsah').getByText(article.title, { exact: true })).toBeVisible();
    expect(problems.filter((p) => !p.includes('React Router Future Flag'))).toEqual([]);
  });

  test('staff with only the events area see only the events block and its tasks', async ({ page, request }) => {
    const eventsStaff = await createMember(request, { permissions: { events: 'full' }, verified: true });
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/admin/dashboard/')) calls.push(new URL(r.url()).pathname);
    });
    await signInToConsole(page, eventsStaff.email, eventsStaff.password);
    await homeLoaded(page);
    await expect(block(page, 'Udalosti')).toBeVisible();
    await expect(block(page, 'Členovia')).toHaveCount(0);
    await expect(block(page, 'Obsah')).toHaveCount(0);
    await expect(page.getByText(/Registrácie čakajúce na overenie/)).toHaveCount(0);
    expect([...new Set(calls)]).toEqual(['/api/admin/dashboard/events']);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe-core: no violations on the home (${theme} theme)`, async ({ page }) => {
      await useTheme(page, theme);
      await signInToConsole(page);
      await homeLoaded(page);
      // Signing in resets react-admin's store; the next load takes the theme again from useTheme's init script.
      await page.reload();
      await homeLoaded(page);
      await expect(page.getByRole('table', { name: 'Členovia podľa modelu auta' })).toHaveCount(1);
      const dark = await page.evaluate(
        () =>
          (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number).reduce((a, b) => a + b, 0) <
          200,
      );
      expect(dark).toBe(theme === 'dark');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
