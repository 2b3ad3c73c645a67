// The end of a member form that saves in place: the announced outcome (saved, or the API's reason)
// and the save button, disabled while the request runs.
import { t } from '@/lib/i18n-member';
import { problemMessage } from '@/lib/validation';

export function SaveFooter({ saved, error, pending }: { saved: boolean; error: unknown; pending: boolean }) {
  return (
    <>
      <div aria-live="polite">
        {saved && <p className="member-alert member-alert--success">{t('member.common.saved')}</p>}
        {error != null && <p className="form__error">{problemMessage(error)}</p>}
      </div>
      <button type="submit" className="button button--primary" disabled={pending}>
        {t('member.common.save')}
      </button>
    </>
  );
}
