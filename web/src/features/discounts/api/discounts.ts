// Partner discounts for members (/api/discounts); codes are given to verified members only.
import { useQuery } from '@tanstack/react-query';
import { call, useMemberApi } from '../../../lib/member-api';

export function useDiscounts() {
  const api = useMemberApi();
  return useQuery({ queryKey: ['discounts'], queryFn: () => call(api.GET('/api/discounts', { params: { query: { per_page: 100 } } })) });
}
