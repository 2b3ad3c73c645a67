// react-admin's data provider: a table of resource providers (resources/*.ts), each implementing
// the methods its API offers over the typed generated client (openapi-fetch, the staff `...Admin`
// endpoints); a method a resource does not offer is refused with a clear error. It only
// translates: react-admin's pagination, sort and filters become the API's query, `{ v, total }`
// becomes `{ data, total }`, an error answer becomes HttpError(code, status, body) so that a
// 401/403 reaches the auth provider's checkError. The rules live on the server.
import type { DataProvider, RaRecord } from 'react-admin';
import type { components } from '@/generated/api';
import type { ApiClient } from '@/lib/api-client';
import { createDuesApi, type DuesApi } from '../resources/dues/dues-api';
import { createCheckInApi, type CheckInApi } from '../resources/events/check-in-api';
import { createRefundsApi, type RefundsApi } from '../resources/refunds/refunds-api';
import { namingFields, send, unsupported, type ResourceMethod, type ResourceProvider } from './resource';
import { contentProviders, moveFaqEntry, newsletter, type Newsletter } from './resources/content';
import { duesProviders } from './resources/dues';
import { eventProviders, exportAttendees } from './resources/events';
import { getServerStatus, operationsProviders, retryJob, retryMail, type ServerStatus } from './resources/operations';
import { refundsProvider } from './resources/refunds';
import { registrationsProvider } from './resources/registrations';
import { siteSettingsProvider } from './resources/settings';
import {
  listUserPasskeys,
  permissionChangesProvider,
  removeUserPasskeys,
  usersProvider,
  type UserPasskey,
} from './resources/users';

export { SETTINGS_ID as SITE_SETTINGS_ID, SITE_SETTINGS_FIELDS } from './resources/settings';
export type { Newsletter } from './resources/content';
export type { ServerStatus } from './resources/operations';
export type { UserPasskey } from './resources/users';

/**
 * Every member is a method: react-admin's useDataProvider() returns a proxy that turns each
 * property it is asked for into a call of the method of that name, so an object or value kept
 * here would not reach the console's screens.
 */
export interface StaffDataProvider extends DataProvider, DuesApi, CheckInApi, RefundsApi {
  verifyRegistration(id: string, note?: string): Promise<{ data: RaRecord }>;
  rejectRegistration(id: string, note: string): Promise<{ data: RaRecord }>;
  /** A member's passkeys, oldest first. */
  listUserPasskeys(id: string): Promise<UserPasskey[]>;
  /**
   * Removes one passkey of a member (`passkeyId`) or every one (a lost phone); either signs the member out on every
   * device.
   */
  removeUserPasskeys(id: string, passkeyId?: string): Promise<{ data: RaRecord }>;
  /** The attendee list of an event as the API's CSV (for the download button). */
  exportAttendees(eventId: string): Promise<Blob>;
  /** Moves a FAQ entry one place up (-1) or down (+1) in the order /faq shows. */
  moveFaqEntry(id: string, step: -1 | 1): Promise<void>;
  /** One block of the console's home figures (each block needs its own permission area). */
  getDashboard<B extends DashboardBlock>(block: B): Promise<DashboardBlocks[B]>;
  /** Queues a failed mail of the outbox again. */
  retryMail(id: string): Promise<void>;
  /** Queues a failed job of the job queues again. */
  retryJob(id: string): Promise<void>;
  /** The server's status checks, run now (owners only). */
  getServerStatus(): Promise<ServerStatus>;
  /**
   * The article as the newsletter: preview and counts; `action` test-sends it to me or sends it to the subscribers
   * first.
   */
  newsletter(articleId: string, action?: 'test' | 'send'): Promise<Newsletter>;
}

export interface DashboardBlocks {
  dues: components['schemas']['DuesSummaryDto'];
  members: components['schemas']['DashboardMembersDto'];
  events: components['schemas']['DashboardEventsDto'];
  content: components['schemas']['DashboardContentDto'];
}
export type DashboardBlock = keyof DashboardBlocks;

