// My mail choices and my private calendar address (GET/PUT /api/me/notifications, renewing the
// calendar secret), shared by the settings section.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../generated/api';
import { call, useMemberApi } from '../../../lib/member-api';

export type NotificationSettings = components['schemas']['NotificationSettingsDto'];
export type NotificationPreferences = components['schemas']['NotificationPreferencesDto'];

const KEY = ['notification-settings'];

export function useNotificationSettings() {
  const api = useMemberApi();
  return useQuery({ queryKey: KEY, queryFn: () => call(api.GET('/api/me/notifications')) });
}

export function useUpdateNotificationSettings() {
  const api = useMemberApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) => call(api.PUT('/api/me/notifications', { body })),
    onSuccess: (data) => client.setQueryData(KEY, data),
  });
}

export function useRenewCalendar() {
  const api = useMemberApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.POST('/api/me/notifications/calendar-token')),
    onSuccess: (data) => client.setQueryData(KEY, data),
  });
}
