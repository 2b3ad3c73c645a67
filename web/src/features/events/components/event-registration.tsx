// How members register for an event, on its public page (/udalost/{slug}): closed, past, or the way
// in — to the event in the member area when signed in, to login when not. An island
// (lib/island.tsx): the page is a guest's, the browser shows a member's way in.
import { paths } from '@/config/site';
import { formatDateTime } from '@/lib/format';
import { tp } from '@/lib/i18n';
import { t } from '../texts';
import { useViewer } from '@/lib/session';

export interface EventRegistrationProps {
  slug: string;
  /** Decided when the page was rendered, so that hydration shows what the server showed. */
  past: boolean;
  open: boolean;
  /** Until when members may register (ISO). */
  deadline: string;
  /** How many members came (known once the event is over and check-ins exist), else null. */
  came: number | null;
}

export function EventRegistration({ slug, past, open, deadline, came }: EventRegistrationProps) {
  const viewer = useViewer();
  if (past) {
    return (
      <>
        <p>{t('pages.event.past')}</p>
        {came !== null && came > 0 && <p>{tp('plurals.came', came)}</p>}
      </>
    );
  }
  if (!open) return <p>{t('pages.event.registration_closed')}</p>;
  return (
    <>
      <p>{t('pages.event.registration_open', { date: formatDateTime(deadline) })}</p>
      <p>{t('pages.event.members_only')}</p>
      <a className="button button--primary" href={viewer ? paths.memberEvent(slug) : paths.login}>
        {viewer ? t('pages.event.register') : t('pages.event.login_to_register')}
      </a>
    </>
  );
}
