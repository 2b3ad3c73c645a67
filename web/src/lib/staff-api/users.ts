// The staff calls on members (users=full), written once for both staff screens: the member area's
// (features/user-admin) and the console's users resource (staff/data-provider). One typed call
// each on the generated client; the server checks the permission on every one.
import type { components, operations } from '@/generated/api';
import { unwrap, type ApiClient } from '@/lib/api-client';

export type AdminUser = components['schemas']['AdminUserDto'];
export type AdminUserDetail = components['schemas']['AdminUserDetailDto'];
export type UserChanges = components['schemas']['UpdateUserAdminDto'];
export type UserFilter = NonNullable<operations['listUsersAdmin']['parameters']['query']>;

export function staffUsers(api: ApiClient) {
  return {
    /** A page of members: `{ v, total }`. */
    list: (filter: UserFilter) => unwrap(api.GET('/api/admin/users', { params: { query: filter } })),
    /** One member with their cars and onboarding answers under `_embedded`. */
    get: (id: string) => unwrap(api.GET('/api/admin/users/{id}', { params: { path: { id } } })),
    /** Sets permissions, verification, the staff note or the recommendation; answers the member as `get` does. */
    update: (id: string, changes: UserChanges) => unwrap(api.PATCH('/api/admin/users/{id}', { params: { path: { id } }, body: changes })),
    /** Removes every passkey of the member (a lost phone); answers the member as `get` does. */
    removePasskeys: (id: string) => unwrap(api.DELETE('/api/admin/users/{id}/passkeys', { params: { path: { id } } })),
  };
}
