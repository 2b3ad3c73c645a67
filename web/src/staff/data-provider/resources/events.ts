// The console's events (events=full) and each event's attendees and waitlist.
import type { components } from '@/generated/api';
import type { Answer, ApiClient } from '@/lib/api-client';
import { byId, crudResource, send, type ResourceProvider } from '../resource';

type Schemas = components['schemas'];

type Changed = Answer<Schemas['AdminEventChangeResponseDto']>;

/** The saved event with whom its change told (mail, push) on the record. */
const withNotified = (answer: Changed) =>
  answer.data ? { ...answer, data: { v: { ...answer.data.v, notified: answer.data.notified } } } : answer;

export function eventProviders(api: ApiClient) {
  return {
    events: crudResource({
      sort: 'signed',
      list: (query) => api.GET('/api/admin/events', { params: { query } }),
      one: (id) => api.GET('/api/admin/events/{id}', byId(id)),
      // The answer's `notified` (whom the change told) rides on the record to the screen's notice.
      create: async (data) =>
        withNotified(await api.POST('/api/admin/events', { body: data as Schemas['CreateEventAdminDto'] })),
      update: async (id, body) => withNotified(await api.PATCH('/api/admin/events/{id}', { ...byId(id), body })),
      remove: (id) => api.DELETE('/api/admin/events/{id}', byId(id)),
    }),
    // The attendees and waitlist of an event (ordered by the server: registered, then the
    // waitlist); the record's id is the member's.
    attendees: {
      async getManyReference({ id, pagination }) {
        const query = pagination ? { page: pagination.page, per_page: pagination.perPage } : {};
        const body = await send(
          api.GET('/api/admin/events/{id}/attendees', { params: { path: { id: String(id) }, query } }),
        );
        return { data: body.v.map((row) => ({ ...row, id: row.user_id })), total: body.total };
      },
    },
  } satisfies Record<string, ResourceProvider>;
}

/** The attendee list of an event as the API's CSV (for the download button). */
export function exportAttendees(api: ApiClient, eventId: string): Promise<Blob> {
  return send(api.GET('/api/admin/events/{id}/attendees.csv', { params: { path: { id: eventId } }, parseAs: 'blob' }));
}
