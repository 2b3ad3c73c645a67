// A member's own dues (/api/me/dues): this year's record with the PAY by square text, earlier years,
// and one record for the printable confirmation.
import { useQuery } from '@tanstack/react-query';
import { useMemberApi } from '@/lib/member-api';
import { unwrap } from '@/lib/api-client';
import type { components } from '@/generated/api';

export type Dues = components['schemas']['DuesDto'];
export type DuesStatus = components['schemas']['DuesStatus'];

export function useMyDues() {
  const api = useMemberApi();
  return useQuery({ queryKey: ['dues'], queryFn: () => unwrap(api.GET('/api/me/dues')) });
}

export function useMyDuesRecord(id: string) {
  const api = useMemberApi();
  return useQuery({
    queryKey: ['dues', id],
    queryFn: () => unwrap(api.GET('/api/me/dues/{id}', { params: { path: { id } } })),
  });
}

/** Still owed: waiting, partly paid or overdue. */
export const isOwed = (dues: Pick<Dues, 'status'>) =>
  dues.status === 'waiting' || dues.status === 'partly_paid' || dues.status === 'overdue';
