// Staff screens of the member area for users=full: the users list and detail, and registrations to
// verify. The calls are the staff data layer the console uses too (lib/staff-api); these hooks
// only cache them. The API checks the permission on every call.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemberApi } from '@/lib/member-api';
import { staffRegistrations, type RegistrationStatus } from '@/lib/staff-api/registrations';
import { staffUsers, type UserChanges, type UserFilter } from '@/lib/staff-api/users';

export type { AdminUser, AdminUserDetail, UserChanges, UserFilter } from '@/lib/staff-api/users';
export type { Registration, RegistrationStatus } from '@/lib/staff-api/registrations';

export function useAdminUsers(filter: UserFilter) {
  const users = staffUsers(useMemberApi());
  return useQuery({ queryKey: ['admin-users', filter], queryFn: () => users.list(filter), placeholderData: keepPreviousData });
}

export function useAdminUser(id: string) {
  const users = staffUsers(useMemberApi());
  return useQuery({ queryKey: ['admin-user', id], queryFn: () => users.get(id) });
}

export function useUpdateAdminUser(id: string) {
  const users = staffUsers(useMemberApi());
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: UserChanges) => users.update(id, changes),
    onSuccess: (data) => {
      client.setQueryData(['admin-user', id], data);
      void client.invalidateQueries({ queryKey: ['admin-users'] });
      void client.invalidateQueries({ queryKey: ['registrations'] });
      void client.invalidateQueries({ queryKey: ['me'] });
    },
  });
}

export function useRegistrations(status: RegistrationStatus, page: number) {
  const registrations = staffRegistrations(useMemberApi());
  return useQuery({
    queryKey: ['registrations', status, page],
    queryFn: () => registrations.list({ status, page, per_page: 20 }),
    placeholderData: keepPreviousData,
  });
}

export function useDecideRegistration() {
  const registrations = staffRegistrations(useMemberApi());
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, verify, note }: { id: string; verify: boolean; note: string }) => (verify ? registrations.verify(id, note) : registrations.reject(id, note)),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['registrations'] });
      void client.invalidateQueries({ queryKey: ['admin-users'] });
    },
  });
}
