// Changing my password: twice, with the service's reasons in Slovak when it is too weak.
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { authErrorMessage } from '@/lib/auth-errors';
import { t } from '@/lib/i18n-member';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { changePassword } from '../api/account';

export function PasswordSection() {
  const config = useRuntimeConfig();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setMessage({ ok: false, text: t('pages.create_new_password.password_required') });
    if (password !== confirmation) return setMessage({ ok: false, text: t('pages.login.passwords_do_not_match') });
    setBusy(true);
    const error = await changePassword(config, password);
    setBusy(false);
    if (error) return setMessage({ ok: false, text: authErrorMessage(error) });
    setPassword('');
    setConfirmation('');
    setMessage({ ok: true, text: t('member.settings.password_changed') });
  };

  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title">{t('member.settings.password_title')}</h2>
      <form onSubmit={submit} noValidate className="member-form">
        <FormField label={t('pages.create_new_password.password')} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} hint={t('member.auth.password_hint')} />
        <FormField label={t('pages.create_new_password.password_confirm')} type="password" autoComplete="new-password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
        <div aria-live="polite">{message && <p className={message.ok ? 'member-alert member-alert--success' : 'form__error'}>{message.text}</p>}</div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('member.settings.password_submit')}
        </button>
      </form>
    </section>
  );
}
