// Charging information for members (/api/charging).
import { useQuery } from '@tanstack/react-query';
import { useMemberApi } from '@/lib/member-api';
import { unwrap } from '@/lib/api-client';

export function useChargingEntries() {
  const api = useMemberApi();
  return useQuery({
    queryKey: ['charging'],
    queryFn: () => unwrap(api.GET('/api/charging', { params: { query: { per_page: 100 } } })),
  });
}
