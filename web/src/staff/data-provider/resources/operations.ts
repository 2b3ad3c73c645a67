// The console's view of background work: the mail outbox, the job queues and failed jobs, each
// failed one queued again on request; and the server's status (owners only).
import type { components } from '@/generated/api';
import type { ApiClient } from '@/lib/api-client';
import { crudResource, send, type ResourceProvider } from '../resource';

export function operationsProviders(api: ApiClient) {
  return {
    outbox: crudResource({ sort: 'none', list: (query) => api.GET('/api/admin/outbox', { params: { query } }) }),
    'job-queues': crudResource({ sort: 'none', list: () => api.GET('/api/admin/job-queues') }),
    'failed-jobs': crudResource({
      sort: 'none',
      list: (query) => api.GET('/api/admin/failed-jobs', { params: { query } }),
    }),
  } satisfies Record<string, ResourceProvider>;
}

/** Queues a failed mail of the outbox again. */
export async function retryMail(api: ApiClient, id: string): Promise<void> {
  await send(api.POST('/api/admin/outbox/{id}/retry', { params: { path: { id } } }));
}

/** Queues a failed job of the job queues again. */
export async function retryJob(api: ApiClient, id: string): Promise<void> {
  await send(api.POST('/api/admin/failed-jobs/{id}/retry', { params: { path: { id } } }));
}

export type ServerStatus = components['schemas']['ServerStatusDto'];

/** The server's status checks, run now (owners only: anyone else gets 403 errors.owner_required). */
export async function getServerStatus(api: ApiClient): Promise<ServerStatus> {
  return (await send(api.GET('/api/admin/status'))).v;
}
