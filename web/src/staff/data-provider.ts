// react-admin's one data provider over the generated API client (openapi-fetch, the staff
// `...Admin` endpoints). It only translates: react-admin's pagination, sort and filters become
// `page`, `per_page`, `sort`, `order`, `q` and the resource's own filters; `{ v, total }` becomes
// `{ data, total }`; an error answer becomes HttpError(message, status, body) so that a 401/403
// reaches the auth provider's checkError. The rules (who may do what, validation) live on the server.
import { HttpError, type DataProvider, type GetListParams, type RaRecord } from 'react-admin';
import type { components, paths } from '../generated/api';
import { ApiProblem, unwrap, type Answer as ApiAnswer, type ApiClient } from '../lib/api-client';
import { createDuesApi, type DuesApi } from './resources/dues/dues-api';

type AdminPath = Extract<keyof paths, `/api/admin/${string}`>;
type SiteSettingsInput = components['schemas']['UpdateSiteSettingsDto'];

interface Endpoints {
  list: AdminPath;
  /** The record path; `{id}` is filled in. Absent: the resource has no single-record endpoint. */
  one?: AdminPath;
  /** How the list is sorted: `sort` + `order`, a signed field (`-date_start`), or not at all. */
  sort: 'pair' | 'signed' | 'none';
  /** The record's id when the API names it differently. */
  id?: (row: Record<string, unknown>) => string;
}

const ENDPOINTS: Record<string, Endpoints> = {
  users: { list: '/api/admin/users', one: '/api/admin/users/{id}', sort: 'pair' },
  registrations: { list: '/api/admin/registrations', sort: 'none' },
  outbox: { list: '/api/admin/outbox', sort: 'none' },
  'job-queues': { list: '/api/admin/job-queues', sort: 'none' },
  'failed-jobs': { list: '/api/admin/failed-jobs', sort: 'none' },
  events: { list: '/api/admin/events', one: '/api/admin/events/{id}', sort: 'signed' },
  articles: { list: '/api/admin/articles', one: '/api/admin/articles/{id}', sort: 'pair' },
  pages: { list: '/api/admin/pages', one: '/api/admin/pages/{id}', sort: 'pair' },
  faq: { list: '/api/admin/faq', one: '/api/admin/faq/{id}', sort: 'pair' },
  guide: { list: '/api/admin/guide', one: '/api/admin/guide/{id}', sort: 'pair' },
  gallery: { list: '/api/admin/gallery', one: '/api/admin/gallery/{id}', sort: 'pair' },
  photos: { list: '/api/admin/photos', one: '/api/admin/photos/{id}', sort: 'pair' },
  discounts: { list: '/api/admin/discounts', one: '/api/admin/discounts/{id}', sort: 'pair' },
  charging: { list: '/api/admin/charging', one: '/api/admin/charging/{id}', sort: 'pair' },
  files: { list: '/api/admin/files', one: '/api/admin/files/{id}', sort: 'pair' },
  redirects: { list: '/api/admin/redirects', one: '/api/admin/redirects/{id}', sort: 'pair' },
  'contact-messages': { list: '/api/admin/contact-messages', one: '/api/admin/contact-messages/{id}', sort: 'pair' },
  'fee-plans': { list: '/api/admin/fee-plans', one: '/api/admin/fee-plans/{id}', sort: 'none' },
  dues: { list: '/api/admin/dues', one: '/api/admin/dues/{id}', sort: 'pair' },
  'dues-years': { list: '/api/admin/dues-years', sort: 'none' },
  'dues-payments': { list: '/api/admin/dues-payments', sort: 'none' },
  'dues-imports': { list: '/api/admin/dues-imports', sort: 'none' },
};

/** The single site-settings record's id in the console (the API has no id for it); the dues settings' too. */
export const SITE_SETTINGS_ID = 'current';
type DuesSettingsInput = components['schemas']['UpdateDuesSettingsDto'];
const DUES_SETTINGS_FIELDS = ['iban', 'bic', 'beneficiary_name', 'default_plan_id', 'reminder_days_before'] as const satisfies readonly (keyof DuesSettingsInput)[];
/** What PUT takes, in the order the settings form shows them. */
export const SITE_SETTINGS_FIELDS = ['contact_email', 'x', 'instagram', 'youtube', 'facebook', 'discord'] as const satisfies readonly (keyof SiteSettingsInput)[];

type Answer = ApiAnswer<unknown>;
interface Init {
  params?: { path?: Record<string, string>; query?: Record<string, unknown> };
  body?: unknown;
  parseAs?: 'json' | 'blob';
}
/** The generated client seen through a path chosen at run time (the table above is typed instead). */
type LooseClient = Record<'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', (path: string, init?: Init) => Promise<Answer>>;

