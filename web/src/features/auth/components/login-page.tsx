// /prihlasenie (guest-only): e-mail + password, then the code of the second factor when the member
// has one (aal1 → aal2), the "forgot password" form, or a sign-in link and code by e-mail; or a
// passkey, from its button or from the e-mail field's autofill, and after a password sign-in on a
// device that can make one, the offer to make one (once per browser). Also the
// landing page of the sign-up confirmation link, of the sign-in link and of the return from an
// external provider (?code=… is exchanged for a session by supabase-js). After sign-in the member
// goes to the stored path, else the dashboard (docs/product-rules.md §4).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ErrorSummary, useFocusFirstError } from '@/components/ui/form-errors';
import { FormField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { useApi } from '@/lib/api-context';
import { t } from '@/lib/i18n-auth';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { useSessionStore } from '@/lib/session';
import { keepArrivalHash, takeStoredPath } from '@/lib/stored-path';
import { finishSignIn, secondFactorDue, signIn, supabaseOf } from '../api/auth';
import { arrivedFromLink, authClientNeededOnArrival } from '../api/arrival';
import {
  autofillSupported,
  markPasskeyOffered,
  shouldOfferPasskey,
  signInWithPasskey,
  type PasskeyOutcome,
} from '../api/passkey';
import { PasskeyOffer } from './passkey-offer';
import { EmailField, FormError, SubmitButton } from './auth-fields';
import { ForgotPasswordForm } from './forgot-password-form';
import { SecondFactorStep } from './second-factor-step';
import { SignInLinkForm } from './sign-in-link-form';
import { SIGN_IN_LINK_PARAM } from '../api/sign-in-link';
import { PROVIDER_PARAM, providerErrorMessage } from '../api/providers';
import { ProviderButtons } from './provider-buttons';

const DASHBOARD = '/uzivatel/dashboard';

type Stage = 'password' | 'code' | 'forgot' | 'link' | 'offer';

export function LoginPage() {
  const config = useRuntimeConfig();
  const api = useApi();
  const session = useSessionStore();
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [pageError, setPageError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const done = useRef(false);
  const autofill = useRef<AbortController | null>(null);
  const form = useFocusFirstError(fieldErrors);

  const proceed = () => {
    done.current = true;
    navigate(takeStoredPath() ?? DASHBOARD, { replace: true });
  };

  const complete = async () => {
    if (await finishSignIn({ config, api, session })) proceed();
    else setStage('password'); // docs/product-rules.md §4/§8: signed out again, the error logged, no message
  };

  const afterPasskey = (outcome: PasskeyOutcome) => {
    if (outcome.kind === 'signed-in') proceed();
    else if (outcome.kind === 'second-factor') setStage('code');
    else if (outcome.kind === 'error') setFormError(outcome.message);
  };

  // The browser's autofill offers the member's passkeys in the e-mail field where it can, until
  // the page is left or the button starts a ceremony of its own. It needs the auth client, so it
  // starts as the page opens when the client starts anyway (api/arrival.ts), else when the visitor
  // first moves into the form (where the autofill shows).
  const startAutofill = () => {
    if (autofill.current || new URL(window.location.href).searchParams.has('code')) return;
    const controller = new AbortController();
    autofill.current = controller;
    void autofillSupported().then(async (supported) => {
      if (!supported || controller.signal.aborted) return;
      const outcome = await signInWithPasskey({ config, api, session }, controller.signal);
      if (!controller.signal.aborted && !done.current) afterPasskey(outcome);
    });
  };
  useEffect(() => {
    if (authClientNeededOnArrival(config)) startAutofill();
    return () => autofill.current?.abort();
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const passkey = async () => {
    autofill.current?.abort();
    setPageError(null);
    setFormError(null);
    setBusy(true);
    const outcome = await signInWithPasskey({ config, api, session });
    setBusy(false);
    afterPasskey(outcome);
  };

  // The stored path gets the #hash the server's redirect could not see, so every way of signing in
  // (a mail's link, a password reset, a provider and onboarding) leads to the full path.
  // The page's own address then drops that #hash: it belongs to the page asked for, not to this one.
  useEffect(() => {
    const { hash, pathname, search } = window.location;
    keepArrivalHash(hash);
    if (/^#[\w-]+$/.test(hash)) window.history.replaceState(window.history.state, '', pathname + search);
  }, []);

  // The confirmation link of a sign-up lands here with ?code=…; a member half-way through the
  // second factor (a reload on the code step) continues with the code.
  useEffect(() => {
    if (!authClientNeededOnArrival(config)) return;
    const url = new URL(window.location.href);
    const fromLink = arrivedFromLink(url);
    const providerError = providerErrorMessage(config, url);
    void supabaseOf(config).then(async (supabase) => {
      const { error } = await supabase.auth.initialize();
      const { data } = await supabase.auth.getSession();
      if (done.current) return;
      if (!data.session) {
        if (providerError) setPageError(providerError);
        else if (fromLink)
          setPageError(
            error?.message && !/code verifier/i.test(error.message)
              ? t('member.auth.link_invalid')
              : t('member.auth.link_other_browser'),
          );
        return;
      }
      if (await secondFactorDue(supabase)) setStage('code');
      else if (fromLink) {
        const signingIn = url.searchParams.has(SIGN_IN_LINK_PARAM) || url.searchParams.has(PROVIDER_PARAM);
        setNotice(t(signingIn ? 'member.auth.link_signing_in' : 'member.auth.email_confirmed'));
        await complete();
      }
    });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = {
      email: email.trim() ? undefined : t('pages.login.email_required'),
      password: password ? undefined : t('pages.login.password_required'),
    };
    setFieldErrors(errors);
    setPageError(null);
    setFormError(null);
    if (errors.email || errors.password) return;
    setBusy(true);
    const outcome = await signIn({ config, api, session }, email.trim(), password);
    if (outcome.kind === 'signed-in' && (await shouldOfferPasskey(config))) {
      autofill.current?.abort();
      markPasskeyOffered();
      done.current = true;
      setBusy(false);
      return setStage('offer');
    }
    setBusy(false);
    if (outcome.kind === 'signed-in') proceed();
    else if (outcome.kind === 'second-factor') setStage('code');
    else if (outcome.kind === 'invalid-credentials') setPageError(t('labels.invalid_credentials'));
    else if (outcome.kind === 'unreachable') setFormError(t('labels.server_unreachable'));
    else if (outcome.kind === 'unknown-error') setFormError(t('labels.unknown_error'));
  };

  // The sign-in's errors do not belong above the reset or sign-in-link form.
  const switchTo = (next: 'forgot' | 'link') => {
    setPageError(null);
    setFormError(null);
    setStage(next);
  };

  // Signed in by the code from the mail: the second factor follows when the member has one.
  const signedInByCode = async () => {
    if (await secondFactorDue(await supabaseOf(config))) setStage('code');
    else await complete();
  };

  return (
    <section className="auth-card">
      <PageHeader title={t('pages.login.title')} intro={t('pages.login.intro')} />
      <div aria-live="polite">{notice && <p className="member-alert member-alert--success">{notice}</p>}</div>
      {pageError && (
        <p role="alert" className="member-alert member-alert--error">
          {pageError}
        </p>
      )}

      {stage === 'offer' && <PasskeyOffer onDone={proceed} />}

      {stage === 'code' && <SecondFactorStep onVerified={complete} onCancel={() => setStage('password')} />}

      {stage === 'forgot' && <ForgotPasswordForm initialEmail={email} onBack={() => setStage('password')} />}

      {stage === 'link' && (
        <SignInLinkForm initialEmail={email} onBack={() => setStage('password')} onSignedIn={signedInByCode} />
      )}

      {stage === 'password' && (
        <form
          ref={form}
          className="form auth-form"
          onSubmit={submit}
          onFocus={startAutofill}
          noValidate
          aria-label={t('pages.login.title')}
        >
          <ErrorSummary errors={fieldErrors} message={t('member.validation.fix_fields')} />
          <EmailField autoComplete="username webauthn" value={email} onChange={setEmail} error={fieldErrors.email} />
          <FormField
            label={t('pages.login.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={fieldErrors.password}
            required
          />
          <FormError message={formError} />
          <div className="auth-form__actions">
            <SubmitButton busy={busy} label={t('pages.login.submit')} busyLabel={t('pages.login.submitting')} />
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => void passkey()}>
              {t('member.auth.passkey_sign_in')}
            </button>
            <button type="button" className="button button--link" onClick={() => switchTo('forgot')}>
              {t('member.auth.forgot_password')}
            </button>
            <button type="button" className="button button--link" onClick={() => switchTo('link')}>
              {t('member.auth.link_request')}
            </button>
          </div>
          <p className="auth-form__footer">
            {t('pages.login.no_account')} <Link to="/registracia">{t('member.auth.sign_up_link')}</Link>
          </p>
        </form>
      )}
      {stage === 'password' && <ProviderButtons />}
    </section>
  );
}
