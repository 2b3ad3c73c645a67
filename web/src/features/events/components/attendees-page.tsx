// /uzivatel/udalosti/{slug}/ucastnici (events=full): who is registered (in order of registration)
// and who waits (in waitlist order), and the list as a CSV file.
import { Link } from 'react-router-dom';
import { Avatar, initialsOf } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryView } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/format';
import { t } from '@/lib/i18n-member';
import { formatPhone } from '@/lib/phone';
import { saveBlob } from '@/lib/member-api';
import { problemMessage } from '@/lib/validation';
import { useAttendees, useExportAttendees, type Attendee } from '../api/attendees';
import { useEvent } from '../api/event-query';

function AttendeeTable({ rows, caption, waitlist }: { rows: Attendee[]; caption: string; waitlist: boolean }) {
  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {waitlist && <th scope="col">{t('member.attendees.position')}</th>}
            <th scope="col">{t('member.staff.col_name')}</th>
            <th scope="col">{t('member.staff.col_email')}</th>
            <th scope="col">{t('member.profile.phone')}</th>
            <th scope="col">{t('member.profile.city')}</th>
            <th scope="col">{t('member.attendees.cars')}</th>
            <th scope="col">{t('member.attendees.registered_at')}</th>
            {!waitlist && <th scope="col">{t('member.attendees.came')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.user_id}>
              {waitlist && <td>{row.waitlist_position}</td>}
              <th scope="row">
                <span className="with-avatar">
                  <Avatar avatar={row.avatar} initials={initialsOf(row.first_name, row.last_name, row.email)} />
                  {[row.first_name, row.last_name].filter(Boolean).join(' ') || '—'}
                </span>
              </th>
              <td>{row.email}</td>
              <td>{row.phone_number ? formatPhone(row.phone_number) : '—'}</td>
              <td>{row.address_city ?? '—'}</td>
              <td>{row.car_models.join(', ') || '—'}</td>
              <td>{formatDateTime(row.registered_at)}</td>
              {!waitlist && <td>{row.checked_in_at ? formatDateTime(row.checked_in_at) : '—'}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AttendeeLists({ eventId, slug }: { eventId: string; slug: string }) {
  const attendees = useAttendees(eventId);
  const exportCsv = useExportAttendees(eventId);
  return (
    <>
      <p>
        <button type="button" className="button button--primary" disabled={exportCsv.isPending} onClick={() => exportCsv.mutate(undefined, { onSuccess: (blob) => saveBlob(blob, `${slug}-ucastnici.csv`) })}>
          {t('member.attendees.export')}
        </button>
      </p>
      {exportCsv.isError && (
        <p role="alert" className="form__error">
          {problemMessage(exportCsv.error)}
        </p>
      )}
      <QueryView query={attendees}>
        {({ v }) => {
          const registered = v.filter((a) => a.status === 'registered');
          const waiting = v.filter((a) => a.status === 'waitlisted');
          if (v.length === 0) return <EmptyState text={t('member.attendees.empty')} />;
          return (
            <>
              <AttendeeTable rows={registered} caption={t('member.attendees.registered', { count: registered.length })} waitlist={false} />
              {waiting.length > 0 && <AttendeeTable rows={waiting} caption={t('member.attendees.waitlist', { count: waiting.length })} waitlist />}
            </>
          );
        }}
      </QueryView>
    </>
  );
}

export function AttendeesPage({ slug }: { slug: string }) {
  const event = useEvent(slug);
  const title = event.data?.v.title ?? slug;
  return (
    <>
      <PageHeader title={t('member.attendees.title', { event: title })} />
      <p>
        <Link to={`/uzivatel/udalosti/${slug}`}>{t('member.attendees.back')}</Link>
      </p>
      <QueryView query={event}>{({ v }) => <AttendeeLists eventId={v.id} slug={slug} />}</QueryView>
    </>
  );
}
