// /uzivatel/udalosti/{slug}: an event for members — details, my registration (register, unregister,
// my waitlist position), the calendar file, and for staff with events=full the way to the attendee
// list (the event's page in the staff console).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ContentHtml } from '@/components/ui/content-html';
import { PageHeader } from '@/components/ui/page-header';
import { LoadError, Loading, QueryView } from '@/components/ui/query-state';
import { Authorization } from '@/lib/authorization';
import { formatDateTime, formatEuro } from '@/lib/format';
import { t, tp } from '@/lib/i18n-member';
import { t as eventText } from '../texts';
import { useDataTitle } from '@/lib/page-title';
import { isNotFound } from '@/lib/query-client';
import { problemMessage } from '@/lib/validation';
import { useEvent } from '../api/event-query';
import { isPast, type EventDetail } from '../api/events';
import { useChangeRegistration, useRegistration } from '../api/registration';
import { CancelRegistration } from './cancel-registration';
import { registrationText } from './registration-status';
import { EventTicket } from './event-ticket';
import { EventPayment } from './event-payment';
import { EventWhenWhere } from './event-when-where';

/** How many companions come along, and what it costs in all (a paid event). */
function CompanionsChoice({
  event,
  companions,
  onChange,
}: {
  event: EventDetail;
  companions: number;
  onChange: (n: number) => void;
}) {
  return (
    <>
      {event.companions_max > 0 && (
        <div className="form__field">
          <label htmlFor="companions">{t('member.events.companions')}</label>
          <select
            id="companions"
            aria-describedby="companions-hint"
            value={companions}
            onChange={(e) => onChange(Number(e.target.value))}
          >
            {Array.from({ length: event.companions_max + 1 }, (_, n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <p id="companions-hint" className="form__hint">
            {t('member.events.companions_hint')}
          </p>
        </div>
      )}
      {event.price !== null && (
        <p aria-live="polite">
          <strong>{t('member.events.total', { amount: formatEuro(event.price * (1 + companions)) })}</strong>
        </p>
      )}
    </>
  );
}

function RegistrationPanel({ event }: { event: EventDetail }) {
  const registration = useRegistration(event.slug);
  const change = useChangeRegistration(event.slug);
  const [companions, setCompanions] = useState(0);
  return (
    <section className="card" aria-labelledby="registration-title">
      <h2 id="registration-title">{eventText('pages.event.registration')}</h2>
      <QueryView query={registration}>
        {({ v }) => {
          const active = v.status === 'registered' || v.status === 'waitlisted';
          const status = registrationText(v, isPast(event));
          return (
            <>
              <div aria-live="polite">{status && <p className="registration-status">{status}</p>}</div>
              {event.capacity !== null && (
                <p className="muted">
                  {t('member.events.capacity', { registered: event.registered_count, capacity: event.capacity })}
                  {event.registration_open &&
                    event.places_left !== null &&
                    ` · ${tp('plurals.places_left', event.places_left)}`}
                </p>
              )}
              {isPast(event) ? (
                // Over: nothing to register for or cancel, and the page says why (as the public page does).
                <p>{eventText('pages.event.past')}</p>
              ) : active ? (
                <CancelRegistration
                  eventTitle={event.title}
                  waitlisted={v.status === 'waitlisted'}
                  disabled={!event.registration_open}
                  busy={change.isPending}
                  money={
                    v.payment && v.payment.paid > 0
                      ? event.refund_deadline && new Date() > new Date(event.refund_deadline)
                        ? 'kept'
                        : 'refunded'
                      : null
                  }
                  onConfirm={() => change.mutate(false)}
                />
              ) : event.registration_open ? (
                <>
                  <CompanionsChoice event={event} companions={companions} onChange={setCompanions} />
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={change.isPending}
                    onClick={() => change.mutate(companions)}
                  >
                    {event.places_left !== null && event.places_left < 1 + companions
                      ? t('member.events.join_waitlist')
                      : eventText('pages.event.register')}
                  </button>
                </>
              ) : (
                <p>{eventText('pages.event.registration_closed')}</p>
              )}
              {event.registration_open && event.registration_deadline && (
                <p className="muted">
                  {eventText('pages.event.registration_open', { date: formatDateTime(event.registration_deadline) })}
                </p>
              )}
              {active && v.companions > 0 && <p>{t('member.events.companions_registered', { count: v.companions })}</p>}
              {active && v.payment && <EventPayment payment={v.payment} waitlisted={v.status === 'waitlisted'} />}
              {v.status === 'registered' && v.ticket_token && (
                <section aria-labelledby="ticket-title">
                  <h3 id="ticket-title">{t('member.ticket.title')}</h3>
                  <EventTicket
                    event={event}
                    token={v.ticket_token}
                    checkedInAt={v.checked_in_at}
                    unpaid={v.payment !== null && v.payment.status !== 'paid'}
                  />
                </section>
              )}
              {change.isError && (
                <p role="alert" className="form__error">
                  {problemMessage(change.error)}
                </p>
              )}
            </>
          );
        }}
      </QueryView>
    </section>
  );
}

export function MemberEventPage({ slug }: { slug: string }) {
  const query = useEvent(slug);
  useDataTitle(query.data?.v.title);
  if (query.isError) {
    return isNotFound(query.error) ? (
      <>
        <PageHeader title={t('member.events.not_found_title')} />
        <Link to="/uzivatel/udalosti">{t('member.events.back')}</Link>
      </>
    ) : (
      <LoadError onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) return <Loading />;
  const event = query.data.v;
  return (
    <>
      <PageHeader title={event.title} intro={event.description} />
      <dl className="facts">
        <EventWhenWhere event={event} />
      </dl>
      <div className="event-layout">
        <div>
          <ContentHtml html={event.body_html} />
          <p>
            <a href={`/api/events/${encodeURIComponent(event.slug)}/calendar.ics`} download={`${event.slug}.ics`}>
              {eventText('pages.event.add_to_calendar')}
            </a>
          </p>
          <Authorization permissions={{ events: 'full' }}>
            <p>
              {/* The attendees are on the event's page in the staff console (an app of its own: an ordinary link). */}
              <a href={`/admin/events/${event.id}`}>{t('member.attendees.link')}</a>
            </p>
          </Authorization>
          <p>
            <Link to="/uzivatel/udalosti">{t('member.events.back')}</Link>
          </p>
        </div>
        <RegistrationPanel event={event} />
      </div>
    </>
  );
}
