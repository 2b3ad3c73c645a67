// My mail choices and my private calendar address (GET/PUT /api/me/notifications, renewing the
// calendar secret), shared by the settings section.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { useMemberApi } from '@/lib/member-api';
import { unwrap } from '@/lib/api-client';

export type NotificationSettings = components['schemas']['NotificationSettingsDto'];
export type NotificationPreferences = components['schemas']['NotificationPreferencesDto'];

const KEY = ['notification-settings'];

export function useNotificationSettings() {
  const api = useMemberApi();
  return useQuery({ queryKey: KEY, queryFn: () => unwrap(api.GET('/api/me/notifications')) });
}

export function useUpdateNotificationSettings() {
  const api = useMemberApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) => unwrap(api.PUT('/api/me/notifications', { body })),
    onSuccess: (data) => client.setQueryData(KEY, data),
  });
}

export function useRenewCalendar() {
  const api = useMemberApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/me/notifications/calendar-token')),
    onSuccess: (data) => client.setQueryData(KEY, data),
  });
}
