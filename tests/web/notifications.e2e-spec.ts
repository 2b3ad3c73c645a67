// Member mail in the browser: the settings switch a kind of mail on (the consent time shows) and
// renew the private calendar address once the member confirms; the unsubscribe link of a real mail opens a page that
// needs no sign-in and stops that kind with one click. axe finds nothing on either page, light or dark.
import { expect, test, type Page } from './fixtures';
import {
  axeViolations,
  createEvent,
  createMember,
  loaded,
  mailTo,
  registerForEvent,
  signIn,
  staffToken,
  apiGet,
} from './member-support';

test.describe.configure({ mode: 'parallel', timeout: 90_000 });

interface Settings {
  v: {
    newsletter: boolean;
    newsletter_consent_at: string | null;
    event_updates: boolean;
    event_reminders: boolean;
    calendar_url: string;
  };
}

async function darkMode(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'color-mode', value: 'dark', url: process.env.EVKLUB_WEB_URL! }]);
}

test('settings: opting in to the newsletter records consent; the calendar address can be renewed', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request);
  await signIn(context, request, member);
  await page.goto('/uzivatel/nastavenia');
  await loaded(page);
  const section = page.getByRole('region', { name: 'Upozornenia a kalendár' });
  const mails = section.getByRole('group', { name: 'Aké e-maily od klubu chcem dostávať' });
  await expect(mails.getByRole('checkbox', { name: /Pripomienka deň pred udalosťou/ })).toBeChecked();
  const newsletter = mails.getByRole('checkbox', { name: /Novinky klubu \(newsletter\)/ });
  await expect(newsletter).not.toBeChecked();
  expect(await axeViolations(page), 'settings, light').toEqual([]);

  await newsletter.check();
  await section.getByRole('button', { name: 'Uložiť' }).click();
  await expect(section.getByText('súhlas od')).toBeVisible();
  const saved = await apiGet<Settings>(request, '/api/me/notifications', member.token);
  expect(saved.v).toMatchObject({ newsletter: true, newsletter_consent_at: expect.any(String), event_updates: true });

  const address = section.getByRole('textbox', { name: 'Adresa môjho kalendára' });
  const before = await address.inputValue();
  expect(before).toBe(saved.v.calendar_url);
  // Asked first: the old address stops working in every calendar subscribed to it.
  const renew = section.getByRole('button', { name: 'Vytvoriť novú adresu' });
  const asking = page.getByRole('dialog', { name: 'Naozaj chcete vytvoriť novú adresu kalendára?' });
  await renew.click();
  await expect(asking).toBeVisible();
  expect(await axeViolations(page), 'the question').toEqual([]);
  await asking.getByRole('button', { name: 'Nie, ponechať' }).click();
  await expect(asking).toBeHidden();
  await expect(renew).toBeFocused();
  expect((await apiGet<Settings>(request, '/api/me/notifications', member.token)).v.calendar_url).toBe(before);
  await renew.click();
  await asking.getByRole('button', { name: 'Áno, vytvoriť novú' }).click();
  await expect(section.getByText('Nová adresa je vytvorená, stará prestala platiť.')).toBeVisible();
  await expect(address).not.toHaveValue(before);
  expect((await request.get(new URL(before).pathname)).status()).toBe(404);

  await darkMode(page);
  await page.reload();
  await loaded(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await axeViolations(page), 'settings, dark').toEqual([]);
});

test('unsubscribe: the link of a real mail stops that kind of mail without signing in', async ({ page, request }) => {
  const member = await createMember(request);
  const event = await createEvent(request, { title: 'Výlet na odhlásenie' });
  await registerForEvent(request, member, event.slug);
  const moved = await request.patch(`/api/admin/events/${event.id}`, {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
    data: { location: 'Žilina' },
  });
  expect(moved.status()).toBe(200);
  const mail = await mailTo(member.email, /Zmena udalosti: Výlet na odhlásenie/);
  const link = /https?:\/\/\S+\/odhlasit-odber\?token=\S+/.exec(mail.text)![0];

  await page.goto(new URL(link).pathname + new URL(link).search);
  await loaded(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Odhlásenie odberu' })).toBeVisible();
  await expect(page.getByText(/správy o zmenách udalostí a uvoľnených miestach/)).toBeVisible();
  expect(await axeViolations(page), 'unsubscribe, light').toEqual([]);
  await page.getByRole('button', { name: 'Odhlásiť odber' }).click();
  await expect(page.getByText(/Hotovo\. E-maily „správy o zmenách udalostí/)).toBeVisible();
  expect(await axeViolations(page), 'unsubscribed, light').toEqual([]);
  const settings = await apiGet<Settings>(request, '/api/me/notifications', member.token);
  expect(settings.v).toMatchObject({ event_updates: false, event_reminders: true });

  await darkMode(page);
  await page.reload();
  await loaded(page);
  await expect(page.getByText(/už nedostávate/)).toBeVisible();
  expect(await axeViolations(page), 'unsubscribe, dark').toEqual([]);

  await page.goto('/odhlasit-odber?token=pokazeny');
  await loaded(page);
  await expect(page.getByRole('alert')).toContainText('Tento odkaz na odhlásenie nie je platný.');
});
