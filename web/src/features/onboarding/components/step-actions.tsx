// The buttons under a step: back (the previous-step rule) and save-and-continue.
import { t } from '@/lib/i18n-member';

export function StepActions({ onBack, busy }: { onBack?: () => void; busy: boolean }) {
  return (
    <div className="wizard__actions">
      {onBack && (
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t('member.onboarding.back')}
        </button>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('member.common.saving') : t('member.onboarding.continue')}
      </button>
    </div>
  );
}

export function StepError({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="form__error">
      {message}
    </p>
  ) : null;
}
