// /registracia (guest-only), linked from the join page: a new member creates the account with
// e-mail and password. The confirmation mail's link signs them in on the login page, which takes
// them to onboarding (the guard of incomplete onboarding). When the server confirms sign-ups
// itself (AUTH_AUTOCONFIRM) the session comes back at once and onboarding follows directly. The
// mail's 6-digit code, typed on the "Skontrolujte e-mail" screen, does what the link does: the way
// in when the link opens in another browser.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ErrorSummary, useFocusFirstError } from '@/components/ui/form-errors';
import { PageHeader } from '@/components/ui/page-header';
import { useApi } from '@/lib/api-context';
import { authErrorMessage, passwordTooLong } from '@/lib/auth-errors';
import { t } from '@/lib/i18n-auth';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { useSessionStore } from '@/lib/session';
import { finishSignIn, signUp, supabaseOf } from '../api/auth';
import { signInWithEmailCode } from '../api/sign-in-link';
import { ProviderButtons } from './provider-buttons';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { EmailField, FormError, OneTimeCodeField, SubmitButton } from './auth-fields';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CODE = /^\d{6}$/;

interface Errors {
  email?: string;
  password?: string;
  confirmation?: string;
  consent?: string;
}

export function SignUpPage() {
  const config = useRuntimeConfig();
  const api = useApi();
  const session = useSessionStore();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useFocusFirstError(errors);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<{ code?: string }>({});
  const codeForm = useFocusFirstError(codeError);

  const signedIn = async () => {
    if (await finishSignIn({ config, api, session })) navigate('/uzivatel/dokoncenie-registracie', { replace: true });
  };

  const verifyCode = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const value = code.replace(/\s/g, '');
    if (!CODE.test(value)) return setCodeError({ code: t('member.auth.code_format') });
    setCodeError({});
    setBusy(true);
    const outcome = await signInWithEmailCode(config, sentTo!, value, 'signup');
    setBusy(false);
    if (outcome === 'signed-in') return void (await signedIn());
    if (outcome === 'wrong-code') setCodeError({ code: t('member.auth.link_code_wrong') });
    else setFormError(t('labels.unknown_error'));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      email: EMAIL.test(email.trim()) ? undefined : t('member.auth.email_invalid'),
      password: password ? passwordTooLong(password) : t('pages.create_new_password.password_required'),
      confirmation: !password || password === confirmation ? undefined : t('pages.login.passwords_do_not_match'),
      consent: consent ? undefined : t('member.auth.consent_required'),
    };
    setErrors(next);
    setFormError(null);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    const outcome = await signUp(config, email.trim(), password);
    setBusy(false);
    if (outcome.error) return setFormError(authErrorMessage(outcome.error));
    if (outcome.signedIn) return void (await signedIn());
    setSentTo(email.trim());
  };

  const resend = async () => {
    if (!sentTo) return;
    const supabase = await supabaseOf(config);
    const { error } = await supabase.auth.resend({
      type: 'signup',
      email: sentTo,
      options: { emailRedirectTo: `${window.location.origin}/prihlasenie` },
    });
    if (error) setFormError(authErrorMessage(error));
    else setResent(true);
  };

  if (sentTo) {
    return (
      <section className="auth-card">
        <PageHeader title={t('member.auth.sign_up_sent_title')} />
        <p role="status" className="member-alert member-alert--success">
          {t('member.auth.sign_up_sent', { email: sentTo })}
        </p>
        <form
          ref={codeForm}
          className="form auth-form"
          onSubmit={verifyCode}
          noValidate
          aria-label={t('member.auth.sign_up_code_title')}
        >
          <ErrorSummary errors={codeError} message={t('member.validation.fix_fields')} />
          <OneTimeCodeField
            label={t('member.auth.link_code_label')}
            value={code}
            onChange={setCode}
            error={codeError.code}
          />
          <FormError message={formError} />
          <div className="auth-form__actions">
            <SubmitButton
              busy={busy}
              label={t('member.auth.sign_up_code_submit')}
              busyLabel={t('member.auth.code_checking')}
            />
          </div>
        </form>
        <p>
          {resent ? (
            <span role="status">{t('member.auth.sign_up_resent')}</span>
          ) : (
            <button type="button" className="button button--secondary" onClick={resend}>
              {t('member.auth.sign_up_resend')}
            </button>
          )}
        </p>
      </section>
    );
  }

  return (
    <section className="auth-card">
      <PageHeader title={t('member.auth.sign_up_title')} intro={t('member.auth.sign_up_intro')} />
      <form
        ref={form}
        className="form auth-form"
        onSubmit={submit}
        noValidate
        aria-label={t('member.auth.sign_up_title')}
      >
        <ErrorSummary errors={errors} message={t('member.validation.fix_fields')} />
        <EmailField autoComplete="email" value={email} onChange={setEmail} error={errors.email} />
        <NewPasswordFields
          label={t('pages.login.password')}
          confirmLabel={t('member.auth.password_again')}
          password={{ value: password, onChange: setPassword }}
          confirmation={{ value: confirmation, onChange: setConfirmation }}
          error={errors.password}
          confirmError={errors.confirmation}
        />
        <div className={errors.consent ? 'check-field field--invalid' : 'check-field'}>
          <input
            id="sign-up-consent"
            type="checkbox"
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'sign-up-consent-error' : undefined}
          />
          <label htmlFor="sign-up-consent">
            {t('member.auth.consent')} <Link to="/ochrana-osobnych-udajov">{t('member.auth.consent_link')}</Link>
          </label>
          {errors.consent && (
            <p id="sign-up-consent-error" className="field__error">
              {errors.consent}
            </p>
          )}
        </div>
        <FormError message={formError} />
        <div className="auth-form__actions">
          <SubmitButton
            busy={busy}
            label={t('member.auth.sign_up_submit')}
            busyLabel={t('member.auth.sign_up_submitting')}
          />
        </div>
        <p className="auth-form__footer">
          {t('member.auth.have_account')} <Link to="/prihlasenie">{t('pages.login.submit')}</Link>
        </p>
      </form>
      <ProviderButtons />
    </section>
  );
}
