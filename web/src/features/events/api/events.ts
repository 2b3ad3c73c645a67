// Reading events from the API: upcoming and past lists, one event. One event is read the same way by
// the public page's loader and, through event-query.ts, the member's event page and the attendee list
// (eventRequest). Public pages import only this file, so a guest never loads the query layer.
import type { components } from '@/generated/api';
import type { ApiClient } from '@/lib/api-client';
import { apiData } from '@/lib/route-data';

export type EventSummary = components['schemas']['EventSummaryDto'];
export type EventDetail = components['schemas']['EventDetailDto'];

export async function loadEvents(
  api: ApiClient,
  request: Request,
  when: 'upcoming' | 'past',
  count: number,
): Promise<EventSummary[]> {
  return (await apiData(request, api.GET('/api/events', { params: { query: { when, per_page: count } } }))).v;
}

/** GET /api/events/{slug}: one published event. */
export const eventRequest = (api: ApiClient, slug: string) =>
  api.GET('/api/events/{slug}', { params: { path: { slug } } });

export async function loadEvent(api: ApiClient, request: Request, slug: string): Promise<EventDetail> {
  return (await apiData(request, eventRequest(api, slug))).v;
}

/** The event has ended (its end, or its start when it has no end, is past). */
export const isPast = (event: EventSummary, now = Date.now()) =>
  new Date(event.date_end ?? event.date_start).getTime() < now;
