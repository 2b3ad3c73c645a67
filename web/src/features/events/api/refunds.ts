// The member's refunds of event payments ("Vrátenie platieb" on Moje udalosti) and the account they
// give for one paid in cash (docs/product-rules.md §4 "Paid events").
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { useMemberApi } from '@/lib/member-api';
import { unwrap } from '@/lib/api-client';

export type MyRefund = components['schemas']['MyRefundDto'];

export function useMyRefunds() {
  const api = useMemberApi();
  return useQuery({ queryKey: ['my-refunds'], queryFn: () => unwrap(api.GET('/api/me/refunds')) });
}

export function useSetRefundAccount(id: string) {
  const api = useMemberApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: components['schemas']['RefundAccountDto']) =>
      unwrap(api.PUT('/api/me/refunds/{id}/account', { params: { path: { id } }, body })),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['my-refunds'] }),
  });
}
