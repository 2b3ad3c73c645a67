// "Moje udalosti" after the events: a past event the member came to says so, and one they were
// registered for but did not come to says that they were registered, not "Ste prihlásený/á".
import { expect, test } from './fixtures';
import { api, createEvent, createMember, loaded, registerForEvent, signIn, staffToken } from './member-support';

test('past events say that the member attended, or that they were registered', async ({ page, context, request }) => {
  const member = await createMember(request, { verified: true });
  const attended = await createEvent(request, { title: `Zraz, na ktorý prišiel ${Date.now()}` });
  const missed = await createEvent(request, { title: `Zraz, na ktorý neprišiel ${Date.now()}` });
  for (const event of [attended, missed]) await registerForEvent(request, member, event.slug);
  const staff = await staffToken(request);
  const { v } = (await api(request, 'get', `/api/events/${attended.slug}/registration`, member.token)) as {
    v: { ticket_token: string };
  };
  await api(request, 'post', `/api/admin/events/${attended.id}/check-ins`, staff, { token: v.ticket_token });
  // Both events are over.
  const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString();
  for (const event of [attended, missed])
    await api(request, 'patch', `/api/admin/events/${event.id}`, staff, { date_start: lastWeek, date_end: null });

  await signIn(context, request, member);
  await page.goto('/uzivatel/udalosti');
  await loaded(page);
  const past = page.getByRole('region', { name: 'Uskutočnené' });
  const item = (title: string) => past.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  await expect(item(attended.title)).toContainText('Zúčastnil(a) som sa');
  await expect(item(attended.title)).not.toContainText('prihlásený');
  await expect(item(missed.title)).toContainText('Boli ste prihlásený/á');
  await expect(past).not.toContainText('Ste prihlásený/á');
});
