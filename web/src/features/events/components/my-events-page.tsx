// /uzivatel/udalosti: the events I am registered or waitlisted for, upcoming first, then past ones.
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryView } from '@/components/ui/query-state';
import { SavedDataNotice } from '@/components/ui/saved-data-notice';
import { formatEventSpan } from '@/lib/format';
import { t } from '@/lib/i18n-member';
import { useMyEvents, type MyEvent } from '../api/registration';
import { RegistrationBadge } from './registration-status';
import { EventTicket } from './event-ticket';
import { EventPayment, PaymentBadge } from './event-payment';
import { isPast } from '../api/events';
import { MyRefunds } from './my-refunds';

function EventList({ events }: { events: MyEvent[] }) {
  return (
    <ul className="event-list">
      {events.map((event) => (
        <li key={event.id} className="event-list__item">
          <h3 className="event-list__title">
            <Link to={`/uzivatel/udalosti/${event.slug}`}>{event.title}</Link>
          </h3>
          <p className="muted">
            {formatEventSpan(event.date_start, event.date_end)}
            {event.location && ` · ${event.location}`}
          </p>
          <RegistrationBadge registration={event.registration} past={isPast(event)} />
          {event.registration.payment && <PaymentBadge payment={event.registration.payment} />}
          {/* Under way: registered, and already through the door. */}
          {event.registration.checked_in_at && !isPast(event) && (
            <span className="badge badge--success">{t('member.events.attended')}</span>
          )}
          {event.registration.payment && event.registration.payment.status !== 'paid' && !isPast(event) && (
            <details className="ticket-details">
              <summary>{t('member.payment.show', { title: event.title })}</summary>
              <EventPayment
                payment={event.registration.payment}
                waitlisted={event.registration.status === 'waitlisted'}
              />
            </details>
          )}
          {event.registration.ticket_token && !isPast(event) && (
            <details className="ticket-details">
              <summary>{t('member.ticket.show', { title: event.title })}</summary>
              <EventTicket
                event={event}
                token={event.registration.ticket_token}
                checkedInAt={event.registration.checked_in_at}
                unpaid={event.registration.payment !== null && event.registration.payment.status !== 'paid'}
              />
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

export function MyEventsPage() {
  const upcoming = useMyEvents('upcoming');
  const past = useMyEvents('past');
  return (
    <>
      <PageHeader title={t('member.events.title')} intro={t('member.events.intro')} />
      <SavedDataNotice queries={[upcoming, past]} />
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">{t('member.events.upcoming')}</h2>
        <QueryView query={upcoming}>
          {({ v }) =>
            v.length === 0 ? (
              <p>
                {t('member.events.none_upcoming')} <Link to="/udalosti">{t('member.dashboard.browse_events')}</Link>
              </p>
            ) : (
              <EventList events={v} />
            )
          }
        </QueryView>
      </section>
      <section aria-labelledby="past-title">
        <h2 id="past-title">{t('member.events.past')}</h2>
        <QueryView query={past}>
          {({ v }) => (v.length === 0 ? <EmptyState text={t('member.events.none_past')} /> : <EventList events={v} />)}
        </QueryView>
      </section>
      <MyRefunds />
    </>
  );
}
