// Step 1, account and VIN: the Tesla account's e-mail and full name and the car's VIN (docs/product-rules.md §4).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ErrorSummary } from '@/components/ui/form-errors';
import { FormField } from '@/components/ui/form-field';
import { useFormErrors } from '@/components/ui/use-form-errors';
import { VinField } from '@/components/ui/vin-field';
import { normalizeVin } from '@/lib/cars';
import { useMe } from '@/lib/me';
import { t } from '@/lib/i18n-member';
import { check, firstErrors } from '@/lib/validation';
import { useSaveOnboarding, type Onboarding } from '../api/onboarding';
import { StepActions, StepError } from './step-actions';

type Field = 'tesla_account_email' | 'tesla_account_full_name' | 'vin';

export function StepAccount({ onboarding, onSaved }: { onboarding: Onboarding; onSaved: (saved: Onboarding) => void }) {
  const save = useSaveOnboarding();
  const accountEmail = useMe().data?.v.user.email;
  const [email, setEmail] = useState(onboarding.tesla_account_email ?? accountEmail ?? '');
  // Nothing answered yet: the account's own address is offered (usually the Tesla account's too),
  // whichever way the account was made (password or a provider), once the profile has loaded.
  const offered = useRef(!!onboarding.tesla_account_email);
  useEffect(() => {
    if (offered.current || !accountEmail) return;
    offered.current = true;
    setEmail((current) => current || accountEmail);
  }, [accountEmail]);
  const [fullName, setFullName] = useState(onboarding.tesla_account_full_name ?? '');
  const [vin, setVin] = useState(onboarding.vin ?? '');
  const { errors, formError, form, passes, refused } = useFormErrors<Field>(['tesla_account_email', 'tesla_account_full_name', 'vin']);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = firstErrors<Field>({
      tesla_account_email: [check.required(email), check.email(email)],
      tesla_account_full_name: [check.required(fullName), check.maxLength(fullName, 120)],
      vin: [check.required(vin), check.vin(vin)],
    });
    if (!passes(found)) return;
    save.mutate(
      { tesla_account_email: email.trim(), tesla_account_full_name: fullName.trim(), vin: normalizeVin(vin) },
      {
        onSuccess: (data) => onSaved(data.v),
        onError: refused,
      },
    );
  };

  return (
    <form ref={form} className="wizard__form" onSubmit={submit} noValidate>
      <p>{t('member.onboarding.step1_intro')}</p>
      <ErrorSummary errors={errors} message={t('member.validation.fix_fields')} />
      <FormField label={t('member.onboarding.tesla_email')} type="email" name="tesla_account_email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.tesla_account_email} required />
      <FormField label={t('member.onboarding.tesla_name')} name="tesla_account_full_name" autoComplete="name" value={fullName} onChange={(e) => setFullName(e.target.value)} error={errors.tesla_account_full_name} maxLength={120} required />
      <VinField label={t('member.onboarding.vin')} value={vin} onChange={setVin} error={errors.vin} />
      <StepError message={formError} />
      <StepActions busy={save.isPending} />
    </form>
  );
}
