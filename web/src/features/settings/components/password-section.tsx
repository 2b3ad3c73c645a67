// Changing my password: twice, with the service's reasons in Slovak when it is too weak. A refused
// submit follows the forms' error pattern (components/ui/form-errors.tsx): the field carries its
// message, takes the focus, and a summary is announced.
import { useState, type FormEvent } from 'react';
import { ErrorSummary, useFocusFirstError } from '@/components/ui/form-errors';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { authErrorMessage, passwordTooLong } from '@/lib/auth-errors';
import { t } from '@/lib/i18n-member';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { changePassword } from '../api/account';

interface Errors {
  password?: string;
  confirmation?: string;
}

export function PasswordSection() {
  const config = useRuntimeConfig();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useFocusFirstError(errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!password) return setErrors({ password: t('pages.create_new_password.password_required') });
    const tooLong = passwordTooLong(password);
    if (tooLong) return setErrors({ password: tooLong });
    if (password !== confirmation) return setErrors({ confirmation: t('pages.login.passwords_do_not_match') });
    setErrors({});
    setBusy(true);
    const error = await changePassword(config, password);
    setBusy(false);
    // What the service says about the password itself (too weak, the same as before) belongs to its field.
    if (error && (error.code === 'weak_password' || error.code === 'same_password'))
      return setErrors({ password: authErrorMessage(error) });
    if (error) return setMessage({ ok: false, text: authErrorMessage(error) });
    setPassword('');
    setConfirmation('');
    setMessage({ ok: true, text: t('member.settings.password_changed') });
  };

  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title">{t('member.settings.password_title')}</h2>
      <form ref={form} onSubmit={submit} noValidate className="member-form">
        <ErrorSummary errors={errors} message={t('member.validation.fix_fields')} />
        <NewPasswordFields
          label={t('pages.create_new_password.password')}
          confirmLabel={t('pages.create_new_password.password_confirm')}
          password={{ value: password, onChange: setPassword }}
          confirmation={{ value: confirmation, onChange: setConfirmation }}
          error={errors.password}
          confirmError={errors.confirmation}
        />
        <div aria-live="polite">
          {message && (
            <p className={message.ok ? 'member-alert member-alert--success' : 'form__error'}>{message.text}</p>
          )}
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('member.settings.password_submit')}
        </button>
      </form>
    </section>
  );
}
