// The countries the profile's address may name, with their Slovak names, as the API lists them
// (GET /api/countries): the same table names the country in the member's address, so the picker
// and the address never disagree. The list does not change while the app runs.
import { useQuery } from '@tanstack/react-query';
import { useMemberApi } from '@/lib/member-api';
import { unwrap } from '@/lib/api-client';

export function useCountries() {
  const api = useMemberApi();
  return useQuery({ queryKey: ['countries'], queryFn: () => unwrap(api.GET('/api/countries')), staleTime: Infinity });
}
