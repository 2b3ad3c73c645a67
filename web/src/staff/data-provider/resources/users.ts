// The console's members (users=full): one typed call each on the generated client; the server
// checks the permission on every one.
import type { components, operations } from '@/generated/api';
import { unwrap, type ApiClient } from '@/lib/api-client';
import { changedFields, crudResource, readList, withHttpErrors, type ResourceProvider } from '../resource';

type UserChanges = components['schemas']['UpdateUserAdminDto'];
type UserFilter = NonNullable<operations['listUsersAdmin']['parameters']['query']>;

export function staffUsers(api: ApiClient) {
  return {
    /** A page of members: `{ v, total }`. */
    list: (filter: UserFilter) => unwrap(api.GET('/api/admin/users', { params: { query: filter } })),
    /** One member with their cars and onboarding answers under `_embedded`. */
    get: (id: string) => unwrap(api.GET('/api/admin/users/{id}', { params: { path: { id } } })),
    /** Sets permissions, verification, the staff note or the recommendation; answers the member as `get` does. */
    update: (id: string, changes: UserChanges) =>
      unwrap(api.PATCH('/api/admin/users/{id}', { params: { path: { id } }, body: changes })),
    /** The member's passkeys (name, created, last used), oldest first. */
    passkeys: (id: string) => unwrap(api.GET('/api/admin/users/{id}/passkeys', { params: { path: { id } } })),
    /**
     * Removes every passkey of the member (a lost phone) and signs them out everywhere; answers the member as `get`
     * does.
     */
    removePasskeys: (id: string) => unwrap(api.DELETE('/api/admin/users/{id}/passkeys', { params: { path: { id } } })),
    /** Removes one passkey of the member and signs them out everywhere; answers the member as `get` does. */
    removePasskey: (id: string, passkeyId: string) =>
      unwrap(api.DELETE('/api/admin/users/{id}/passkeys/{passkeyId}', { params: { path: { id, passkeyId } } })),
  };
}

export type UserPasskey = components['schemas']['AdminPasskeyDto'];

/** The member's passkeys, oldest first. */
export const listUserPasskeys = async (api: ApiClient, id: string) =>
  (await withHttpErrors(staffUsers(api).passkeys(id))).v;

/** The member after staff removed one passkey (`passkeyId`) or all of them; either signs the member out everywhere. */
export const removeUserPasskeys = async (api: ApiClient, id: string, passkeyId?: string) =>
  (await withHttpErrors(passkeyId ? staffUsers(api).removePasskey(id, passkeyId) : staffUsers(api).removePasskeys(id)))
    .v;

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

/** The history of permissions, newest first; a member's own through `getManyReference` (target `member_id`). */
export const permissionChangesProvider = (api: ApiClient): ResourceProvider =>
  crudResource({ sort: 'none', list: (query) => api.GET('/api/admin/permission-changes', { params: { query } }) });
