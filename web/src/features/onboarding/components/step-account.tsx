// Step 1, account and VIN: the member's own name (kept on the profile: the header, the staff's
// registrations and the dues note show it), the Tesla account's e-mail and full name and the car's
// VIN (docs/product-rules.md §4).
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

type Field = 'first_name' | 'last_name' | 'tesla_account_email' | 'tesla_account_full_name' | 'vin';

export function StepAccount({ onboarding, onSaved }: { onboarding: Onboarding; onSaved: (saved: Onboarding) => void }) {
  const save = useSaveOnboarding();
  const account = useMe().data?.v.user;
  const accountEmail = account?.email;
  const [email, setEmail] = useState(onboarding.tesla_account_email ?? accountEmail ?? '');
  const [firstName, setFirstName] = useState(account?.first_name ?? '');
  const [lastName, setLastName] = useState(account?.last_name ?? '');
  // Nothing answered yet: the account's own address is offered (usually the Tesla account's too),
  // whichever way the account was made (password or a provider), and the name the profile already
  // has, once the profile has loaded.
  const offered = useRef(false);
  useEffect(() => {
    if (offered.current || !account) return;
    offered.current = true;
    if (!onboarding.tesla_account_email) setEmail((current) => current || account.email);
    setFirstName((current) => current || account.first_name || '');
    setLastName((current) => current || account.last_name || '');
  }, [account, onboarding.tesla_account_email]);
  const [fullName, setFullName] = useState(onboarding.tesla_account_full_name ?? '');
  const [vin, setVin] = useState(onboarding.vin ?? '');
  const { errors, formError, form, passes, refused } = useFormErrors<Field>([
    'first_name',
    'last_name',
    'tesla_account_email',
    'tesla_account_full_name',
    'vin',
  ]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = firstErrors<Field>({
      first_name: [check.required(firstName), check.maxLength(firstName, 100)],
      last_name: [check.required(lastName), check.maxLength(lastName, 100)],
      tesla_account_email: [check.required(email), check.email(email)],
      tesla_account_full_name: [check.required(fullName), check.maxLength(fullName, 120)],
      vin: [check.required(vin), check.vin(vin)],
    });
    if (!passes(found)) return;
    save.mutate(
      {
        first_name: firstName.trim(),
        last_name: lastName.trim(),
        tesla_account_email: email.trim(),
        tesla_account_full_name: fullName.trim(),
        vin: normalizeVin(vin),
      },
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
      <FormField
        label={t('member.onboarding.first_name')}
        name="first_name"
        autoComplete="given-name"
        value={firstName}
        onChange={(e) => setFirstName(e.target.value)}
        error={errors.first_name}
        maxLength={100}
        required
      />
      <FormField
        label={t('member.onboarding.last_name')}
        name="last_name"
        autoComplete="family-name"
        value={lastName}
        onChange={(e) => setLastName(e.target.value)}
        error={errors.last_name}
        maxLength={100}
        required
      />
      <FormField
        label={t('member.onboarding.tesla_email')}
        type="email"
        name="tesla_account_email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.tesla_account_email}
        required
      />
      <FormField
        label={t('member.onboarding.tesla_name')}
        name="tesla_account_full_name"
        autoComplete="name"
        value={fullName}
        onChange={(e) => setFullName(e.target.value)}
        error={errors.tesla_account_full_name}
        maxLength={120}
        required
      />
      <VinField label={t('member.onboarding.vin')} value={vin} onChange={setVin} error={errors.vin} />
      <StepError message={formError} />
      <StepActions busy={save.isPending} />
    </form>
  );
}
