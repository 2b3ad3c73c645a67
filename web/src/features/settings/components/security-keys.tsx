// Security keys as the second factor, beside the authenticator app in the two-factor section
// (docs/auth-api.md §1.10): add one (the browser's WebAuthn ceremony), see them by name, remove
// one. Removing a verified factor needs an aal2 session, which signing in with a factor gives.
import { useQueryClient } from '@tanstack/react-query';
import type { AuthError, Factor } from '@supabase/supabase-js';
import { authErrorMessage, securityKeyErrorMessage } from '@/lib/auth-errors';
import { t } from '@/lib/i18n-member';
import { passkeysSupported } from '@/lib/passkeys';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { addSecurityKey, removeFactor } from '../api/account';
import { useAccountChange } from '../hooks/use-account-change';

export function SecurityKeys({ factors }: { factors: Factor[] }) {
  const config = useRuntimeConfig();
  const client = useQueryClient();
  const keys = factors.filter((f) => f.factor_type === 'webauthn' && f.status === 'verified');
  const { busy, message, run } = useAccountChange(() => client.invalidateQueries({ queryKey: ['factors'] }));

  const add = () =>
    run(
      () => addSecurityKey(config, factors, (number) => t('member.settings.keys_default_name', { number })),
      (error) =>
        error
          ? { ok: false, text: securityKeyErrorMessage(error) }
          : { ok: true, text: t('member.settings.keys_added') },
    );

  const remove = (key: Factor) =>
    run(
      (): Promise<AuthError | null> => removeFactor(config, key.id),
      (error) =>
        error ? { ok: false, text: authErrorMessage(error) } : { ok: true, text: t('member.settings.keys_removed') },
    );

  return (
    <div className="security-keys">
      <h3>{t('member.settings.keys_title')}</h3>
      <p>{t('member.settings.keys_intro')}</p>
      {keys.length === 0 ? (
        <p>{t('member.settings.keys_none')}</p>
      ) : (
        <ul aria-label={t('member.settings.keys_list')}>
          {keys.map((key) => (
            <li key={key.id}>
              {key.friendly_name}{' '}
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={() => void remove(key)}
              >
                {t('member.settings.keys_remove', { name: key.friendly_name ?? '' })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {passkeysSupported() ? (
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void add()}>
          {busy ? t('member.settings.keys_adding') : t('member.settings.keys_add')}
        </button>
      ) : (
        <p>{t('member.auth.key_unsupported')}</p>
      )}
      <div aria-live="polite">
        {message && <p className={message.ok ? 'member-alert member-alert--success' : 'form__error'}>{message.text}</p>}
      </div>
    </div>
  );
}
