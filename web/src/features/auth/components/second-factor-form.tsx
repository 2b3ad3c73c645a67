// The second step of signing in for a member with a verified factor: the 6-digit code from their
// authenticator app, or their security key (WebAuthn, docs/auth-api.md §1.10), turns the aal1
// session into aal2 (docs/product-rules.md §4). With both, the key is offered first and the code below it.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ErrorSummary, useFocusFirstError } from '@/components/ui/form-errors';
import { OneTimeCodeField } from './auth-fields';
import { securityKeyErrorMessage } from '@/lib/auth-errors';
import { t } from '@/lib/i18n-auth';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { useSessionStore } from '@/lib/session';
import { secondFactorsOf, signOut, verifySecondFactor, type SecondFactors } from '../api/auth';

const CODE = /^\d{6}$/;

export function SecondFactorForm({
  onVerified,
  onCancel,
}: {
  onVerified: () => void | Promise<void>;
  onCancel?: () => void;
}) {
  const config = useRuntimeConfig();
  const session = useSessionStore();
  const [factors, setFactors] = useState<SecondFactors | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ code?: string }>({});
  const [keyError, setKeyError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useFocusFirstError(errors);
  const keyButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    void secondFactorsOf(config).then(setFactors);
  }, [config]);
  useEffect(() => {
    if (factors?.securityKey) keyButton.current?.focus();
  }, [factors]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s/g, '');
    if (!CODE.test(value)) return setErrors({ code: t('member.auth.code_format') });
    setBusy(true);
    const outcome = await verifySecondFactor(config, { code: value });
    setBusy(false);
    if (outcome === 'verified') return void (await onVerified());
    setErrors({
      code: t(
        outcome === 'wrong-code'
          ? 'member.auth.code_wrong'
          : outcome === 'expired'
            ? 'member.auth.code_expired'
            : 'labels.unknown_error',
      ),
    });
  };

  const verifyWithKey = async () => {
    setKeyError(null);
    setBusy(true);
    const error = await verifySecondFactor(config, 'security-key');
    setBusy(false);
    if (!error) return void (await onVerified());
    setKeyError(securityKeyErrorMessage(error));
  };

  const cancel = async () => {
    await signOut(config, session, 'local');
    onCancel?.();
  };

  if (!factors) return <p role="status">{t('member.auth.code_checking')}</p>;
  const cancelButton = onCancel && (
    <button type="button" className="button button--link" onClick={cancel}>
      {t('member.auth.code_cancel')}
    </button>
  );

  return (
    <section className="form auth-form" aria-labelledby="second-factor-title">
      <h2 id="second-factor-title">{t('member.auth.code_title')}</h2>
      {factors.securityKey && (
        <>
          <p>{t('member.auth.key_intro')}</p>
          <div aria-live="polite">
            {keyError && (
              <p className="form__error" role="alert">
                {keyError}
              </p>
            )}
          </div>
          <div className="auth-form__actions">
            <button
              ref={keyButton}
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void verifyWithKey()}
            >
              {busy ? t('member.auth.key_checking') : t('member.auth.key_submit')}
            </button>
            {!factors.code && cancelButton}
          </div>
        </>
      )}
      {(factors.code || !factors.securityKey) && (
        <form ref={form} onSubmit={submit} noValidate>
          <p>{t(factors.securityKey ? 'member.auth.key_or_code' : 'member.auth.code_intro')}</p>
          <ErrorSummary errors={errors} message={t('member.validation.fix_fields')} />
          <OneTimeCodeField
            label={t('member.auth.code_label')}
            autoFocus={!factors.securityKey}
            value={code}
            onChange={setCode}
            error={errors.code}
          />
          <div className="auth-form__actions">
            <button
              type="submit"
              className={factors.securityKey ? 'button button--secondary' : 'button button--primary'}
              disabled={busy}
            >
              {busy ? t('member.auth.code_checking') : t('member.auth.code_submit')}
            </button>
            {cancelButton}
          </div>
        </form>
      )}
    </section>
  );
}
