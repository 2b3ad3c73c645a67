// /udalost/{slug}: one event — when and where, capacity, the description, the calendar file
// (.ics) and how members register (in the member area).
import { useLoaderData } from 'react-router-dom';
import { ContentHtml } from '@/components/ui/content-html';
import { DetailArticle } from '@/components/ui/detail-article';
import { CalendarIcon, DownloadIcon, MapPinIcon, TicketIcon, UsersIcon } from '@/components/ui/icons';
import { paths } from '@/config/site';
import { formatEuro, formatEventSpan } from '@/lib/format';
import { tp } from '@/lib/i18n';
import { t } from '../texts';
import { Island } from '@/lib/island';
import { isPast, type EventDetail } from '../api/events';
import { EventRegistration } from './event-registration';
import { Picture } from '@/components/ui/picture';
import { ARTICLE_SIZES } from '@/components/ui/picture-sizes';

export function EventPage() {
  const event = useLoaderData() as EventDetail;
  return (
    <DetailArticle
      back={{ to: paths.events, label: t('pages.event.back') }}
      title={event.title}
      lead={event.description}
      className="event"
    >
      <dl className="event__facts">
        <div>
          <dt>
            <CalendarIcon width={18} height={18} />
            {t('pages.event.when')}
          </dt>
          <dd>{formatEventSpan(event.date_start, event.date_end)}</dd>
        </div>
        {event.location && (
          <div>
            <dt>
              <MapPinIcon width={18} height={18} />
              {t('pages.event.where')}
            </dt>
            <dd>{event.location}</dd>
          </div>
        )}
        <div>
          <dt>
            <UsersIcon width={18} height={18} />
            {t('pages.event.capacity')}
          </dt>
          <dd>
            {event.capacity === null ? t('pages.event.unlimited') : tp('plurals.places', event.capacity)}
            {event.places_left !== null && !isPast(event) && (
              <> · {event.places_left > 0 ? tp('plurals.places_left', event.places_left) : t('pages.event.full')}</>
            )}
          </dd>
        </div>
        {event.price !== null && (
          <div>
            <dt>
              <TicketIcon width={18} height={18} />
              {t('pages.event.price')}
            </dt>
            <dd>{t('pages.event.per_person', { amount: formatEuro(event.price) })}</dd>
          </div>
        )}
      </dl>
      <p>
        <a className="button button--secondary" href={paths.eventCalendar(event.slug)} download={`${event.slug}.ics`}>
          <DownloadIcon width={18} height={18} />
          {t('pages.event.add_to_calendar')}
        </a>
      </p>
      {event.photo && (
        <Picture image={event.photo} className="article__image" sizes={ARTICLE_SIZES} width={1280} height={720} eager />
      )}
      <ContentHtml html={event.body_html} />
      <section className="callout" aria-labelledby="event-registration">
        <h2 id="event-registration">{t('pages.event.registration')}</h2>
        <Island
          name="event-registration"
          component={EventRegistration}
          props={{
            slug: event.slug,
            past: isPast(event),
            open: event.registration_open,
            deadline: event.registration_deadline ?? event.date_start,
            came: event.attended_count,
          }}
        />
      </section>
    </DetailArticle>
  );
}
