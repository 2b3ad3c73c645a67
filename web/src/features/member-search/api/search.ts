// Member search (/api/search?q=): accents and case are ignored by the server ("Kosice" finds "Košice").
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { useMemberApi } from '@/lib/member-api';
import { unwrap } from '@/lib/api-client';

export type SearchResult = components['schemas']['SearchResultDto'];
export const SEARCH_MIN_LENGTH = 2;

export function useMemberSearch(q: string) {
  const api = useMemberApi();
  return useQuery({
    queryKey: ['search', q],
    queryFn: () => unwrap(api.GET('/api/search', { params: { query: { q, per_page: 50 } } })),
    enabled: q.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
