// /nastavenie/<token>: the one-time link a start without an owner prints (server/src/runtime/
// owner-setup.hook.ts). Says up front whether the link still works; the form creates the owner's
// account (e-mail, password twice), signs in with it and opens the staff console.
import { useEffect, useState, type FormEvent } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { useApi } from '@/lib/api-context';
import { passwordTooLong } from '@/lib/auth-errors';
import { t } from '@/lib/i18n-auth';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { useSessionStore } from '@/lib/session';
import { signIn } from '../api/auth';
import { checkSetupLink, createFirstOwner } from '../api/owner-setup';
import { EmailField, FormError, SubmitButton } from './auth-fields';

type Stage = { kind: 'checking' } | { kind: 'form' } | { kind: 'refused'; message: string };

export function OwnerSetupPage({ token }: { token: string }) {
  const api = useApi();
  const config = useRuntimeConfig();
  const session = useSessionStore();
  const [stage, setStage] = useState<Stage>({ kind: 'checking' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void checkSetupLink(api, token).then((answer) =>
      setStage(answer.ok ? { kind: 'form' } : { kind: 'refused', message: answer.message }),
    );
  }, [api, token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!email.trim()) return setFormError(t('pages.login.email_required'));
    if (!password) return setFieldError(t('pages.create_new_password.password_required'));
    const tooLong = passwordTooLong(password);
    if (tooLong) return setFieldError(tooLong);
    setFieldError(undefined);
    if (password !== confirmation) return setFormError(t('pages.login.passwords_do_not_match'));
    setBusy(true);
    const created = await createFirstOwner(api, { token, email: email.trim(), password });
    if (!created.ok) {
      setBusy(false);
      return setFormError(created.message);
    }
    const outcome = await signIn({ config, api, session }, email.trim(), password);
    // The console is its own page (admin.html): a full load; a failed sign-in leaves the sign-in page.
    window.location.assign(outcome.kind === 'signed-in' ? '/admin' : '/prihlasenie');
  };

  return (
    <section className="auth-card">
      <PageHeader title={t('member.setup.title')} intro={t('member.setup.intro')} />
      {stage.kind === 'checking' && <p>{t('member.common.loading')}</p>}
      {stage.kind === 'refused' && (
        <div role="alert" className="member-alert member-alert--error">
          <p>{stage.message}</p>
        </div>
      )}
      {stage.kind === 'form' && (
        <form className="form auth-form" onSubmit={submit} noValidate aria-label={t('member.setup.title')}>
          <EmailField value={email} onChange={setEmail} autoComplete="email" autoFocus />
          <NewPasswordFields
            label={t('member.setup.password')}
            confirmLabel={t('member.setup.password_confirm')}
            password={{ value: password, onChange: setPassword }}
            confirmation={{ value: confirmation, onChange: setConfirmation }}
            error={fieldError}
          />
          <FormError message={formError} />
          <div className="auth-form__actions">
            <SubmitButton busy={busy} label={t('member.setup.submit')} busyLabel={t('member.setup.submitting')} />
          </div>
        </form>
      )}
    </section>
  );
}
