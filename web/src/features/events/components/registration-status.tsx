// How a member's registration reads: registered, waitlisted with the position, or cancelled; once the
// event is over, that they came (checked in at the door), or that they were registered or waiting.
import { t } from '@/lib/i18n-member';
import type { Registration } from '../api/registration';

export function registrationText(registration: Registration, past = false): string | null {
  if (past && registration.checked_in_at) return t('member.events.attended');
  if (registration.status === 'registered')
    return t(past ? 'member.events.status_was_registered' : 'member.events.status_registered');
  if (registration.status === 'waitlisted')
    return past
      ? t('member.events.status_was_waitlisted')
      : t('member.events.waitlist_position', { position: registration.waitlist_position ?? '?' });
  if (registration.status === 'cancelled') return t('member.events.status_cancelled');
  return null;
}

export function RegistrationBadge({ registration, past = false }: { registration: Registration; past?: boolean }) {
  const text = registrationText(registration, past);
  if (!text) return null;
  const tone =
    registration.status === 'registered'
      ? 'badge--success'
      : registration.status === 'waitlisted'
        ? 'badge--pending'
        : 'badge--neutral';
  return <span className={`badge ${tone}`}>{text}</span>;
}
