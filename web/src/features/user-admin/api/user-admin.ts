// Staff screens of the member area for users=full: the users list and detail, and registrations to
// verify. The API checks the permission on every call; these hooks only fetch and change.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components, operations } from '@/generated/api';
import { useMemberApi } from '@/lib/member-api';
import { unwrap } from '@/lib/api-client';

export type AdminUser = components['schemas']['AdminUserDto'];
export type AdminUserDetail = components['schemas']['AdminUserDetailDto'];
export type UserChanges = components['schemas']['UpdateUserAdminDto'];
export type UserFilter = NonNullable<operations['listUsersAdmin']['parameters']['query']>;
export type RegistrationStatus = components['schemas']['RegistrationStatus'];
export type Registration = components['schemas']['RegistrationDto'];

export function useAdminUsers(filter: UserFilter) {
  const api = useMemberApi();
  return useQuery({
    queryKey: ['admin-users', filter],
    queryFn: () => unwrap(api.GET('/api/admin/users', { params: { query: filter } })),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string) {
  const api = useMemberApi();
  return useQuery({ queryKey: ['admin-user', id], queryFn: () => unwrap(api.GET('/api/admin/users/{id}', { params: { path: { id } } })) });
}

export function useUpdateAdminUser(id: string) {
  const api = useMemberApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: UserChanges) => unwrap(api.PATCH('/api/admin/users/{id}', { params: { path: { id } }, body: changes })),
    onSuccess: (data) => {
      client.setQueryData(['admin-user', id], data);
      void client.invalidateQueries({ queryKey: ['admin-users'] });
      void client.invalidateQueries({ queryKey: ['registrations'] });
      void client.invalidateQueries({ queryKey: ['me'] });
    },
  });
}

export function useRegistrations(status: RegistrationStatus, page: number) {
  const api = useMemberApi();
  return useQuery({
    queryKey: ['registrations', status, page],
    queryFn: () => unwrap(api.GET('/api/admin/registrations', { params: { query: { status, page, per_page: 20 } } })),
    placeholderData: keepPreviousData,
  });
}

export function useDecideRegistration() {
  const api = useMemberApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, verify, note }: { id: string; verify: boolean; note: string }) =>
      unwrap(
        verify
          ? api.POST('/api/admin/registrations/{id}/verify', { params: { path: { id } }, body: note.trim() ? { note: note.trim() } : {} })
          : api.POST('/api/admin/registrations/{id}/reject', { params: { path: { id } }, body: { note: note.trim() } }),
      ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['registrations'] });
      void client.invalidateQueries({ queryKey: ['admin-users'] });
    },
  });
}