function dashboard(api: ApiClient): { [B in DashboardBlock]: () => Promise<DashboardBlocks[B]> } {
  return {
    dues: async () => (await send(api.GET('/api/admin/dues/summary'))).v,
    members: async () => (await send(api.GET('/api/admin/dashboard/members'))).v,
    events: async () => (await send(api.GET('/api/admin/dashboard/events'))).v,
    content: async () => (await send(api.GET('/api/admin/dashboard/content'))).v,
  };
}

export function createDataProvider(api: ApiClient): StaffDataProvider {
  const registrations = registrationsProvider(api);
  const resources: Record<string, ResourceProvider> = {
    users: usersProvider(api),
    'permission-changes': permissionChangesProvider(api),
    registrations,
    ...eventProviders(api),
    ...contentProviders(api),
    'site-settings': siteSettingsProvider(api),
    ...duesProviders(api),
    refunds: refundsProvider(api),
    ...operationsProviders(api),
  };
  const blocks = dashboard(api);

  /** The resource's own method, or a refusal naming what the console asked of it. */
  function method<M extends ResourceMethod>(resource: string, name: M): NonNullable<ResourceProvider[M]> {
    const found = resources[resource]?.[name];
    if (!found) throw unsupported(resource, name);
    return found;
  }
  const getOne = (resource: string, id: string) => method(resource, 'getOne')(id);
  /** A form's save: a refusal names the fields it refused. */
  const saving = <T>(resource: string, call: Promise<T>) =>
    call.catch((error: unknown) => {
      throw namingFields(error, resource);
    });
  const update = (resource: string, id: string, data: RaRecord | Partial<RaRecord>, previous?: RaRecord) =>
    saving(resource, method(resource, 'update')(id, data, previous));
  const remove = (resource: string, id: string) => method(resource, 'delete')(id);

  // react-admin's methods are generic in the record type; the records are the API's rows, which
  // the console reads by field name, so each answer is given as the record type asked for.
  return {
    getList: async (resource, params) => (await method(resource, 'getList')(params)) as never,
    getOne: async (resource, { id }) => ({ data: (await getOne(resource, String(id))) as never }),
    getMany: async (resource, { ids }) => ({
      data: (await Promise.all(ids.map((id) => getOne(resource, String(id))))) as never[],
    }),
    getManyReference: async (resource, params) => (await method(resource, 'getManyReference')(params)) as never,
    create: async (resource, { data }) => ({
      data: (await saving(resource, method(resource, 'create')(data))) as never,
    }),
    update: async (resource, { id, data, previousData }) => ({
      data: (await update(resource, String(id), data, previousData)) as never,
    }),
    async updateMany(resource, { ids, data }) {
      await Promise.all(ids.map((id) => update(resource, String(id), data)));
      return { data: ids };
    },
    async delete(resource, { id, previousData }) {
      await remove(resource, String(id));
      return { data: (previousData ?? { id }) as never };
    },
    async deleteMany(resource, { ids }) {
      await Promise.all(ids.map((id) => remove(resource, String(id))));
      return { data: ids };
    },
    verifyRegistration: async (id, note) => ({ data: await registrations.verify(id, note) }),
    rejectRegistration: async (id, note) => ({ data: await registrations.reject(id, note) }),
    listUserPasskeys: (id) => listUserPasskeys(api, id),
    removeUserPasskeys: async (id, passkeyId) => ({ data: await removeUserPasskeys(api, id, passkeyId) }),
    retryMail: (id) => retryMail(api, id),
    retryJob: (id) => retryJob(api, id),
    getServerStatus: () => getServerStatus(api),
    newsletter: (articleId, action) => newsletter(api, articleId, action),
    exportAttendees: (eventId) => exportAttendees(api, eventId),
    moveFaqEntry: (id, step) => moveFaqEntry(api, id, step),
    ...createDuesApi(api),
    ...createRefundsApi(api),
    // Check-in at the door: scans, check-in by name, undo.
    ...createCheckInApi(api),
    getDashboard: (block) => blocks[block](),
  };
}
