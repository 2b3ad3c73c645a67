// An event in a list: its date as a calendar leaf, title (the link), time span, place and the
// places left when the capacity is limited.
import { Link } from 'react-router-dom';
import { MapPinIcon } from '@/components/ui/icons';
import { paths, site } from '@/config/site';
import { formatEventSpan, isoDay } from '@/lib/format';
import { tp } from '@/lib/i18n';
import { t } from '../texts';
import type { EventSummary } from '../api/events';

const dayFormat = new Intl.DateTimeFormat(site.locale, { day: 'numeric', timeZone: site.timeZone });
const monthFormat = new Intl.DateTimeFormat(site.locale, { month: 'short', timeZone: site.timeZone });

export function EventCard({
  event,
  headingLevel = 3,
  past = false,
}: {
  event: EventSummary;
  headingLevel?: 2 | 3;
  past?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  const start = new Date(event.date_start);
  return (
    <article className={past ? 'event-card event-card--past' : 'event-card'}>
      <time className="event-card__leaf" dateTime={isoDay(event.date_start)} aria-hidden="true">
        <span className="event-card__day">{dayFormat.format(start)}</span>
        <span className="event-card__month">{monthFormat.format(start)}</span>
      </time>
      <div className="event-card__body">
        <Heading className="event-card__title">
          <Link to={paths.event(event.slug)} className="card__link">
            {event.title}
          </Link>
        </Heading>
        <p className="event-card__when">{formatEventSpan(event.date_start, event.date_end)}</p>
        {event.location && (
          <p className="event-card__where">
            <MapPinIcon width={16} height={16} />
            {event.location}
          </p>
        )}
        {!past && event.places_left !== null && (
          <p className="event-card__places">
            {event.places_left > 0 ? tp('plurals.places_left', event.places_left) : t('pages.event.full')}
          </p>
        )}
      </div>
    </article>
  );
}
