// When and where an event is, as terms of a <dl className="facts">: the member's event page and the
// ticket show them alike.
import { formatEventSpan } from '@/lib/format';
import { t } from '../texts';

export function EventWhenWhere({
  event,
}: {
  event: { date_start: string; date_end: string | null; location: string | null };
}) {
  return (
    <>
      <dt>{t('pages.event.when')}</dt>
      <dd>{formatEventSpan(event.date_start, event.date_end)}</dd>
      {event.location && (
        <>
          <dt>{t('pages.event.where')}</dt>
          <dd>{event.location}</dd>
        </>
      )}
    </>
  );
}
