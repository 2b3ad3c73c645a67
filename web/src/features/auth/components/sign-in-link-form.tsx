// "Poslať prihlasovací odkaz" on the login page: sends the mail with a sign-in link and a 6-digit
// code, then takes the code here (the link itself lands on the login page). The answer is the same
// whether or not the address has an account (no probing of addresses).
import { useState, type FormEvent } from 'react';
import { ErrorSummary, useFocusFirstError } from '@/components/ui/form-errors';
import { authErrorMessage } from '@/lib/auth-errors';
import { t } from '@/lib/i18n-auth';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { requestSignInLink, signInWithEmailCode } from '../api/sign-in-link';
import { EmailField, FormError, OneTimeCodeField, SubmitButton } from './auth-fields';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CODE = /^\d{6}$/;

export function SignInLinkForm({
  initialEmail,
  onBack,
  onSignedIn,
}: {
  initialEmail: string;
  onBack: () => void;
  onSignedIn: () => void | Promise<void>;
}) {
  const config = useRuntimeConfig();
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string; code?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useFocusFirstError(errors);

  const request = async () => {
    if (!EMAIL.test(email.trim())) return setErrors({ email: t('member.auth.email_invalid') });
    setErrors({});
    setBusy(true);
    const error = await requestSignInLink(config, email.trim()).catch(() => null);
    setBusy(false);
    if (error) setFormError(authErrorMessage(error));
    else setSent(true);
  };

  const verify = async () => {
    const value = code.replace(/\s/g, '');
    if (!CODE.test(value)) return setErrors({ code: t('member.auth.code_format') });
    setErrors({});
    setBusy(true);
    const outcome = await signInWithEmailCode(config, email.trim(), value);
    setBusy(false);
    if (outcome === 'signed-in') return void (await onSignedIn());
    if (outcome === 'wrong-code') setErrors({ code: t('member.auth.link_code_wrong') });
    else setFormError(t('labels.unknown_error'));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    void (sent ? verify() : request());
  };

  return (
    <form ref={form} className="form auth-form" onSubmit={submit} noValidate aria-labelledby="sign-in-link-title">
      <h2 id="sign-in-link-title">{t('member.auth.link_title')}</h2>
      <ErrorSummary errors={errors} message={t('member.validation.fix_fields')} />
      {sent ? (
        <>
          <p role="status" className="member-alert member-alert--success">
            {t('member.auth.link_sent')}
          </p>
          <OneTimeCodeField
            label={t('member.auth.link_code_label')}
            value={code}
            onChange={setCode}
            error={errors.code}
          />
        </>
      ) : (
        <>
          <p>{t('member.auth.link_intro')}</p>
          <EmailField autoComplete="username" autoFocus value={email} onChange={setEmail} error={errors.email} />
        </>
      )}
      <FormError message={formError} />
      <div className="auth-form__actions">
        <SubmitButton
          busy={busy}
          label={t(sent ? 'member.auth.link_code_submit' : 'member.auth.link_request')}
          busyLabel={t(sent ? 'member.auth.code_checking' : 'member.auth.link_sending')}
        />
        <button type="button" className="button button--link" onClick={onBack}>
          {t('member.auth.back_to_login')}
        </button>
      </div>
    </form>
  );
}
