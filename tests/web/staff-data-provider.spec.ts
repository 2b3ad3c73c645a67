// The console's data provider (web/src/staff/data-provider) as a table of resource providers,
// against the running server: a resource answers the methods its API offers, through one typed
// staff call each, and a method it does not offer is refused by name (errors.unsupported_operation)
// before any request leaves.
import { expect, test } from './fixtures';
import { createApiClient } from '../../web/src/lib/api-client';
import { createDataProvider } from '../../web/src/staff/data-provider';
import { baseUrl, createMember, staffToken } from './member-support';

/** The console's data provider signed in with `token`; `sent` collects every request it makes. */
function consoleData(token: string, sent: string[]) {
  const api = createApiClient({
    baseUrl: baseUrl(),
    fetch: (request) => {
      sent.push(`${request.method} ${new URL(request.url).pathname}`);
      request.headers.set('authorization', `Bearer ${token}`);
      return fetch(request);
    },
  });
  return createDataProvider(api);
}

test('members and registrations are read and changed through the staff calls', async ({ request }) => {
  const member = await createMember(request);
  const sent: string[] = [];
  const data = consoleData(await staffToken(request), sent);

  const users = await data.getList('users', {
    pagination: { page: 1, perPage: 5 },
    sort: { field: 'created_at', order: 'DESC' },
    filter: { q: member.email },
  });
  expect(users).toMatchObject({ total: 1, data: [{ id: member.id, email: member.email, is_verified: false }] });
  const registration = await data.getOne('registrations', { id: member.id });
  expect(registration.data).toMatchObject({
    id: member.id,
    email: member.email,
    onboarding: { complete: true, tesla_account_full_name: 'Testovací Člen' },
  });

  const verified = await data.verifyRegistration(member.id, '  Overený na stretnutí  ');
  expect(verified.data).toMatchObject({ id: member.id, is_verified: true, note: 'Overený na stretnutí' });
  const changed = await data.update('users', {
    id: member.id,
    data: { ...verified.data, recommendation: 'Jana' },
    previousData: verified.data,
  });
  expect(changed.data).toMatchObject({ id: member.id, recommendation: 'Jana', note: 'Overený na stretnutí' });
  // PATCH sends only what the form changed.
  expect(sent).toContain(`PATCH /api/admin/users/${member.id}`);
});

test('a method a resource does not offer is refused by name, and nothing is sent', async ({ request }) => {
  const sent: string[] = [];
  const data = consoleData(await staffToken(request), sent);
  const refused = (resource: string, method: string) => ({
    status: 405,
    body: { code: 'errors.unsupported_operation', resource, method },
  });

  await expect(data.delete('users', { id: 'x', previousData: { id: 'x' } })).rejects.toMatchObject(
    refused('users', 'delete'),
  );
  await expect(data.create('outbox', { data: {} })).rejects.toMatchObject(refused('outbox', 'create'));
  await expect(data.update('registrations', { id: 'x', data: {}, previousData: { id: 'x' } })).rejects.toMatchObject(
    refused('registrations', 'update'),
  );
  await expect(data.getOne('no-such-resource', { id: 'x' })).rejects.toMatchObject(
    refused('no-such-resource', 'getOne'),
  );
  expect(sent).toEqual([]);
});

test("every member of the provider is a method, as react-admin's useDataProvider() proxy reaches them", async () => {
  // The proxy answers any property with a function calling the provider's method of that name, so
  // an object kept on the provider (its methods called as `provider.x.y()`) is lost in the console.
  const data = consoleData('unused', []);
  const notMethods = Object.entries(data)
    .filter(([, value]) => typeof value !== 'function')
    .map(([name]) => name);
  expect(notMethods).toEqual([]);
});
