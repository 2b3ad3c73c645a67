// The console's queue of members to verify (users=full) over the staff data layer the member area
// uses too. The console's record is the member with their onboarding answers beside them.
import type { RaRecord } from 'react-admin';
import type { ApiClient } from '@/lib/api-client';
import { staffRegistrations, type Registration } from '@/lib/staff-api/registrations';
import { staffUsers } from '@/lib/staff-api/users';
import { readList, withHttpErrors, type ResourceProvider } from '../resource';

export function registrationRecord({ user, onboarding }: Pick<Registration, 'user' | 'onboarding'>): RaRecord {
  return { ...user, onboarding };
}

export function registrationsProvider(api: ApiClient) {
  const registrations = staffRegistrations(api);
  const users = staffUsers(api);
  const list = async (query: Parameters<typeof registrations.list>[0]) => {
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
    verify: async (id: string, note?: string) => registrationRecord((await withHttpErrors(registrations.verify(id, note))).v),
    reject: async (id: string, note: string) => registrationRecord((await withHttpErrors(registrations.reject(id, note))).v),
  };
}
