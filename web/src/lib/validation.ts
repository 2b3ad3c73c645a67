// Checks of member forms with Slovak messages, mirroring the API's rules (the DTOs in
// server/src/dtos), so a member learns what to fix before sending; the server still decides, and
// any field it refuses is marked too (fieldErrorsFrom).
import { memberAuth as member, t } from './i18n-auth';
import { ApiProblem } from './api-client';
import { fieldMessage } from './field-rules';
import { isPhone } from './phone';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today in Slovakia as YYYY-MM-DD (date inputs' max). */
export function todayIso(now = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Bratislava' }).format(now);
}

const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/;

export const check = {
  required: (value: string | null | undefined) => (value && value.trim() ? undefined : t('member.validation.required')),
  email: (value: string) => (EMAIL.test(value.trim()) ? undefined : t('member.validation.email')),
  maxLength: (value: string, max: number) =>
    value.trim().length <= max ? undefined : t('member.validation.max_length', { max }),
  vin: (value: string) => {
    const vin = value.trim().toUpperCase();
    if (vin.length !== 17) return t('member.validation.vin_length');
    return VIN.test(vin) ? undefined : t('member.validation.vin_characters');
  },
  date: (value: string, min: string) => {
    if (!DATE.test(value)) return t('member.validation.date');
    if (value < min) return t('member.validation.date_min', { min: formatIsoDate(min) });
    return value <= todayIso() ? undefined : t('member.validation.date_future');
  },
  phone: (value: string) => (isPhone(value) ? undefined : t('member.validation.phone')),
  /** `message`: the Slovak text, from the screen's own catalogue. */
  pattern: (value: string, pattern: RegExp, message: string) => (pattern.test(value.trim()) ? undefined : message),
  /** A Slovak post code: three digits, an optional space, two digits (server/src/domain/slovak-ids.ts). */
  slovakPostCode: (value: string) =>
    /^\d{3} ?\d{2}$/.test(value.trim()) ? undefined : t('member.validation.post_code_sk_rule'),
  /** An IČO: 8 digits (spaces aside), the last the check digit of the first seven (mod 11, weights 8..2). */
  ico: (value: string) => (isIco(value.replace(/\s/g, '')) ? undefined : t('member.validation.company_id_rule')),
  /** An IBAN's shape (the country, two check digits, the account); the server checks the digits. */
  iban: (value: string) =>
    IBAN.test(value.replace(/\s+/g, '').toUpperCase()) ? undefined : t('member.validation.iban'),
};

function isIco(digits: string): boolean {
  if (!/^\d{8}$/.test(digits)) return false;
  const sum = [...digits.slice(0, 7)].reduce((total, digit, i) => total + Number(digit) * (8 - i), 0);
  return (11 - (sum % 11)) % 10 === Number(digits[7]);
}

export function formatIsoDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d}. ${m}. ${y}`;
}

/** The first message of each field (undefined = valid). */
export function firstErrors<K extends string>(checks: Record<K, (string | undefined)[]>): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const [field, messages] of Object.entries(checks) as [K, (string | undefined)[]][]) {
    const first = messages.find(Boolean);
    if (first) out[field] = first;
  }
  return out;
}

export const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean);

/** The fields a 400 errors.validation named, each with the Slovak message of the rule it broke. */
export function fieldErrorsFrom<K extends string>(error: unknown, fields: readonly K[]): FieldErrors<K> {
  if (!(error instanceof ApiProblem)) return {};
  const out: FieldErrors<K> = {};
  for (const field of fields) {
    const problem = error.field(field);
    if (problem) out[field] = fieldMessage(problem) ?? t('member.validation.server_rejected');
  }
  return out;
}

/**
 * A Slovak sentence for a failed call that is not about one field: the catalogue's sentence for its
 * code (`errors.event_not_found` → `member.errors.event_not_found`); tests/unit/error-codes.spec.ts
 * checks that every code a member can get has one. A code only staff screens of the console get
 * falls back to the general sentence.
 */
export function problemMessage(error: unknown): string {
  if (error instanceof ApiProblem) {
    const name = error.code.startsWith('errors.') ? error.code.slice('errors.'.length) : '';
    if (Object.hasOwn(member.errors, name)) return member.errors[name as keyof typeof member.errors];
    if (error.status === 404) return t('member.errors.not_found');
  }
  return t('labels.unknown_error');
}
