// The console's refunds of event payments (finance=full): the list and one refund; saving the edit
// form sets the account the refund is paid to (both fields together: the API takes the account whole).
import type { ApiClient } from '@/lib/api-client';
import { byId, crudResource, send, type ResourceProvider } from '../resource';

export function refundsProvider(api: ApiClient): ResourceProvider {
  return {
    ...crudResource({
      sort: 'pair',
      list: (query) => api.GET('/api/admin/refunds', { params: { query } }),
      one: (id) => api.GET('/api/admin/refunds/{id}', byId(id)),
    }),
    async update(id, data) {
      const body = {
        iban: String(data.iban ?? ''),
        account_name: data.account_name ? String(data.account_name) : null,
      };
      return (await send(api.PUT('/api/admin/refunds/{id}/account', { ...byId(id), body }))).v;
    },
  };
}
