// Two-factor sign-in with an authenticator app (TOTP) or a security key (security-keys.tsx): enrol with the QR code (or
// the secret typed in), confirm with a code, or remove it. Removing a verified factor needs an aal2 session, which a
// member with two-factor sign-in has after signing in with the code.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorSummary, useFocusFirstError } from '@/components/ui/form-errors';
import { FormField } from '@/components/ui/form-field';
import { QueryView } from '@/components/ui/query-state';
import { authErrorMessage } from '@/lib/auth-errors';
import { t } from '@/lib/i18n-member';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { confirmTotp, enrolTotp, removeFactor, useFactors, type Enrolment } from '../api/account';
import { SecurityKeys } from './security-keys';
import type { AuthError, Factor } from '@supabase/supabase-js';

function codeError(error: AuthError): string {
  return error.code === 'mfa_verification_failed' ? t('member.auth.code_wrong') : authErrorMessage(error);
}

export function TwoFactorSection() {
  const config = useRuntimeConfig();
  const client = useQueryClient();
  const factors = useFactors();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [codeErrors, setCodeErrors] = useState<{ code?: string }>({});
  const [busy, setBusy] = useState(false);
  const form = useFocusFirstError(codeErrors);
  const refresh = () => client.invalidateQueries({ queryKey: ['factors'] });

  const start = async (all: Factor[]) => {
    setMessage(null);
    setBusy(true);
    try {
      setEnrolment(await enrolTotp(config, all));
    } catch (error) {
      setMessage({ ok: false, text: authErrorMessage(error as AuthError) });
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!enrolment) return;
    if (!/^\d{6}$/.test(code.trim())) return setCodeErrors({ code: t('member.auth.code_format') });
    setBusy(true);
    const error = await confirmTotp(config, enrolment.factorId, code.trim());
    setBusy(false);
    if (error) return setCodeErrors({ code: codeError(error) });
    setCodeErrors({});
    setEnrolment(null);
    setCode('');
    setMessage({ ok: true, text: t('member.settings.totp_enabled') });
    await refresh();
  };

  const remove = async (factor: Factor) => {
    setBusy(true);
    const error = await removeFactor(config, factor.id);
    setBusy(false);
    setMessage(
      error ? { ok: false, text: authErrorMessage(error) } : { ok: true, text: t('member.settings.totp_removed') },
    );
    await refresh();
  };

  const totp = (all: Factor[]) => {
    const verified = all.find((f) => f.factor_type === 'totp' && f.status === 'verified');
    if (verified) {
      return (
        <>
          <p className="badge badge--success">{t('member.settings.totp_on')}</p>
          <p>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => void remove(verified)}
            >
              {t('member.settings.totp_remove')}
            </button>
          </p>
        </>
      );
    }
    if (!enrolment) {
      return (
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void start(all)}>
          {t('member.settings.totp_start')}
        </button>
      );
    }
    return (
      <form ref={form} onSubmit={confirm} noValidate className="member-form">
        <ErrorSummary errors={codeErrors} message={t('member.validation.fix_fields')} />
        <p>{t('member.settings.totp_scan')}</p>
        <img
          className="totp-qr"
          src={enrolment.qrCode}
          alt={t('member.settings.totp_qr_alt')}
          width={200}
          height={200}
        />
        <p>
          {t('member.settings.totp_secret')} <code className="totp-secret">{enrolment.secret}</code>
        </p>
        <FormField
          label={t('member.auth.code_label')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={codeErrors.code}
          autoFocus
        />
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('member.settings.totp_confirm')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setEnrolment(null);
              setCodeErrors({});
            }}
          >
            {t('member.common.cancel')}
          </button>
        </div>
      </form>
    );
  };

  return (
    <section className="card" aria-labelledby="totp-title">
      <h2 id="totp-title">{t('member.settings.totp_title')}</h2>
      <p>{t('member.settings.totp_intro')}</p>
      <QueryView query={factors}>
        {(all) => (
          <>
            {totp(all)}
            <SecurityKeys factors={all} />
          </>
        )}
      </QueryView>
      <div aria-live="polite">
        {message && <p className={message.ok ? 'member-alert member-alert--success' : 'form__error'}>{message.text}</p>}
      </div>
    </section>
  );
}
