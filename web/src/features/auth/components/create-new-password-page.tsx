// /vytvorit-nove-heslo (guest-only), the target of the reset mail's link. supabase-js exchanges the
// link's ?code= for a recovery session (PKCE, PASSWORD_RECOVERY); a link of the implicit flow brings
// the session in the fragment instead. Then the new password, twice: a mismatch is the form error
// pages.login.passwords_do_not_match (docs/product-rules.md §5), a weak password lists the service's reasons in
// Slovak, a member with two-factor sign-in first enters the code. Success → GET /api/me → the stored
// path or the dashboard (docs/product-rules.md §4, §7).
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { useApi } from '@/lib/api-context';
import { authErrorMessage, passwordTooLong } from '@/lib/auth-errors';
import { t } from '@/lib/i18n-auth';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { useSessionStore } from '@/lib/session';
import { takeStoredPath } from '@/lib/stored-path';
import { authClientNeededOnArrival } from '../api/arrival';
import { finishSignIn, supabaseOf, updatePassword } from '../api/auth';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { FormError, SubmitButton } from './auth-fields';
import { SecondFactorStep } from './second-factor-step';

type Stage = 'form' | 'code' | 'no-session';

/** A recovery session delivered in the fragment (implicit flow): #access_token=…&refresh_token=…&type=recovery. */
function fragmentSession(): { access_token: string; refresh_token: string } | null {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const access = params.get('access_token');
  const refresh = params.get('refresh_token');
  return access && refresh ? { access_token: access, refresh_token: refresh } : null;
}

export function CreateNewPasswordPage() {
  const config = useRuntimeConfig();
  const api = useApi();
  const session = useSessionStore();
  const navigate = useNavigate();
  // The form is there from the start (also in the server's HTML); the link's session is checked meanwhile.
  const [stage, setStage] = useState<Stage>('form');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // Without the link's session (in the address or the cookie) there is nothing to check: the page
    // says so without loading the auth client.
    if (!authClientNeededOnArrival(config)) {
      setStage('no-session');
      return;
    }
    void supabaseOf(config).then(async (supabase) => {
      await supabase.auth.initialize();
      let { data } = await supabase.auth.getSession();
      const fromFragment = fragmentSession();
      if (!data.session && fromFragment) {
        ({ data } = await supabase.auth.setSession(fromFragment));
        window.history.replaceState(window.history.state, '', window.location.pathname);
      }
      if (!data.session) setStage('no-session');
    });
  }, [config]);

  const save = async () => {
    setBusy(true);
    const error = await updatePassword(config, password);
    setBusy(false);
    if (error?.code === 'insufficient_aal') return setStage('code');
    if (error) return setFormError(authErrorMessage(error));
    if (await finishSignIn({ config, api, session }))
      navigate(takeStoredPath() ?? '/uzivatel/dashboard', { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!password) return setFieldError(t('pages.create_new_password.password_required'));
    const tooLong = passwordTooLong(password);
    if (tooLong) return setFieldError(tooLong);
    setFieldError(undefined);
    if (password !== confirmation) return setFormError(t('pages.login.passwords_do_not_match'));
    await save();
  };

  return (
    <section className="auth-card">
      <PageHeader title={t('pages.create_new_password.title')} intro={t('pages.create_new_password.intro')} />
      {stage === 'no-session' && (
        <div role="alert" className="member-alert member-alert--error">
          <p>{t('member.auth.reset_link_invalid')}</p>
          <Link to="/prihlasenie">{t('member.auth.reset_request_again')}</Link>
        </div>
      )}
      {stage === 'code' && (
        <SecondFactorStep
          onVerified={async () => {
            setStage('form');
            await save();
          }}
        />
      )}
      {stage === 'form' && (
        <form className="form auth-form" onSubmit={submit} noValidate aria-label={t('pages.create_new_password.title')}>
          <NewPasswordFields
            label={t('pages.create_new_password.password')}
            confirmLabel={t('pages.create_new_password.password_confirm')}
            password={{ value: password, onChange: setPassword }}
            confirmation={{ value: confirmation, onChange: setConfirmation }}
            error={fieldError}
          />
          <FormError message={formError} />
          <div className="auth-form__actions">
            <SubmitButton
              busy={busy}
              label={t('pages.create_new_password.submit')}
              busyLabel={t('pages.create_new_password.submitting')}
            />
          </div>
        </form>
      )}
    </section>
  );
}
