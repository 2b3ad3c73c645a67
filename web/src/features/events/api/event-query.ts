// One event in the member area: the member's event page and the attendee list share it in the
// browser's query cache. Apart from events.ts, which public pages load without the query layer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '@/lib/api-client';
import { useMemberApi } from '@/lib/member-api';
import { eventRequest } from './events';

export const eventQuery = (api: ApiClient, slug: string) =>
  queryOptions({ queryKey: ['event', slug], queryFn: () => unwrap(eventRequest(api, slug)) });

export function useEvent(slug: string) {
  return useQuery(eventQuery(useMemberApi(), slug));
}
