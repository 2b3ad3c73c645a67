// A member's second car and a sold one, as the member clicks them: "Pridať auto" on the dashboard
// (the VIN checked as in onboarding: a wrong check digit is named, a pasted VIN with spaces around
// it and between its groups is taken whole) and "Auto som predal(a)" on the car's page, which asks
// first, ends the ownership and leaves the car in the club (another member may claim it later).
import { expect, test } from './fixtures';
import { apiGet, axeViolations, createMember, loaded, signIn, teslaVin } from './member-support';

type Cars = { v: { vin: string; model: string; license_plate: string | null }[] };

test('"Pridať auto" adds a second car, and "Auto som predal(a)" ends its ownership after a question', async ({
  page,
  context,
  request,
}) => {
  const member = await createMember(request, { verified: true });
  const [first] = (await apiGet<Cars>(request, '/api/cars', member.token)).v;
  await signIn(context, request, member);
  await page.goto('/uzivatel/dashboard');
  await loaded(page);
  await page.getByRole('link', { name: 'Pridať auto' }).click();
  await expect(page).toHaveURL(/\/uzivatel\/auto\/nove$/);
  await loaded(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Pridať auto' })).toBeVisible();
  expect(await axeViolations(page), 'the new car form').toEqual([]);

  const vin = teslaVin('Y');
  const wrongDigit = vin.slice(0, 8) + (vin[8] === '1' ? '2' : '1') + vin.slice(9);
  await page.getByRole('textbox', { name: /^VIN/ }).fill(wrongDigit);
  await page.getByRole('combobox', { name: /^Model/ }).selectOption('Model Y');
  await page.getByRole('button', { name: 'Pridať auto' }).click();
  await expect(page.getByText('Kontrolná číslica VIN nesedí.', { exact: false }).first()).toBeVisible();

  // Pasted as a registration certificate prints it: in groups, with spaces around.
  await page.getByRole('textbox', { name: /^VIN/ }).fill(`  ${vin.toLowerCase().replace(/(.{3})/g, '$1 ')} `);
  await expect(page.getByRole('textbox', { name: /^VIN/ })).toHaveValue(vin);
  await page.getByRole('textbox', { name: /^Evidenčné číslo/ }).fill('ba-777xy');
  await page.getByRole('button', { name: 'Pridať auto' }).click();
  await expect(page).toHaveURL(new RegExp(`/uzivatel/auto/${vin}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Model Y' })).toBeVisible();
  const cars = (await apiGet<Cars>(request, '/api/cars', member.token)).v;
  expect(cars.map((c) => c.vin).sort()).toEqual([first.vin, vin].sort());
  expect(cars.find((c) => c.vin === vin)).toMatchObject({ model: 'Model Y', license_plate: 'BA-777XY' });

  // Sold: asked first; "Nie" keeps it.
  const sold = page.getByRole('button', { name: 'Auto som predal(a)' });
  const asking = page.getByRole('dialog', { name: 'Naozaj ste auto Model Y predali?' });
  await sold.click();
  await expect(asking).toBeVisible();
  expect(await axeViolations(page), 'the question').toEqual([]);
  await asking.getByRole('button', { name: 'Nie, ponechať' }).click();
  await expect(asking).toBeHidden();
  expect((await apiGet<Cars>(request, '/api/cars', member.token)).v).toHaveLength(2);
  await sold.click();
  await asking.getByRole('button', { name: 'Áno, predal(a) som ho' }).click();
  await expect(page).toHaveURL(/\/uzivatel\/dashboard$/);
  await loaded(page);
  // The outcome is a status message (WCAG 4.1.3), and the dashboard no longer lists the car.
  await expect(page.getByRole('status').filter({ hasText: 'Auto Model Y sme odobrali z vašich áut.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Model Y' })).toHaveCount(0);
  expect(await axeViolations(page), 'the dashboard with the notice').toEqual([]);
  await page.reload();
  await loaded(page);
  await expect(page.getByText('sme odobrali z vašich áut')).toHaveCount(0);
  expect((await apiGet<Cars>(request, '/api/cars', member.token)).v.map((c) => c.vin)).toEqual([first.vin]);

  // The car stays in the club: its next owner can add it.
  const buyer = await createMember(request, { verified: true });
  const claimed = await request.post('/api/cars', {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: { vin, model: 'Model Y' },
  });
  expect(claimed.status()).toBe(201);
});
