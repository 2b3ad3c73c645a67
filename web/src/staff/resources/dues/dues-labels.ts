// What the dues screens share: how amounts and dates are shown and the statuses a record can have.
import type { components } from '@/generated/api';

export type DuesStatus = components['schemas']['DuesStatus'];
export const STATUS_SET = {
  waiting: true,
  partly_paid: true,
  paid: true,
  overdue: true,
  waived: true,
} as const satisfies Record<DuesStatus, true>;
export const eur = { style: 'currency', currency: 'EUR' } as const;

/** An amount in its currency as the console shows amounts: "20,00 €". */
export const money = (amount: number, currency = 'EUR') =>
  new Intl.NumberFormat('sk-SK', { style: 'currency', currency }).format(amount);

/** A calendar day (YYYY-MM-DD, as the API sends booking dates) in Slovak: "28. 11. 2026". */
export const day = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('sk-SK', { timeZone: 'UTC' });
