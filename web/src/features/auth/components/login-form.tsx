// /prihlasenie: e-mail and password. Wrong credentials show labels.invalid_credentials; anything
// else labels.unknown_error. A successful sign-in goes to the stored path or the dashboard.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormField } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/site';
import { useApi } from '../../../lib/api-context';
import { takeRedirectPath } from '../../../lib/auth-redirect';
import { t } from '../../../lib/i18n';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { useSessionStore } from '../../../lib/session';
import { signIn } from '../api/sign-in';

export function LoginForm() {
  const config = useRuntimeConfig();
  const api = useApi();
  const session = useSessionStore();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      email: email.trim() ? undefined : t('pages.login.email_required'),
      password: password ? undefined : t('pages.login.password_required'),
    };
    setErrors(found);
    setFormError(null);
    if (found.email || found.password) return;
    setBusy(true);
    const result = await signIn(config, api, email.trim(), password);
    setBusy(false);
    if ('error' in result) return setFormError(result.error);
    session.set(result.viewer);
    navigate(takeRedirectPath(), { replace: true });
  };

  return (
    <div className="auth-card">
      <PageHeader title={t('pages.login.title')} intro={t('pages.login.intro')} />
      <form className="form" noValidate onSubmit={submit} aria-label={t('pages.login.title')}>
        {formError && (
          <p className="form__error" role="alert">
            {formError}
          </p>
        )}
        <FormField label={t('pages.login.email')} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <FormField
          label={t('pages.login.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('pages.login.submitting') : t('pages.login.submit')}
        </button>
      </form>
      <p className="auth-card__note">
        {t('pages.login.no_account')} <Link to={paths.joinUs}>{t('pages.login.join_link')}</Link>
      </p>
    </div>
  );
}
