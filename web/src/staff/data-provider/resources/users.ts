// The console's members (users=full) over the staff data layer the member area uses too.
import type { ApiClient } from '@/lib/api-client';
import { staffUsers } from '@/lib/staff-api/users';
import { changedFields, readList, withHttpErrors, type ResourceProvider } from '../resource';

/** The member after staff removed all their passkeys. */
export const removeUserPasskeys = async (api: ApiClient, id: string) => (await withHttpErrors(staffUsers(api).removePasskeys(id))).v;

export function usersProvider(api: ApiClient): ResourceProvider {
  const users = staffUsers(api);
  return {
    getList: (params) => readList((query) => withHttpErrors(users.list(query)), 'pair', params),
    getOne: async (id) => (await withHttpErrors(users.get(id))).v,
    async update(id, data, previous) {
      const changes = changedFields(data, previous);
      if (Object.keys(changes).length === 0 && previous) return { ...previous, id };
      return (await withHttpErrors(users.update(id, changes))).v;
    },
  };
}
