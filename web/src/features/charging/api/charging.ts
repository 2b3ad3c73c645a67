// Charging information for members (/api/charging).
import { useQuery } from '@tanstack/react-query';
import { call, useMemberApi } from '../../../lib/member-api';

export function useChargingEntries() {
  const api = useMemberApi();
  return useQuery({ queryKey: ['charging'], queryFn: () => call(api.GET('/api/charging', { params: { query: { per_page: 100 } } })) });
}
