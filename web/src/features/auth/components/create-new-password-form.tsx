// /vytvorit-nove-heslo: the target of the password-reset e-mail. supabase-js takes the session
// from the link when the page starts; the form sets the new password (both entries must match:
// pages.login.passwords_do_not_match; the service's own message otherwise).
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button-link';
import { FormField } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/site';
import { useApi } from '../../../lib/api-context';
import { takeRedirectPath } from '../../../lib/auth-redirect';
import { t } from '../../../lib/i18n';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { useSessionStore } from '../../../lib/session';
import { getSupabase } from '../../../lib/supabase';
import { updatePassword } from '../api/sign-in';

export function CreateNewPasswordForm() {
  const config = useRuntimeConfig();
  const api = useApi();
  const session = useSessionStore();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Starts supabase-js, which reads the reset link's code or tokens from the address.
  useEffect(() => {
    getSupabase(config).catch((error: unknown) => console.error('EV Klub: the auth client could not start', error));
  }, [config]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password: password ? undefined : t('pages.create_new_password.password_required'),
      confirm: password && confirm !== password ? t('pages.login.passwords_do_not_match') : undefined,
    };
    setErrors(found);
    setFormError(null);
    if (found.password || found.confirm) return;
    setBusy(true);
    const result = await updatePassword(config, api, password);
    setBusy(false);
    if ('error' in result) return setFormError(result.error);
    session.set(result.viewer);
    navigate(takeRedirectPath(), { replace: true });
  };

  return (
    <div className="auth-card">
      <PageHeader title={t('pages.create_new_password.title')} intro={t('pages.create_new_password.intro')} />
      <form className="form" noValidate onSubmit={submit} aria-label={t('pages.create_new_password.title')}>
        {formError && (
          <p className="form__error" role="alert">
            {formError}
          </p>
        )}
        <FormField
          label={t('pages.create_new_password.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <FormField
          label={t('pages.create_new_password.password_confirm')}
          type="password"
          name="password_confirm"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={errors.confirm}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('pages.create_new_password.submitting') : t('pages.create_new_password.submit')}
        </button>
      </form>
      <p className="auth-card__note">
        <ButtonLink to={paths.home} variant="secondary">
          {t('pages.create_new_password.back_home')}
        </ButtonLink>
      </p>
    </div>
  );
}
