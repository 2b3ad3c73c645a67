// The staff calls on registrations (users=full), written once for both staff screens: the member
// area's (features/user-admin) and the console's registrations resource (staff/data-provider).
// A registration is a member with their onboarding answers; staff verify it (an optional note) or
// reject it (a note the member's mail quotes).
import type { components, operations } from '@/generated/api';
import { unwrap, type ApiClient } from '@/lib/api-client';

export type RegistrationStatus = components['schemas']['RegistrationStatus'];
export type Registration = components['schemas']['RegistrationDto'];
export type RegistrationFilter = NonNullable<operations['listRegistrationsAdmin']['parameters']['query']>;

export function staffRegistrations(api: ApiClient) {
  return {
    /** A page of registrations of one status: `{ v, total }`. */
    list: (filter: RegistrationFilter) => unwrap(api.GET('/api/admin/registrations', { params: { query: filter } })),
    /** Verifies the member; a blank note is left out, so the staff note stays as it was. */
    verify: (id: string, note = '') =>
      unwrap(api.POST('/api/admin/registrations/{id}/verify', { params: { path: { id } }, body: note.trim() ? { note: note.trim() } : {} })),
    /** Rejects the registration; the note (required by the API) becomes the staff note. */
    reject: (id: string, note: string) => unwrap(api.POST('/api/admin/registrations/{id}/reject', { params: { path: { id } }, body: { note: note.trim() } })),
  };
}
