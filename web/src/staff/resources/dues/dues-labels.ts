// What the dues screens share: how amounts are shown and the statuses a record can have.
import type { components } from '@/generated/api';

export type DuesStatus = components['schemas']['DuesStatus'];
export const STATUS_SET = { waiting: true, partly_paid: true, paid: true, overdue: true, waived: true } as const satisfies Record<DuesStatus, true>;
export const eur = { style: 'currency', currency: 'EUR' } as const;
