// Staff console screens used with a screen reader and the keyboard: what a refused action needs is
// said before and after it, and the focus never drops to the page's body.
import { expect, test } from './fixtures';
import { framesOnBody, watchFocusOnBody } from './keyboard-support';
import { axeViolations, createEvent, createMember, registerForEvent, staffToken } from './member-support';
import { expectDashboard, signInToConsole, suffix } from './staff-support';

test.describe.configure({ mode: 'parallel', timeout: 90_000 });

test('rejecting a registration: the note says it is required, and rejecting without it focuses the note with the reason', async ({
  page,
  request,
}) => {
  const waiting = await createMember(request);
  await signInToConsole(page);
  await expectDashboard(page);
  await page.goto(`/admin/registrations/${waiting.id}`);
  const note = page.getByLabel('Poznámka', { exact: true });
  await expect(note).toBeVisible();
  await expect(note).toHaveAccessibleDescription('Pri zamietnutí je poznámka povinná: člen dostane dôvod e-mailom.');
  const reject = page.getByRole('button', { name: 'Zamietnuť' });
  await expect(reject).toBeEnabled();
  await reject.click();
  await expect(note).toBeFocused();
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  await expect(note).toHaveAccessibleDescription('Pri zamietnutí napíšte dôvod.');
  // nothing was sent: the member still waits
  await page.goto('/admin/registrations');
  await expect(page.getByText(waiting.email)).toBeVisible();
});

test('saving a console record hands the focus on without a frame on <body>', async ({ page, request }) => {
  const token = await staffToken(request);
  const created = await request.post('/api/admin/redirects', {
    headers: { authorization: `Bearer ${token}` },
    data: { from_path: `/fokus-${suffix()}`, to_path: '/udalosti' },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { v: { id: string } }).v;
  await signInToConsole(page);
  await expectDashboard(page);
  await page.goto(`/admin/redirects/${id}`);
  const save = page.getByRole('button', { name: 'Uložiť' });
  await expect(save).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.getByLabel(/^Na cestu/).fill('/clanky');
  await save.focus();
  await watchFocusOnBody(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Záznam bol uložený')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  expect(await framesOnBody(page)).toBe(0);
  await request.delete(`/api/admin/redirects/${id}`, { headers: { authorization: `Bearer ${token}` } });
});

test('the console\'s "not found" screen (a member without staff rights opening /admin/events) is readable and titled once', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await signInToConsole(page, member.email, member.password);
  await expect(
    page
      .getByText('Nemáte oprávnenie na žiadnu časť administrácie.')
      .or(page.getByRole('heading', { name: 'Vitajte v administrácii EV Klubu' }))
      .first(),
  ).toBeVisible();
  await page.goto('/admin/events');
  const message = page.getByText('Zadali ste nesprávnu adresu alebo ste nasledovali neplatný odkaz.');
  await expect(message).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await expect(page).toHaveTitle('Nenájdené – EV Klub – administrácia');
});

test('the outbox names each kind of mail in Slovak, and the permission switches name the areas without their keys', async ({
  page,
  request,
}) => {
  // mails in the outbox: an event registration's confirmation, then the contact form's
  const [event, registering] = await Promise.all([createEvent(request), createMember(request)]);
  await registerForEvent(request, registering, event.slug);
  const sent = await request.post('/api/contact', {
    data: {
      name: 'Ján Testovací',
      email: 'jan@example.com',
      subject: 'Otázka',
      message: 'Dobrý deň, mám otázku k členstvu.',
    },
  });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
  await signInToConsole(page);
  await expectDashboard(page);
  await page.goto('/admin/outbox');
  await expect(page.getByRole('columnheader', { name: 'Druh' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // the "Druh" column: the second cell of each row of the list (after "Vytvorený")
  const texts = await page
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1]?.textContent?.trim() ?? '').filter(Boolean));
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts)
    expect(text).not.toMatch(
      /^(account|contact|dues|event_registration|event_updates|event_reminders|membership|new_events|newsletter|newsletter_test|other)$/,
    );
  expect(texts).toContain('Kontaktný formulár');
  expect(texts).toContain('Prihlásenie na udalosť');

  const member = await createMember(request);
  await page.goto(`/admin/users/${member.id}`);
  for (const name of ['Členovia', 'Udalosti', 'Obsah'])
    await expect(page.getByRole('switch', { name, exact: true })).toBeVisible();
  await expect(page.getByText(/\((users|events|content)\)/)).toHaveCount(0);
});

// The console checks neither the place's length nor the capacity's upper limit: the server does,
// and the form says under each field which rule it broke, in Slovak, and the notification names them.
test('a value only the server refuses marks its field with the broken rule in Slovak, and the notification names the fields', async ({
  page,
  request,
}) => {
  const event = await createEvent(request);
  await signInToConsole(page);
  await expectDashboard(page);
  await page.goto(`/admin/events/${event.id}`);
  const location = page.getByRole('textbox', { name: /^Miesto/ });
  const capacity = page.getByRole('spinbutton', { name: /^Kapacita/ });
  await expect(location).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await location.fill('Bratislava '.repeat(28)); // 308 characters, the API takes 300
  await capacity.fill('100001'); // the API takes 100 000
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /Opravte polia: (Miesto, Kapacita|Kapacita, Miesto)\./ }),
  ).toBeVisible();
  await expect(location).toHaveAttribute('aria-invalid', 'true');
  await expect(location).toHaveAccessibleDescription('Najviac 300 znakov.');
  await expect(capacity).toHaveAttribute('aria-invalid', 'true');
  await expect(capacity).toHaveAccessibleDescription(/^Hodnota môže byť najviac 100\s000\.$/);
  await expect(page.getByText(/must be|shorter than/)).toHaveCount(0);
});
