// The dues screens' calls that are not react-admin's list/edit: the statement preview and import
// (multipart), a cash payment, assigning an unmatched payment to a dues record or an event registration
// (with those suggested for it and the member search) or settling it without a record, a member's plan and the CSV export.
// They are methods of the console's data provider itself, never an object inside it:
// useDataProvider() hands out a proxy that turns every property into a call of the method of
// that name, so a nested object's methods would not be reachable.
import type { components } from '@/generated/api';
import type { ApiClient } from '@/lib/api-client';
import { multipartBody, send } from '@/staff/data-provider/resource';

type Schemas = components['schemas'];
export type StatementPreview = Schemas['StatementPreviewDto'];
export type DuesImport = Schemas['DuesImportDto'];
export type AdminDuesDetail = Schemas['AdminDuesDetailDto'];

export interface DuesApi {
  previewStatement(file: File): Promise<StatementPreview>;
  importStatement(file: File): Promise<DuesImport>;
  recordDuesPayment(duesId: string, body: Schemas['ManualPaymentDto']): Promise<AdminDuesDetail>;
  assignDuesPayment(paymentId: string, body: Schemas['AssignPaymentDto']): Promise<AdminDuesDetail>;
  resolveDuesPayment(paymentId: string, body: Schemas['ResolvePaymentDto']): Promise<Schemas['DuesPaymentDto']>;
  suggestDuesRecords(paymentId: string): Promise<Schemas['PaymentSuggestionDto'][]>;
  assignRegistrationPayment(
    paymentId: string,
    body: Schemas['AssignPaymentDto'],
  ): Promise<Schemas['RegistrationPaymentDto']>;
  suggestRegistrations(paymentId: string): Promise<Schemas['RegistrationSuggestionDto'][]>;
  searchDuesMembers(q: string): Promise<Schemas['DuesMemberMatchDto'][]>;
  updateMemberDues(userId: string, body: Schemas['UpdateMemberDuesDto']): Promise<void>;
  exportDuesCsv(filter: Record<string, unknown>): Promise<Blob>;
}

const statementForm = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return multipartBody<Schemas['StatementUploadDto']>(form);
};

export function createDuesApi(api: ApiClient): DuesApi {
  return {
    previewStatement: async (file) =>
      (await send(api.POST('/api/admin/dues-imports/preview', { body: statementForm(file) }))).v,
    importStatement: async (file) => (await send(api.POST('/api/admin/dues-imports', { body: statementForm(file) }))).v,
    recordDuesPayment: async (duesId, body) =>
      (await send(api.POST('/api/admin/dues/{id}/payments', { params: { path: { id: duesId } }, body }))).v,
    assignDuesPayment: async (paymentId, body) =>
      (await send(api.POST('/api/admin/dues-payments/{id}/assignment', { params: { path: { id: paymentId } }, body })))
        .v,
    resolveDuesPayment: async (paymentId, body) =>
      (await send(api.POST('/api/admin/dues-payments/{id}/resolution', { params: { path: { id: paymentId } }, body })))
        .v,
    suggestDuesRecords: async (paymentId) =>
      (await send(api.GET('/api/admin/dues-payments/{id}/suggestions', { params: { path: { id: paymentId } } }))).v,
    assignRegistrationPayment: async (paymentId, body) =>
      (
        await send(
          api.POST('/api/admin/dues-payments/{id}/registration-assignment', {
            params: { path: { id: paymentId } },
            body,
          }),
        )
      ).v,
    suggestRegistrations: async (paymentId) =>
      (
        await send(
          api.GET('/api/admin/dues-payments/{id}/registration-suggestions', { params: { path: { id: paymentId } } }),
        )
      ).v,
    searchDuesMembers: async (q) => (await send(api.GET('/api/admin/dues-members', { params: { query: { q } } }))).v,
    updateMemberDues: async (userId, body) => {
      await send(api.PUT('/api/admin/dues-members/{userId}', { params: { path: { userId } }, body }));
    },
    exportDuesCsv: (filter) => send(api.GET('/api/admin/dues.csv', { params: { query: filter }, parseAs: 'blob' })),
  };
}
