// The console's queue of members to verify (users=full). A registration is a member with their
// onboarding answers beside them (the console's record); staff verify it (an optional note) or
// reject it (a note the member's mail quotes).
import type { RaRecord } from 'react-admin';
import type { components, operations } from '@/generated/api';
import { unwrap, type ApiClient } from '@/lib/api-client';
import { readList, withHttpErrors, type ResourceProvider } from '../resource';
import { staffUsers } from './users';

type Registration = components['schemas']['RegistrationDto'];
type RegistrationFilter = NonNullable<operations['listRegistrationsAdmin']['parameters']['query']>;

function staffRegistrations(api: ApiClient) {
  return {
    /** A page of registrations of one status: `{ v, total }`. */
    list: (filter: RegistrationFilter) => unwrap(api.GET('/api/admin/registrations', { params: { query: filter } })),
    /** Verifies the member; a blank note is left out, so the staff note stays as it was. */
    verify: (id: string, note = '') =>
      unwrap(
        api.POST('/api/admin/registrations/{id}/verify', {
          params: { path: { id } },
          body: note.trim() ? { note: note.trim() } : {},
        }),
      ),
    /** Rejects the registration; the note (required by the API) becomes the staff note. */
    reject: (id: string, note: string) =>
      unwrap(
        api.POST('/api/admin/registrations/{id}/reject', { params: { path: { id } }, body: { note: note.trim() } }),
      ),
  };
}

function registrationRecord({ user, onboarding }: Pick<Registration, 'user' | 'onboarding'>): RaRecord {
  return { ...user, onboarding };
}

export function registrationsProvider(api: ApiClient) {
  const registrations = staffRegistrations(api);
  const users = staffUsers(api);
  const list = async (query: RegistrationFilter) => {
    const body = await withHttpErrors(registrations.list(query));
    return { v: body.v.map(registrationRecord), total: body.total };
  };
  const provider = {
    getList: (params) => readList(list, 'none', params),
    // A registration is read through its member (the queue has no single-record endpoint).
    async getOne(id) {
      const { v } = await withHttpErrors(users.get(id));
      return registrationRecord({ user: v, onboarding: v._embedded.onboarding });
    },
  } satisfies ResourceProvider;
  return {
    ...provider,
    verify: async (id: string, note?: string) =>
      registrationRecord((await withHttpErrors(registrations.verify(id, note))).v),
    reject: async (id: string, note: string) =>
      registrationRecord((await withHttpErrors(registrations.reject(id, note))).v),
  };
}
