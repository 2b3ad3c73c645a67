// /uzivatel/moj-profil: my profile — avatar, name, contact, address and company — with Slovak
// validation messages matching the API's rules (server/src/modules/members/profile.dto.ts).
import { useState, type FormEvent } from 'react';
import { FormField, SelectField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { QueryView } from '@/components/ui/query-state';
import { t } from '@/lib/i18n-member';
import { formatPhone } from '@/lib/phone';
import { useFocusFirstError } from '@/components/ui/form-errors';
import {
  check,
  fieldErrorsFrom,
  firstErrors,
  hasErrors,
  problemMessage,
  todayIso,
  type FieldErrors,
} from '@/lib/validation';
import { useCountries } from '../api/countries';
import { useProfile, useUpdateProfile, type Profile, type ProfileChanges } from '../api/profile';
import { AvatarEditor } from './avatar-editor';

const FIELDS = [
  'username',
  'first_name',
  'last_name',
  'birth_date',
  'phone_number',
  'address_street',
  'address_city',
  'address_post_code',
  'address_country',
  'company_name',
  'company_id',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const USERNAME = /^[A-Za-z0-9][A-Za-z0-9._-]{2,29}$/;
const POST_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

function validate(v: Values): FieldErrors<Field> {
  const optional = (value: string, ...rules: ((x: string) => string | undefined)[]) =>
    value.trim() ? rules.map((rule) => rule(value)) : [];
  return firstErrors<Field>({
    username: optional(v.username, (x) => check.pattern(x, USERNAME, t('member.profile.username_rule'))),
    first_name: [check.maxLength(v.first_name, 100)],
    last_name: [check.maxLength(v.last_name, 100)],
    birth_date: optional(v.birth_date, (x) => check.date(x, '1900-01-01')),
    phone_number: optional(v.phone_number, check.phone, (x) => check.maxLength(x, 20)),
    address_street: [check.maxLength(v.address_street, 200)],
    address_city: [check.maxLength(v.address_city, 100)],
    address_post_code: optional(
      v.address_post_code,
      (x) => check.pattern(x, POST_CODE, t('member.profile.post_code_rule')),
      (x) => (v.address_country === 'SK' ? check.slovakPostCode(x) : undefined),
      (x) => check.maxLength(x, 12),
    ),
    address_country: [],
    company_name: [check.maxLength(v.company_name, 200)],
    company_id: optional(v.company_id, check.ico),
  });
}

function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const countries = useCountries();
  const [values, setValues] = useState<Values>(
    () =>
      Object.fromEntries(
        FIELDS.map((f) => [f, f === 'phone_number' && profile[f] ? formatPhone(profile[f]) : (profile[f] ?? '')]),
      ) as Values,
  );
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const form = useFocusFirstError(errors);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    setMessage(null);
    if (hasErrors(found)) return setMessage({ ok: false, text: t('member.validation.fix_fields') });
    // '' clears a field (the API reads an empty text as null).
    const changes = Object.fromEntries(FIELDS.map((f) => [f, values[f].trim() || null])) as ProfileChanges;
    update.mutate(changes, {
      onSuccess: () => setMessage({ ok: true, text: t('member.common.saved') }),
      onError: (error) => {
        const fields = fieldErrorsFrom<Field>(error, FIELDS);
        if ((error as { code?: string }).code === 'errors.username_taken')
          fields.username = t('member.errors.username_taken');
        setErrors(fields);
        setMessage({ ok: false, text: problemMessage(error) });
      },
    });
  };

  const field = (name: Field, label: string, extra: Record<string, unknown> = {}) => (
    <FormField label={label} name={name} value={values[name]} onChange={set(name)} error={errors[name]} {...extra} />
  );

  return (
    <form ref={form} className="member-form" onSubmit={submit} noValidate aria-labelledby="profile-form-title">
      <h2 id="profile-form-title">{t('member.profile.details')}</h2>
      <p className="muted">{t('member.profile.email', { email: profile.email })}</p>
      {field('username', t('member.profile.username'), {
        autoComplete: 'username',
        hint: t('member.profile.username_rule'),
      })}
      <div className="form-row">
        {field('first_name', t('member.profile.first_name'), { autoComplete: 'given-name' })}
        {field('last_name', t('member.profile.last_name'), { autoComplete: 'family-name' })}
      </div>
      {field('birth_date', t('member.profile.birth_date'), {
        type: 'date',
        min: '1900-01-01',
        max: todayIso(),
        autoComplete: 'bday',
      })}
      {field('phone_number', t('member.profile.phone'), {
        type: 'tel',
        autoComplete: 'tel',
        hint: t('member.profile.phone_hint'),
      })}
      <fieldset className="member-fieldset">
        <legend>{t('member.profile.address')}</legend>
        {field('address_street', t('member.profile.street'), { autoComplete: 'street-address' })}
        <div className="form-row">
          {field('address_post_code', t('member.profile.post_code'), { autoComplete: 'postal-code' })}
          {field('address_city', t('member.profile.city'), { autoComplete: 'address-level2' })}
        </div>
        <SelectField
          label={t('member.profile.country')}
          value={values.address_country}
          onChange={set('address_country')}
          autoComplete="country"
          empty={t('member.profile.country_none')}
          options={(countries.data?.v ?? []).map((c) => ({ value: c.code, label: c.name }))}
        />
        {profile.address_full && (
          <p className="muted">{t('member.profile.address_full', { address: profile.address_full })}</p>
        )}
      </fieldset>
      <fieldset className="member-fieldset">
        <legend>{t('member.profile.company')}</legend>
        {field('company_name', t('member.profile.company_name'), { autoComplete: 'organization' })}
        {field('company_id', t('member.profile.company_id'))}
      </fieldset>
      <div aria-live="polite">
        {message && <p className={message.ok ? 'member-alert member-alert--success' : 'form__error'}>{message.text}</p>}
      </div>
      <button type="submit" className="button button--primary" disabled={update.isPending}>
        {update.isPending ? t('member.common.saving') : t('member.common.save')}
      </button>
    </form>
  );
}

export function ProfilePage() {
  const query = useProfile();
  useCountries(); // read beside the profile, not after it
  return (
    <>
      <PageHeader title={t('member.profile.title')} />
      <QueryView query={query}>
        {({ v }) => (
          <div className="profile">
            <AvatarEditor profile={v} />
            <ProfileForm profile={v} />
          </div>
        )}
      </QueryView>
    </>
  );
}
