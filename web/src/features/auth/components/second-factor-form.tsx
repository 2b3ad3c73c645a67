// The second step of signing in for a member with a verified TOTP factor: the 6-digit code from
// their authenticator app turns the aal1 session into aal2 (docs/product-rules.md §4).
import { useState, type FormEvent } from 'react';
import { ErrorSummary, useFocusFirstError } from '@/components/ui/form-errors';
import { OneTimeCodeField } from './auth-fields';
import { t } from '@/lib/i18n-member';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { useSessionStore } from '@/lib/session';
import { signOut, verifySecondFactor } from '../api/auth';

const CODE = /^\d{6}$/;

export function SecondFactorForm({ onVerified, onCancel }: { onVerified: () => void | Promise<void>; onCancel?: () => void }) {
  const config = useRuntimeConfig();
  const session = useSessionStore();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ code?: string }>({});
  const [busy, setBusy] = useState(false);
  const form = useFocusFirstError(errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s/g, '');
    if (!CODE.test(value)) return setErrors({ code: t('member.auth.code_format') });
    setBusy(true);
    const outcome = await verifySecondFactor(config, value);
    setBusy(false);
    if (outcome === 'verified') return void (await onVerified());
    setErrors({ code: t(outcome === 'wrong-code' ? 'member.auth.code_wrong' : outcome === 'expired' ? 'member.auth.code_expired' : 'labels.unknown_error') });
  };

  const cancel = async () => {
    await signOut(config, session, 'local');
    onCancel?.();
  };

  return (
    <form ref={form} className="form auth-form" onSubmit={submit} noValidate aria-labelledby="second-factor-title">
      <h2 id="second-factor-title">{t('member.auth.code_title')}</h2>
      <p>{t('member.auth.code_intro')}</p>
      <ErrorSummary errors={errors} message={t('member.validation.fix_fields')} />
      <OneTimeCodeField label={t('member.auth.code_label')} autoFocus value={code} onChange={setCode} error={errors.code} />
      <div className="auth-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('member.auth.code_checking') : t('member.auth.code_submit')}
        </button>
        {onCancel && (
          <button type="button" className="button button--link" onClick={cancel}>
            {t('member.auth.code_cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
