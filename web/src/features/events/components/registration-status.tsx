// How a member's registration reads: registered, waitlisted with the position, or cancelled.
import { t } from '@/lib/i18n-member';
import type { Registration } from '../api/registration';

export function registrationText(registration: Registration): string | null {
  if (registration.status === 'registered') return t('member.events.status_registered');
  if (registration.status === 'waitlisted') return t('member.events.waitlist_position', { position: registration.waitlist_position ?? '?' });
  if (registration.status === 'cancelled') return t('member.events.status_cancelled');
  return null;
}

export function RegistrationBadge({ registration }: { registration: Registration }) {
  const text = registrationText(registration);
  if (!text) return null;
  const tone = registration.status === 'registered' ? 'badge--success' : registration.status === 'waitlisted' ? 'badge--pending' : 'badge--neutral';
  return <span className={`badge ${tone}`}>{text}</span>;
}
