// Reading events from the API: upcoming and past lists, one event. One event is read the same way by
// the public page's loader, the member's event page and the attendee list (eventRequest/eventQuery).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { unwrap, type ApiClient } from '@/lib/api-client';
import { useMemberApi } from '@/lib/member-api';
import { apiData } from '@/lib/route-data';

export type EventSummary = components['schemas']['EventSummaryDto'];
export type EventDetail = components['schemas']['EventDetailDto'];

export async function loadEvents(api: ApiClient, request: Request, when: 'upcoming' | 'past', count: number): Promise<EventSummary[]> {
  return (await apiData(request, api.GET('/api/events', { params: { query: { when, per_page: count } } }))).v;
}

/** GET /api/events/{slug}: one published event. */
export const eventRequest = (api: ApiClient, slug: string) => api.GET('/api/events/{slug}', { params: { path: { slug } } });

export const eventQuery = (api: ApiClient, slug: string) => queryOptions({ queryKey: ['event', slug], queryFn: () => unwrap(eventRequest(api, slug)) });

export async function loadEvent(api: ApiClient, request: Request, slug: string): Promise<EventDetail> {
  return (await apiData(request, eventRequest(api, slug))).v;
}

/** The event in the member area (the browser's query cache, shared with the attendee list). */
export function useEvent(slug: string) {
  return useQuery(eventQuery(useMemberApi(), slug));
}

/** The event has ended (its end, or its start when it has no end, is past). */
export const isPast = (event: EventSummary, now = Date.now()) => new Date(event.date_end ?? event.date_start).getTime() < now;