/** HttpError with the server's error body; field errors also under `errors` for react-admin's inputs. */
function toHttpError(problem: ApiProblem): HttpError {
  // The server's field messages are English (for API users); the form shows a Slovak hint under
  // each refused field and the notification names the rule.
  const errors = problem.fields.length ? Object.fromEntries(problem.fields.map((f) => [f.field, 'errors.field_invalid'])) : undefined;
  // The message is the stable code: the Slovak catalogue translates it (i18n-sk.ts).
  return new HttpError(problem.code, problem.status, { ...problem.details, ...(errors ? { errors } : {}) });
}

function send(answer: Promise<Answer>): Promise<unknown> {
  return unwrap(answer).catch((e: unknown) => {
    throw e instanceof ApiProblem ? toHttpError(e) : e;
  });
}

function endpoints(resource: string): Endpoints {
  const found = ENDPOINTS[resource];
  if (!found) throw new HttpError('ra.notification.data_provider_error', 404, { code: 'errors.unknown_resource', resource });
  return found;
}

function listQuery(config: Endpoints, { pagination, sort, filter }: Partial<GetListParams>): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  if (pagination) Object.assign(query, { page: pagination.page, per_page: pagination.perPage });
  for (const [key, value] of Object.entries(filter ?? {})) if (value !== '' && value !== null && value !== undefined) query[key] = value;
  if (sort && sort.field && sort.field !== 'id') {
    if (config.sort === 'pair') Object.assign(query, { sort: sort.field, order: sort.order === 'DESC' ? 'desc' : 'asc' });
    if (config.sort === 'signed') query.sort = (sort.order === 'DESC' ? '-' : '') + sort.field;
  }
  return query;
}

/** Registrations are a member with their onboarding answers; the console's record is the member. */
function registrationRecord(row: { user: Record<string, unknown>; onboarding: unknown }): RaRecord {
  return { ...row.user, id: row.user.id as string, onboarding: row.onboarding };
}

function toRecord(resource: string, row: unknown): RaRecord {
  if (resource === 'registrations') return registrationRecord(row as { user: Record<string, unknown>; onboarding: unknown });
  if (resource === 'attendees') return { ...(row as Record<string, unknown>), id: (row as { user_id: string }).user_id };
  if (resource === 'dues-years') return { ...(row as Record<string, unknown>), id: (row as { year: number }).year };
  return row as RaRecord;
}

/** The fields a form changed: PATCH sends only them (the API rejects read-only fields). */
function changedFields(data: Record<string, unknown>, previous: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!previous) return data;
  return Object.fromEntries(Object.entries(data).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(previous[key])));
}

/** A multipart body in the order the API reads it: every field before the file part. */
function multipart(fields: Record<string, unknown>, file: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== null && value !== '') form.append(key, String(value));
  const raw = (file as { rawFile?: unknown } | undefined)?.rawFile;
  if (raw instanceof File) form.append('file', raw, raw.name);
  return form;
}

export interface StaffDataProvider extends DataProvider {
  verifyRegistration(id: string, note?: string): Promise<{ data: RaRecord }>;
  rejectRegistration(id: string, note: string): Promise<{ data: RaRecord }>;
  /** The attendee list of an event as the API's CSV (for the download button). */
  exportAttendees(eventId: string): Promise<Blob>;
  /** Moves a FAQ entry one place up (-1) or down (+1) in the order /faq shows. */
  moveFaqEntry(id: string, step: -1 | 1): Promise<void>;
  /** One block of the console's home figures (each block needs its own permission area). */
  getDashboard<B extends DashboardBlock>(block: B): Promise<DashboardBlocks[B]>;
  /** Calls of the dues screens that are not list/edit (import, payments, export). */
  dues: DuesApi;
  /** Queues a failed mail of the outbox again. */
  retryMail(id: string): Promise<void>;
  /** Queues a failed job of the job queues again. */
  retryJob(id: string): Promise<void>;
  /** The article as the newsletter: preview and counts; `action` test-sends it to me or sends it to the subscribers first. */
  newsletter(articleId: string, action?: 'test' | 'send'): Promise<Newsletter>;
}

export interface DashboardBlocks {
  dues: components['schemas']['DuesSummaryDto'];
  members: components['schemas']['DashboardMembersDto'];
  events: components['schemas']['DashboardEventsDto'];
  content: components['schemas']['DashboardContentDto'];
}
export type DashboardBlock = keyof DashboardBlocks;

const DASHBOARD_PATHS = {
  dues: '/api/admin/dues/summary',
  members: '/api/admin/dashboard/members',
  events: '/api/admin/dashboard/events',
  content: '/api/admin/dashboard/content',
} as const satisfies Record<DashboardBlock, AdminPath>;

