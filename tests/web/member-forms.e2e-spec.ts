// Forms of the member area that refuse a submit: the refused field carries the message
// (aria-invalid, aria-describedby), the focus moves to it and a summary is announced (WCAG 1.3.1,
// 3.3.1, 4.1.3), as on the sign-in and sign-up forms.
import { expect, test } from './fixtures';
import { DEMO_STAFF } from '../../server/src/database/seed/accounts';
import { framesOnBody, watchFocusOnBody } from './keyboard-support';
import { apiGet, createEvent, createMember, loaded, registerForEvent, signIn, staffToken } from './member-support';

test.describe.configure({ mode: 'parallel', timeout: 60_000 });

test('password change in settings: a mismatch and a short password are errors of their fields, focused and announced', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request);
  await signIn(context, request, member);
  await page.goto('/uzivatel/nastavenia?zalozka=heslo');
  await loaded(page);
  const section = page.getByRole('region', { name: 'Zmena hesla' });
  const password = section.getByLabel('Nové heslo', { exact: true });
  const confirmation = section.getByLabel('Nové heslo znova');

  await password.fill('Dlhe-Heslo-2026!');
  await confirmation.fill('Ine-Heslo-2026!');
  await section.getByRole('button', { name: 'Zmeniť heslo' }).click();
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
  await expect(confirmation).toHaveAccessibleDescription('Heslá sa nezhodujú.');
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
  await expect(section.getByRole('alert')).toBeVisible();

  await password.fill('kratke');
  await confirmation.fill('kratke');
  await section.getByRole('button', { name: 'Zmeniť heslo' }).click();
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/Heslo musí mať aspoň 8 znakov\./);
  await expect(confirmation).not.toHaveAttribute('aria-invalid', 'true');
  await expect(section.getByRole('alert')).toBeVisible();
});

test('password change in settings: a password over 72 bytes is refused in the browser with a Slovak message, not cut', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request);
  await signIn(context, request, member);
  await page.goto('/uzivatel/nastavenia?zalozka=heslo');
  await loaded(page);
  const section = page.getByRole('region', { name: 'Zmena hesla' });
  const password = section.getByLabel('Nové heslo', { exact: true });
  // 40 letters with diacritics are 80 bytes in UTF-8: over the service's 72.
  const long = `Aa1-${'ľ'.repeat(40)}`;
  await password.fill(long);
  await section.getByLabel('Nové heslo znova').fill(long);
  await section.getByRole('button', { name: 'Zmeniť heslo' }).click();
  await expect(password).toBeFocused();
  await expect(password).toHaveValue(long);
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/Heslo môže mať najviac 72 bajtov/);
  await expect(section.getByRole('alert')).toBeVisible();
});

test('profile: letters as a Slovak post code and a short IČO are errors of their fields in Slovak, focused and announced; nothing is saved', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request);
  await signIn(context, request, member);
  await page.goto('/uzivatel/moj-profil');
  await loaded(page);
  const postCode = page.getByLabel('PSČ');
  const ico = page.getByLabel('IČO');
  await postCode.fill('ABCDEFGHIJ');
  await page.getByLabel('Krajina').selectOption({ label: 'Slovensko' });
  await ico.fill('12');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(postCode).toBeFocused();
  await expect(postCode).toHaveAttribute('aria-invalid', 'true');
  await expect(postCode).toHaveAccessibleDescription('Slovenské PSČ má päť číslic, napríklad 040 01.');
  await expect(ico).toHaveAttribute('aria-invalid', 'true');
  await expect(ico).toHaveAccessibleDescription(
    'IČO má 8 číslic a posledná z nich je kontrolná. Skontrolujte, či ste ho prepísali správne.',
  );

  await postCode.fill('040 01');
  await ico.fill('12345678');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(ico).toBeFocused();
  await expect(postCode).not.toHaveAttribute('aria-invalid', 'true');
  await expect(ico).toHaveAttribute('aria-invalid', 'true');

  await ico.fill('35 757 442');
  await page.getByRole('button', { name: 'Uložiť' }).click();
  await expect(page.getByText('Zmeny sú uložené.')).toBeVisible();
  await expect(ico).not.toHaveAttribute('aria-invalid', 'true');
});

test('car edit: an invalid plate moves the focus to the plate, which says why, and a summary is announced', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request, { line: 'Y' });
  const [car] = (await apiGet<{ v: { vin: string }[] }>(request, '/api/cars', member.token)).v;
  await signIn(context, request, member);
  await page.goto(`/uzivatel/auto/${car.vin}`);
  await loaded(page);
  const form = page.getByRole('form', { name: 'Upraviť údaje' });
  const plate = form.getByLabel('Evidenčné číslo');
  await plate.fill('KE_001?');
  await form.getByRole('button', { name: 'Uložiť' }).click();
  await expect(plate).toBeFocused();
  await expect(plate).toHaveAttribute('aria-invalid', 'true');
  await expect(plate).toHaveAccessibleDescription(
    'Evidenčné číslo môže obsahovať len veľké písmená, číslice, medzery a pomlčky.',
  );
  await expect(form.getByRole('alert')).toHaveText('Skontrolujte prosím zvýraznené polia.');
});

