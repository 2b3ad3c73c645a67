// How the dues screens write amounts, days and statuses.
import { t, type MessageKey } from '@/lib/i18n-member';
import type { DuesStatus } from '../api/dues';

export { formatEuro } from '@/lib/format';

/** A calendar day "2030-03-31" as "31. 3. 2030" (no time zone shift). */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${d}. ${m}. ${y}`;
}

export const statusLabel = (status: DuesStatus) => t(`member.dues.status_${status}` as MessageKey);

export const statusBadge = (status: DuesStatus) =>
  status === 'paid' || status === 'waived' ? 'badge badge--success' : 'badge badge--pending';
