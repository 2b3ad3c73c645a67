// Partner discounts for members (/api/discounts); codes are given to verified members only.
import { useQuery } from '@tanstack/react-query';
import { useMemberApi } from '@/lib/member-api';
import { unwrap } from '@/lib/api-client';

export function useDiscounts() {
  const api = useMemberApi();
  return useQuery({
    queryKey: ['discounts'],
    queryFn: () => unwrap(api.GET('/api/discounts', { params: { query: { per_page: 100 } } })),
  });
}
