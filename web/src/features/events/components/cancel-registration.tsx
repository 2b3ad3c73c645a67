// Cancelling a registration (or leaving the waitlist) asks first: a place given up may go to the
// next member on the waitlist at once, and what was paid for it is refunded (or, after the event's
// refund deadline, kept).
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { t } from '@/lib/i18n-member';

interface CancelRegistrationProps {
  eventTitle: string;
  waitlisted: boolean;
  /** Cancelling is not possible (registration closed). */
  disabled: boolean;
  /**
   * A change of the registration is under way: the button stays focusable (the dialog hands the focus back to it) but
   * does nothing.
   */
  busy: boolean;
  /** What happens to money paid for the place: null when nothing was paid. */
  money?: 'refunded' | 'kept' | null;
  onConfirm: () => void;
}

export function CancelRegistration({
  eventTitle,
  waitlisted,
  disabled,
  busy,
  money = null,
  onConfirm,
}: CancelRegistrationProps) {
  const [asking, setAsking] = useState(false);
  const question = t(waitlisted ? 'member.events.leave_waitlist_confirm' : 'member.events.unregister_confirm', {
    title: eventTitle,
  });
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        disabled={disabled}
        aria-disabled={busy || undefined}
        onClick={() => !busy && setAsking(true)}
      >
        {waitlisted ? t('member.events.leave_waitlist') : t('member.events.unregister')}
      </button>
      <ConfirmDialog
        open={asking}
        question={question}
        detail={money ? t(`member.events.cancel_${money}`) : undefined}
        yes={t('member.events.cancel_yes')}
        no={t('member.events.cancel_no')}
        onConfirm={onConfirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
