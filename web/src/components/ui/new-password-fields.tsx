// A new password with its confirmation, the same wherever one is chosen: signing up, setting a new
// password after a reset, changing it in the settings.
import { FormField } from './form-field';
import { t } from '@/lib/i18n-auth';

interface ValueProps {
  value: string;
  onChange: (value: string) => void;
}

export function NewPasswordFields(props: {
  label: string;
  confirmLabel: string;
  password: ValueProps;
  confirmation: ValueProps;
  error?: string;
  confirmError?: string;
}) {
  return (
    <>
      <NewPasswordInput
        label={props.label}
        name="password"
        field={props.password}
        error={props.error}
        hint={t('member.auth.password_hint')}
      />
      <NewPasswordInput
        label={props.confirmLabel}
        name="password-confirm"
        field={props.confirmation}
        error={props.confirmError}
      />
    </>
  );
}

function NewPasswordInput({
  label,
  name,
  field,
  error,
  hint,
}: {
  label: string;
  name: string;
  field: ValueProps;
  error?: string;
  hint?: string;
}) {
  return (
    <FormField
      label={label}
      type="password"
      name={name}
      autoComplete="new-password"
      value={field.value}
      onChange={(e) => field.onChange(e.target.value)}
      error={error}
      hint={hint}
      required
    />
  );
}
