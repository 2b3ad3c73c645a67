// What the dashboard shows: my cars, the upcoming events I am registered for, my membership
// (GET /api/me, shared with the layout's cache) and the latest articles.
import { useQuery } from '@tanstack/react-query';
import { useMemberApi } from '@/lib/member-api';
import { unwrap } from '@/lib/api-client';

export function useMyCars() {
  const api = useMemberApi();
  return useQuery({
    queryKey: ['cars'],
    queryFn: () => unwrap(api.GET('/api/cars', { params: { query: { per_page: 100 } } })),
  });
}

export function useMyUpcomingEvents() {
  const api = useMemberApi();
  return useQuery({
    queryKey: ['my-events', 'upcoming'],
    queryFn: () => unwrap(api.GET('/api/me/events', { params: { query: { when: 'upcoming', per_page: 5 } } })),
  });
}

export function useLatestArticles() {
  const api = useMemberApi();
  return useQuery({
    queryKey: ['articles', 'latest'],
    queryFn: () => unwrap(api.GET('/api/articles', { params: { query: { per_page: 3 } } })),
  });
}
