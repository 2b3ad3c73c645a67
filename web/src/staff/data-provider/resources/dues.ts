// The console's membership dues (finance=full): fee plans, dues records, membership years,
// unmatched payments, statement imports and the club's payment details.
import type { components } from '@/generated/api';
import type { ApiClient } from '@/lib/api-client';
import { byId, crudResource, readList, send, type ResourceProvider } from '../resource';
import { SETTINGS_ID } from './settings';

type Schemas = components['schemas'];
type DuesSettingsInput = Schemas['UpdateDuesSettingsDto'];
const DUES_SETTINGS_FIELDS = [
  'iban',
  'bic',
  'beneficiary_name',
  'default_plan_id',
  'reminder_days_before',
] as const satisfies readonly (keyof DuesSettingsInput)[];

export function duesProviders(api: ApiClient) {
  return {
    'fee-plans': crudResource({
      sort: 'none',
      list: () => api.GET('/api/admin/fee-plans'),
      one: (id) => api.GET('/api/admin/fee-plans/{id}', byId(id)),
      create: (data) => api.POST('/api/admin/fee-plans', { body: data as Schemas['CreateFeePlanDto'] }),
      update: (id, body) => api.PATCH('/api/admin/fee-plans/{id}', { ...byId(id), body }),
      remove: (id) => api.DELETE('/api/admin/fee-plans/{id}', byId(id)),
    }),
    dues: crudResource({
      sort: 'pair',
      list: (query) => api.GET('/api/admin/dues', { params: { query } }),
      one: (id) => api.GET('/api/admin/dues/{id}', byId(id)),
    }),
    // A year's record is named by the year.
    'dues-years': {
      getList: (params) =>
        readList(
          async () => {
            const body = await send(api.GET('/api/admin/dues-years'));
            return { v: body.v.map((row) => ({ ...row, id: row.year })), total: body.total };
          },
          'none',
          params,
        ),
      async create(data) {
        const { v } = await send(api.POST('/api/admin/dues-years', { body: data as Schemas['OpenDuesYearDto'] }));
        return { ...v, id: v.year };
      },
    },
    'dues-payments': crudResource({ sort: 'none', list: () => api.GET('/api/admin/dues-payments') }),
    'dues-imports': crudResource({ sort: 'none', list: () => api.GET('/api/admin/dues-imports') }),
    // One record without an id in the API: the console names it SETTINGS_ID.
    'dues-settings': {
      getOne: async () => ({ ...(await send(api.GET('/api/admin/dues-settings'))).v, id: SETTINGS_ID }),
      async update(_id, data) {
        const input = Object.fromEntries(
          DUES_SETTINGS_FIELDS.map((field) => [field, data[field] === '' ? null : data[field]]),
        );
        return { ...(await send(api.PUT('/api/admin/dues-settings', { body: input }))).v, id: SETTINGS_ID };
      },
    },
  } satisfies Record<string, ResourceProvider>;
}