export type Newsletter = components['schemas']['NewsletterDto'];

/** The API's largest page (per_page). */
const PAGE_LIMIT = 100;

export function createDataProvider(api: ApiClient): StaffDataProvider {
  const client = api as unknown as LooseClient;

  const getOne = async (resource: string, id: string): Promise<RaRecord> => {
    if (resource === 'site-settings' || resource === 'dues-settings') {
      const body = (await send(client.GET(`/api/admin/${resource}`))) as { v: Record<string, unknown> };
      return { ...body.v, id: SITE_SETTINGS_ID };
    }
    // A registration is read through its member (the queue has no single-record endpoint).
    if (resource === 'registrations') {
      const body = (await send(client.GET('/api/admin/users/{id}', { params: { path: { id } } }))) as { v: Record<string, unknown> & { _embedded: { onboarding: unknown } } };
      return registrationRecord({ user: body.v, onboarding: body.v._embedded.onboarding });
    }
    const { one } = endpoints(resource);
    if (!one) throw new HttpError('ra.notification.item_doesnt_exist', 404, {});
    const body = (await send(client.GET(one, { params: { path: { id } } }))) as { v: unknown };
    return toRecord(resource, body.v);
  };

  const create = async (resource: string, data: Record<string, unknown>): Promise<RaRecord> => {
    const { list } = endpoints(resource);
    let body: unknown;
    if (resource === 'files') {
      const { file, kind, title, description } = data;
      body = await send(client.POST(list, { body: multipart({ kind, title, description }, file) }));
    } else if (resource === 'photos') {
      const { file, alt, sort_order, album_id } = data;
      const form = multipart({ alt, sort_order }, file);
      // Into an album directly when one is chosen, else a loose photo (events, articles).
      body = album_id
        ? await send(client.POST('/api/admin/gallery/{id}/photos', { params: { path: { id: String(album_id) } }, body: form }))
        : await send(client.POST(list, { body: form }));
    } else {
      body = await send(client.POST(list, { body: data }));
    }
    return toRecord(resource, (body as { v: unknown }).v);
  };

  const update = async (resource: string, id: string, data: Record<string, unknown>, previous?: Record<string, unknown>): Promise<RaRecord> => {
    if (resource === 'site-settings') {
      // PUT replaces the whole object; an emptied field is "none" (null), which the server accepts.
      const input = Object.fromEntries(SITE_SETTINGS_FIELDS.map((field) => [field, data[field] || null]));
      const body = (await send(client.PUT('/api/admin/site-settings', { body: input }))) as { v: Record<string, unknown> };
      return { ...body.v, id: SITE_SETTINGS_ID };
    }
    if (resource === 'dues-settings') {
      const input = Object.fromEntries(DUES_SETTINGS_FIELDS.map((field) => [field, data[field] === '' ? null : data[field]]));
      const body = (await send(client.PUT('/api/admin/dues-settings', { body: input }))) as { v: Record<string, unknown> };
      return { ...body.v, id: SITE_SETTINGS_ID };
    }
    const { one } = endpoints(resource);
    if (!one) throw new HttpError('ra.notification.item_doesnt_exist', 404, {});
    const changes = changedFields(data, previous);
    if (Object.keys(changes).length === 0 && previous) return previous as RaRecord;
    const body = (await send(client.PATCH(one, { params: { path: { id } }, body: changes }))) as { v: unknown };
    return toRecord(resource, body.v);
  };

  /** Rows `(page - 1) * perPage` … `page * perPage - 1` of the list, in API pages of PAGE_LIMIT. */
  const getWindow = async (resource: string, config: Endpoints, params: GetListParams, { page, perPage }: { page: number; perPage: number }) => {
    const start = (page - 1) * perPage;
    const end = start + perPage;
    const rows: unknown[] = [];
    let total = 0;
    for (let apiPage = Math.floor(start / PAGE_LIMIT) + 1; ; apiPage++) {
      const query = listQuery(config, { ...params, pagination: { page: apiPage, perPage: PAGE_LIMIT } });
      const body = (await send(client.GET(config.list, { params: { query } }))) as { v: unknown[]; total: number };
      total = body.total;
      const first = (apiPage - 1) * PAGE_LIMIT;
      rows.push(...body.v.slice(Math.max(0, start - first), Math.max(0, end - first)));
      if (body.v.length < PAGE_LIMIT || first + PAGE_LIMIT >= Math.min(end, total)) break;
    }
    return { data: rows.map((row) => toRecord(resource, row)) as never[], total };
  };

  const remove = async (resource: string, id: string): Promise<void> => {
    const { one } = endpoints(resource);
    if (!one) throw new HttpError('ra.notification.item_doesnt_exist', 404, {});
    await send(client.DELETE(one, { params: { path: { id } } }));
  };

  return {
    async getList(resource, params) {
      const config = endpoints(resource);
      const { pagination } = params;
      // A window wider than the API's page (the export asks for everything the filter selects) is
      // read page by page; the API refuses a per_page above its limit.
      if (pagination && pagination.perPage > PAGE_LIMIT) return getWindow(resource, config, params, pagination);
      const body = (await send(client.GET(config.list, { params: { query: listQuery(config, params) } }))) as { v: unknown[]; total: number };
      return { data: body.v.map((row) => toRecord(resource, row)) as never[], total: body.total };
    },
    async getOne(resource, { id }) {
      return { data: (await getOne(resource, String(id))) as never };
    },
    async getMany(resource, { ids }) {
      return { data: (await Promise.all(ids.map((id) => getOne(resource, String(id))))) as never[] };
    },
    async getManyReference(resource, params) {
      // The attendees and waitlist of an event (ordered by the server: registered, then the waitlist).
      if (resource === 'attendees') {
        const query = params.pagination ? { page: params.pagination.page, per_page: params.pagination.perPage } : {};
        const body = (await send(client.GET('/api/admin/events/{id}/attendees', { params: { path: { id: String(params.id) }, query } }))) as { v: unknown[]; total: number };
        return { data: body.v.map((row) => toRecord(resource, row)) as never[], total: body.total };
      }
      const config = endpoints(resource);
      const query = listQuery(config, { ...params, filter: { ...params.filter, [params.target]: params.id } });
      const body = (await send(client.GET(config.list, { params: { query } }))) as { v: unknown[]; total: number };
      return { data: body.v.map((row) => toRecord(resource, row)) as never[], total: body.total };
    },
    async create(resource, { data }) {
      return { data: (await create(resource, data as Record<string, unknown>)) as never };
    },
    async update(resource, { id, data, previousData }) {
      return { data: (await update(resource, String(id), data as Record<string, unknown>, previousData as Record<string, unknown>)) as never };
    },
    async updateMany(resource, { ids, data }) {
      await Promise.all(ids.map((id) => update(resource, String(id), data as Record<string, unknown>)));
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
    async verifyRegistration(id, note) {
      const body = (await send(client.POST('/api/admin/registrations/{id}/verify', { params: { path: { id } }, body: note ? { note } : {} }))) as { v: never };
      return { data: registrationRecord(body.v) };
    },
    async rejectRegistration(id, note) {
      const body = (await send(client.POST('/api/admin/registrations/{id}/reject', { params: { path: { id } }, body: { note } }))) as { v: never };
      return { data: registrationRecord(body.v) };
    },
    async retryMail(id) {
      await send(client.POST('/api/admin/outbox/{id}/retry', { params: { path: { id } } }));
    },
    async retryJob(id) {
      await send(client.POST('/api/admin/failed-jobs/{id}/retry', { params: { path: { id } } }));
    },
    async newsletter(articleId, action) {
      const params = { path: { articleId } };
      const answer = action === 'test' ? client.POST('/api/admin/newsletters/{articleId}/test', { params }) : action === 'send' ? client.POST('/api/admin/newsletters/{articleId}/send', { params }) : client.GET('/api/admin/newsletters/{articleId}', { params });
      return ((await send(answer)) as { v: Newsletter }).v;
    },
    async exportAttendees(eventId) {
      return (await send(client.GET('/api/admin/events/{id}/attendees.csv', { params: { path: { id: eventId } }, parseAs: 'blob' }))) as Blob;
    },
    async moveFaqEntry(id, step) {
      // The whole order (every entry, by position as /faq shows it), the entry swapped with its
      // neighbour, sent back in one PUT that numbers the entries 0, 1, 2 …
      const ids: string[] = [];
      for (let page = 1; ; page++) {
        const query = { page, per_page: PAGE_LIMIT, sort: 'sort_order', order: 'asc' };
        const body = (await send(client.GET('/api/admin/faq', { params: { query } }))) as { v: { id: string }[]; total: number };
        ids.push(...body.v.map((row) => row.id));
        if (body.v.length < PAGE_LIMIT || ids.length >= body.total) break;
      }
      const from = ids.indexOf(id);
      const to = from + step;
      if (from < 0 || to < 0 || to >= ids.length) return;
      [ids[from], ids[to]] = [ids[to], ids[from]];
      await send(client.PUT('/api/admin/faq/order', { body: { ids } }));
    },
    dues: createDuesApi(api, send),
    async getDashboard(block) {
      return ((await send(client.GET(DASHBOARD_PATHS[block]))) as { v: never }).v;
    },
  };
}
