// "My events" and a member's registration for an event (docs/product-rules.md §2: register, unregister, waitlist
// position, calendar file).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { useMemberApi } from '@/lib/member-api';
import { unwrap } from '@/lib/api-client';

export type MyEvent = components['schemas']['MyEventDto'];
export type Registration = components['schemas']['EventRegistrationDto'];

export function useMyEvents(when: 'upcoming' | 'past') {
  const api = useMemberApi();
  return useQuery({
    queryKey: ['my-events', when],
    queryFn: () => unwrap(api.GET('/api/me/events', { params: { query: { when, per_page: 100 } } })),
  });
}

export function useRegistration(slug: string) {
  const api = useMemberApi();
  return useQuery({
    queryKey: ['registration', slug],
    queryFn: () => unwrap(api.GET('/api/events/{slug}/registration', { params: { path: { slug } } })),
  });
}

export function useChangeRegistration(slug: string) {
  const api = useMemberApi();
  const client = useQueryClient();
  return useMutation({
    /** `companions`: register with that many companions; false: cancel. */
    mutationFn: (companions: number | false) =>
      unwrap(
        companions !== false
          ? api.POST('/api/events/{slug}/registration', { params: { path: { slug } }, body: { companions } })
          : api.DELETE('/api/events/{slug}/registration', { params: { path: { slug } } }),
      ),
    onSuccess: (data) => {
      client.setQueryData(['registration', slug], data);
      void client.invalidateQueries({ queryKey: ['event', slug] });
      void client.invalidateQueries({ queryKey: ['my-events'] });
    },
  });
}