test('confirming a registration cancel hands the focus on without a frame on <body>', async ({
  page,
  context,
  request,
}) => {
  const event = await createEvent(request);
  const member = await createMember(request);
  await registerForEvent(request, member, event.slug);
  await signIn(context, request, member);
  await page.goto(`/uzivatel/udalosti/${event.slug}`);
  await loaded(page);
  await page.getByRole('button', { name: 'Zrušiť registráciu' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Áno, zrušiť' })).toBeFocused();
  await watchFocusOnBody(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Registrovať sa' })).toBeFocused();
  expect(await framesOnBody(page)).toBe(0);
});

test('the member area\'s mobile "Menu" closes on Escape and gives the focus back to its button', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request);
  await signIn(context, request, member);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/uzivatel/dashboard');
  await loaded(page);
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  const nav = page.getByRole('navigation', { name: 'Členská zóna' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link').first()).toBeVisible();
  await nav.getByRole('link').first().focus();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link').first()).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('a past event the member was registered for says it already took place instead of offering a greyed cancel', async ({
  page,
  context,
  request,
}) => {
  const event = await createEvent(request, { days: 3 });
  const member = await createMember(request);
  await registerForEvent(request, member, event.slug);
  const moved = await request.patch(`/api/admin/events/${event.id}`, {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
    data: { date_start: new Date(Date.now() - 3 * 86_400_000).toISOString() },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await signIn(context, request, member);
  await page.goto(`/uzivatel/udalosti/${event.slug}`);
  await loaded(page);
  const panel = page.getByRole('region', { name: 'Registrácia' });
  await expect(panel.getByText('Táto udalosť sa už uskutočnila.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Zrušiť registráciu' })).toHaveCount(0);
});

test('settings "Upozornenia a kalendár" at 390 px: a wrapping label keeps its checkbox full size and its text in one column', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request);
  await signIn(context, request, member);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/uzivatel/nastavenia');
  await loaded(page);
  const group = page.getByRole('group', { name: 'Aké e-maily od klubu chcem dostávať' });
  const boxes = group.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  const layout = await boxes.evaluateAll((inputs) =>
    inputs.map((input) => {
      const box = input.getBoundingClientRect();
      const label = input.closest('label')!;
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      const rects: DOMRect[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        rects.push(...Array.from(range.getClientRects()).filter((r) => r.width > 0));
      }
      // the start of each line of the label's text (its leftmost piece)
      const starts = new Map<number, number>();
      for (const r of rects) starts.set(Math.round(r.top), Math.min(starts.get(Math.round(r.top)) ?? Infinity, r.left));
      const lefts = [...starts.values()];
      // every line of the label starts where its first line started: one column of text
      const misplaced = lefts.filter((left) => Math.abs(left - lefts[0]) > 1).length;
      return {
        text: label.textContent!.slice(0, 40),
        width: Math.round(box.width),
        height: Math.round(box.height),
        lines: starts.size,
        misplaced,
      };
    }),
  );
  expect(layout.some((l) => l.lines > 1)).toBe(true); // the case at hand: some labels wrap at 390 px
  for (const l of layout) {
    expect(l.width, l.text).toBeGreaterThanOrEqual(17);
    expect(l.height, l.text).toBe(l.width);
    expect(l.misplaced, l.text).toBe(0);
  }
});

test('the staff members table (the console\'s, where /uzivatel/uzivatelia leads) at 1280 px breaks an e-mail address only after "@" or before a dot, never mid-word', async ({
  page,
  context,
  request,
}) => {
  await createMember(request); // newest first: an address with a hyphen ("clen-…@example.com") is on the page
  await signIn(context, request, DEMO_STAFF);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/uzivatel/uzivatelia');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const table = page.getByRole('table');
  await expect(table.getByRole('cell', { name: /^clen-/ }).first()).toBeVisible();
  const lines = await table.getByRole('cell').evaluateAll((cells) =>
    cells
      .filter((cell) => /^[^\s@]+@[^\s@]+$/.test(cell.textContent ?? ''))
      .map((cell) => {
        // the cell's text line by line, as it is laid out
        const out: string[] = [];
        let top: number | null = null;
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < node.textContent!.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getBoundingClientRect();
            if (top === null || Math.abs(rect.top - top) > 2) out.push('');
            top = rect.top;
            out[out.length - 1] += node.textContent![i];
          }
        }
        return out;
      }),
  );
  expect(lines.length).toBeGreaterThan(0);
  const midWord = lines.filter((parts) =>
    parts.slice(1).some((part, i) => !parts[i].endsWith('@') && !part.startsWith('.')),
  );
  expect(midWord).toEqual([]);
});
