// An event's attendee list for staff with events=full (spec: /uzivatel/udalosti/{slug}/ucastnici):
// registered members and the waitlist, and the same list as CSV, from the staff endpoints by event id.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { ApiProblem, unwrap } from '@/lib/api-client';
import { useMemberApi } from '@/lib/member-api';

export type Attendee = components['schemas']['EventAttendeeDto'];

export function useAttendees(eventId: string) {
  const api = useMemberApi();
  return useQuery({
    queryKey: ['attendees', eventId],
    queryFn: () => unwrap(api.GET('/api/admin/events/{id}/attendees', { params: { path: { id: eventId }, query: { per_page: 100 } } })),
  });
}

export function useExportAttendees(eventId: string) {
  const api = useMemberApi();
  return useMutation({
    mutationFn: async () => {
      const { data, response } = await api.GET('/api/admin/events/{id}/attendees.csv', { params: { path: { id: eventId } }, parseAs: 'blob' });
      if (!response.ok || !data) throw new ApiProblem(response.status, `errors.http_${response.status}`);
      return data as unknown as Blob;
    },
  });
}
