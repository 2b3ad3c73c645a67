// The check-in screen's calls: scan a ticket, check in or undo a registration found by name, take cash, cancel a
// registration (the attendee list), and
// the name search (the attendee list filtered by `q`).
import type { components } from '@/generated/api';
import type { ApiClient } from '@/lib/api-client';
import { send } from '@/staff/data-provider/resource';

type Schemas = components['schemas'];
export type CheckIn = Schemas['CheckInDto'];
export type Attendee = Schemas['EventAttendeeDto'];

/** Methods of the data provider itself: react-admin's useDataProvider() calls only its top-level functions. */
export interface CheckInApi {
  scanTicket(eventId: string, token: string): Promise<CheckIn>;
  checkInRegistration(eventId: string, registrationId: string): Promise<CheckIn>;
  undoCheckIn(eventId: string, registrationId: string): Promise<void>;
  recordCash(eventId: string, registrationId: string): Promise<CheckIn>;
  cancelRegistration(eventId: string, registrationId: string): Promise<void>;
  searchAttendees(eventId: string, q: string): Promise<Attendee[]>;
}

const registrationPath = (id: string, registrationId: string) => ({ params: { path: { id, registrationId } } });

export function createCheckInApi(api: ApiClient): CheckInApi {
  return {
    scanTicket: async (id, token) =>
      (await send(api.POST('/api/admin/events/{id}/check-ins', { params: { path: { id } }, body: { token } }))).v,
    checkInRegistration: async (id, registrationId) =>
      (
        await send(
          api.POST(
            '/api/admin/events/{id}/registrations/{registrationId}/check-in',
            registrationPath(id, registrationId),
          ),
        )
      ).v,
    undoCheckIn: async (id, registrationId) => {
      await send(
        api.DELETE(
          '/api/admin/events/{id}/registrations/{registrationId}/check-in',
          registrationPath(id, registrationId),
        ),
      );
    },
    recordCash: async (id, registrationId) =>
      (
        await send(
          api.POST('/api/admin/events/{id}/registrations/{registrationId}/cash', registrationPath(id, registrationId)),
        )
      ).v,
    cancelRegistration: async (id, registrationId) => {
      await send(
        api.DELETE('/api/admin/events/{id}/registrations/{registrationId}', registrationPath(id, registrationId)),
      );
    },
    searchAttendees: async (id, q) =>
      (
        await send(
          api.GET('/api/admin/events/{id}/attendees', { params: { path: { id }, query: { q, per_page: 20 } } }),
        )
      ).v,
  };
}
