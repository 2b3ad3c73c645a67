// Staff screens of the member area (users=full: users and registrations; events=full: attendee
// lists). The API checks the permission on every call; these hooks only fetch and change.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components, operations } from '../../../generated/api';
import { ApiProblem, call, useMemberApi } from '../../../lib/member-api';

export type AdminUser = components['schemas']['AdminUserDto'];
export type AdminUserDetail = components['schemas']['AdminUserDetailDto'];
export type UserChanges = components['schemas']['UpdateUserAdminDto'];
export type UserFilter = NonNullable<operations['listUsersAdmin']['parameters']['query']>;
export type RegistrationStatus = components['schemas']['RegistrationStatus'];
export type Registration = components['schemas']['RegistrationDto'];
export type Attendee = components['schemas']['EventAttendeeDto'];
export type PermissionArea = components['schemas']['PermissionArea'];

export { PERMISSION_AREAS } from '../../../lib/permission-names';

export function useAdminUsers(filter: UserFilter) {
  const api = useMemberApi();
  return useQuery({
    queryKey: ['admin-users', filter],
    queryFn: () => call(api.GET('/api/admin/users', { params: { query: filter } })),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string) {
  const api = useMemberApi();
  return useQuery({ queryKey: ['admin-user', id], queryFn: () => call(api.GET('/api/admin/users/{id}', { params: { path: { id } } })) });
}

export function useUpdateAdminUser(id: string) {
  const api = useMemberApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: UserChanges) => call(api.PATCH('/api/admin/users/{id}', { params: { path: { id } }, body: changes })),
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
    queryFn: () => call(api.GET('/api/admin/registrations', { params: { query: { status, page, per_page: 20 } } })),
    placeholderData: keepPreviousData,
  });
}

export function useDecideRegistration() {
  const api = useMemberApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, verify, note }: { id: string; verify: boolean; note: string }) =>
      call(
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

export function useEventTitle(slug: string) {
  const api = useMemberApi();
  return useQuery({ queryKey: ['event', slug], queryFn: () => call(api.GET('/api/events/{slug}', { params: { path: { slug } } })) });
}

export function useAttendees(slug: string) {
  const api = useMemberApi();
  return useQuery({ queryKey: ['attendees', slug], queryFn: () => call(api.GET('/api/events/{slug}/attendees', { params: { path: { slug }, query: { per_page: 100 } } })) });
}

export function useExportAttendees(slug: string) {
  const api = useMemberApi();
  return useMutation({
    mutationFn: async () => {
      const { data, response } = await api.GET('/api/events/{slug}/attendees.csv', { params: { path: { slug } }, parseAs: 'blob' });
      if (!response.ok || !data) throw new ApiProblem(response.status, `errors.http_${response.status}`);
      return data as unknown as Blob;
    },
  });
}
