// "Prihlásiť sa cez Google" etc.: one button per provider the server has configured (runtime
// config), on the sign-in and sign-up pages. Nothing when there is none. A provider account seen for
// the first time becomes a club account, so the privacy notice of the sign-up form is repeated here.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { t } from '@/lib/i18n-auth';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { signInWithProvider } from '../api/providers';
import { FormError } from './auth-fields';

export function ProviderButtons() {
  const config = useRuntimeConfig();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (config.authProviders.length === 0) return null;

  const start = async (id: string, name: string) => {
    setBusy(id);
    setError(null);
    try {
      await signInWithProvider(config, id);
    } catch (thrown) {
      console.error('EV Klub: sign-in with a provider could not start', thrown);
      setError(t('member.auth.provider_failed', { name }));
      setBusy(null);
    }
  };

  return (
    <div className="auth-providers" role="group" aria-labelledby="auth-providers-title">
      <p id="auth-providers-title" className="auth-providers__title">
        {t('member.auth.provider_group')}
      </p>
      {config.authProviders.map((p) => (
        <button
          key={p.id}
          type="button"
          className="button button--secondary auth-providers__button"
          disabled={busy !== null}
          onClick={() => void start(p.id, p.name)}
        >
          {busy === p.id ? t('member.auth.provider_leaving') : t('member.auth.provider_sign_in', { name: p.name })}
        </button>
      ))}
      <FormError message={error} />
      <p className="auth-providers__note">
        {t('member.auth.provider_new_account')}{' '}
        <Link to="/ochrana-osobnych-udajov">{t('member.auth.consent_link')}</Link>.
      </p>
    </div>
  );
}
