// Why the server refused a VIN, in Slovak (onboarding and "Pridať auto" ask the same check):
// errors.vin_invalid carries `reason`; a VIN another member holds is errors.vin_owned_by_other.
import { ApiProblem } from '@/lib/api-client';
import { t } from '@/lib/i18n-member';

export function vinProblem(error: unknown): string | undefined {
  if (!(error instanceof ApiProblem)) return undefined;
  if (error.code === 'errors.vin_owned_by_other') return t('member.errors.vin_owned_by_other');
  if (error.code !== 'errors.vin_invalid') return undefined;
  const reason = error.details.reason;
  if (reason === 'check_digit') return t('member.validation.vin_check_digit');
  if (reason === 'characters') return t('member.validation.vin_characters');
  return t('member.validation.vin_length');
}
