// After a password sign-in on a device with a built-in authenticator, asked once per browser: make a
// passkey here and sign in with it next time. Either answer goes on where the sign-in was going.
import { useState } from 'react';
import { passkeyErrorMessage } from '@/lib/auth-errors';
import { t } from '@/lib/i18n-auth';
import { addPasskey } from '@/lib/passkeys';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { FormError } from './auth-fields';

export function PasskeyOffer({ onDone }: { onDone: () => void }) {
  const config = useRuntimeConfig();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const accept = async () => {
    setBusy(true);
    setError(null);
    const failure = await addPasskey(config);
    setBusy(false);
    if (failure) return setError(passkeyErrorMessage(failure));
    onDone();
  };

  return (
    <section className="auth-form" aria-labelledby="passkey-offer-title">
      <h2 id="passkey-offer-title">{t('member.auth.passkey_offer_title')}</h2>
      <p>{t('member.auth.passkey_offer_text')}</p>
      <FormError message={error} />
      <div className="auth-form__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void accept()}>
          {t('member.auth.passkey_offer_accept')}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={onDone}>
          {t('member.auth.passkey_offer_decline')}
        </button>
      </div>
    </section>
  );
}
