// The refunds screen's calls that are not react-admin's list/edit: the SEPA export and its file,
// and marking a refund refunded by hand. Methods of the console's data provider itself (see
// resources/dues/dues-api.ts: useDataProvider() hands out a proxy of its methods).
import type { components } from '@/generated/api';
import type { ApiClient } from '@/lib/api-client';
import { byId, send } from '@/staff/data-provider/resource';

type Schemas = components['schemas'];
export type RefundExport = Schemas['RefundExportDto'];
export type AdminRefund = Schemas['AdminRefundDto'];

export interface RefundsApi {
  exportRefunds(): Promise<RefundExport>;
  downloadRefundExport(exportId: string): Promise<Blob>;
  markRefundRefunded(refundId: string): Promise<AdminRefund>;
}

export function createRefundsApi(api: ApiClient): RefundsApi {
  return {
    exportRefunds: async () => (await send(api.POST('/api/admin/refund-exports'))).v,
    downloadRefundExport: (exportId) =>
      send(api.GET('/api/admin/refund-exports/{id}/file', { ...byId(exportId), parseAs: 'blob' })),
    markRefundRefunded: async (refundId) =>
      (await send(api.POST('/api/admin/refunds/{id}/refunded', byId(refundId)))).v,
  };
}
