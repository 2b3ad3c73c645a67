// "Forgot password" on the login page: sends the reset mail whose link opens /vytvorit-nove-heslo.
// The answer is the same whether or not the address has an account (no probing of addresses).
import { useState, type FormEvent } from 'react';
import { authErrorMessage } from '@/lib/auth-errors';
import { t } from '@/lib/i18n-auth';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { requestPasswordReset } from '../api/auth';
import { EmailField, FormError } from './auth-fields';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const config = useRuntimeConfig();
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!EMAIL.test(email.trim())) return setFieldError(t('member.auth.email_invalid'));
    setFieldError(undefined);
    setBusy(true);
    const error = await requestPasswordReset(config, email.trim()).catch(() => null);
    setBusy(false);
    if (error) setFormError(authErrorMessage(error));
    else setSent(true);
  };

  return (
    <form className="form auth-form" onSubmit={submit} noValidate aria-labelledby="forgot-title">
      <h2 id="forgot-title">{t('member.auth.forgot_title')}</h2>
      {sent ? (
        <p role="status" className="member-alert member-alert--success">
          {t('member.auth.forgot_sent')}
        </p>
      ) : (
        <>
          <p>{t('member.auth.forgot_intro')}</p>
          <EmailField autoComplete="email" autoFocus value={email} onChange={setEmail} error={fieldError} />
          <FormError message={formError} />
        </>
      )}
      <div className="auth-form__actions">
        {!sent && (
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('member.auth.forgot_submit')}
          </button>
        )}
        <button type="button" className="button button--link" onClick={onBack}>
          {t('member.auth.back_to_login')}
        </button>
      </div>
    </form>
  );
}
