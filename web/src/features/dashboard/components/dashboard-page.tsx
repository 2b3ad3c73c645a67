// /uzivatel/dashboard: my cars (with their pictures), the upcoming events I am registered for, my
// membership status and the latest articles.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CarPicture } from '@/components/ui/car-picture';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { RouteNotice } from '@/components/ui/route-notice';
import { QueryView } from '@/components/ui/query-state';
import { SavedDataNotice } from '@/components/ui/saved-data-notice';
import { formatDate, formatEventSpan } from '@/lib/format';
import { t } from '@/lib/i18n-member';
import { useMe } from '@/lib/me';
import { useLatestArticles, useMyCars, useMyUpcomingEvents } from '../api/dashboard';

function Membership() {
  const me = useMe();
  return (
    <section className="card" aria-labelledby="membership-title">
      <h2 id="membership-title">{t('member.dashboard.membership')}</h2>
      <QueryView query={me}>
        {({ v }) => (
          <>
            <p>
              <span className={v.user.is_verified ? 'badge badge--success' : 'badge badge--pending'}>
                {t(v.user.is_verified ? 'member.dashboard.verified' : 'member.dashboard.pending')}
              </span>
            </p>
            <p className="muted">
              {t(v.user.is_verified ? 'member.dashboard.verified_hint' : 'member.dashboard.pending_hint')}
            </p>
            <p className="muted">{t('member.dashboard.member_since', { date: formatDate(v.user.created_at) })}</p>
          </>
        )}
      </QueryView>
    </section>
  );
}

function MyCars() {
  const cars = useMyCars();
  return (
    <section className="card card--wide" aria-labelledby="cars-title">
      <h2 id="cars-title">{t('member.dashboard.my_cars')}</h2>
      <QueryView query={cars}>
        {({ v }) =>
          v.length === 0 ? (
            <EmptyState text={t('member.dashboard.no_cars')} />
          ) : (
            <ul className="car-list">
              {v.map((car) => (
                <li key={car.vin} className="car-list__item">
                  <CarPicture model={car.model} color={car.color} />
                  <div>
                    <h3 className="car-list__title">
                      <Link to={`/uzivatel/auto/${encodeURIComponent(car.vin)}`}>{car.name || car.model}</Link>
                    </h3>
                    <p className="muted">
                      {[car.model, car.variant, car.color ?? car.custom_color, car.license_plate]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      <p>
        <Link to="/uzivatel/auto/nove">{t('member.cars.add')}</Link>
      </p>
    </section>
  );
}

function UpcomingEvents() {
  const events = useMyUpcomingEvents();
  return (
    <section className="card" aria-labelledby="events-title">
      <h2 id="events-title">{t('member.dashboard.my_events')}</h2>
      <QueryView query={events}>
        {({ v }) =>
          v.length === 0 ? (
            <p>
              {t('member.dashboard.no_events')} <Link to="/udalosti">{t('member.dashboard.browse_events')}</Link>
            </p>
          ) : (
            <ul className="plain-list">
              {v.map((event) => (
                <li key={event.id}>
                  <Link to={`/uzivatel/udalosti/${event.slug}`}>{event.title}</Link>
                  <span className="muted"> — {formatEventSpan(event.date_start, event.date_end)}</span>
                  {event.registration.status === 'waitlisted' && (
                    <span className="badge badge--pending">
                      {t('member.events.waitlist_position', { position: event.registration.waitlist_position ?? '?' })}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}

function LatestArticles() {
  const articles = useLatestArticles();
  return (
    <section className="card" aria-labelledby="articles-title">
      <h2 id="articles-title">{t('member.dashboard.latest_articles')}</h2>
      <QueryView query={articles}>
        {({ v }) =>
          v.length === 0 ? (
            <EmptyState text={t('member.dashboard.no_articles')} />
          ) : (
            <ul className="plain-list">
              {v.map((article) => (
                <li key={article.id}>
                  <Link to={`/clanok/${article.slug}`}>{article.title}</Link>
                  {article.published_at && <span className="muted"> — {formatDate(article.published_at)}</span>}
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}

/** `cards`: cards of other features shown first (the route composes them, e.g. dues while owed). */
export function DashboardPage({ cards }: { cards?: ReactNode }) {
  const shown = [useMyCars(), useMe(), useMyUpcomingEvents()];
  return (
    <>
      <PageHeader title={t('member.dashboard.title')} />
      <SavedDataNotice queries={shown} />
      <RouteNotice />
      <div className="dashboard">
        {cards}
        <MyCars />
        <Membership />
        <UpcomingEvents />
        <LatestArticles />
      </div>
    </>
  );
}
