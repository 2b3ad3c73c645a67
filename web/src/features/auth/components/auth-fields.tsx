// The fields and messages the auth forms (sign-in, sign-up, new password, forgotten password)
// share (the new password with its confirmation is components/ui/new-password-fields.tsx), so the same field reads,
// validates and is announced the same on every screen.
import { FormField } from '@/components/ui/form-field';
import { t } from '@/lib/i18n-auth';

interface ValueProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The account's e-mail address; `autoComplete` "username" on sign-in ("username webauthn" where the autofill offers
 * passkeys), "email" where it is entered anew.
 */
export function EmailField({
  value,
  onChange,
  error,
  autoComplete,
  autoFocus,
}: ValueProps & { error?: string; autoComplete: 'username' | 'username webauthn' | 'email'; autoFocus?: boolean }) {
  return (
    <FormField
      label={t('pages.login.email')}
      type="email"
      name="email"
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      required
    />
  );
}

/** The one-time code of the second step: from the authenticator app, or the code in the sign-in mail. */
export function OneTimeCodeField({
  label,
  value,
  onChange,
  error,
  autoFocus,
}: ValueProps & { label: string; error?: string; autoFocus?: boolean }) {
  return (
    <FormField
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      autoFocus={autoFocus}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      required
    />
  );
}

/** An error of the whole form (not of one field), announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="form__error">
      {message}
    </p>
  );
}

/** The primary button of an auth form; disabled and relabelled while the request runs. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="button button--primary" disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
