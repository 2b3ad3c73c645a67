// /uzivatel/registracie (users=full): new members waiting for verification (and those verified or
// rejected), with their onboarding answers; staff verify (optional note) or reject (with a note).
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorSummary, useFocusFirstError } from '@/components/ui/form-errors';
import { FormField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { QueryView } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';
import { t } from '@/lib/i18n-member';
import { problemMessage } from '@/lib/validation';
import { useDecideRegistration, useRegistrations, type Registration, type RegistrationStatus } from '../api/user-admin';
import { memberName } from './users-page';

const STATUSES: RegistrationStatus[] = ['pending', 'verified', 'rejected'];

function Decision({ registration, onDone }: { registration: Registration; onDone: (message: string) => void }) {
  const decide = useDecideRegistration();
  const [note, setNote] = useState(registration.user.note ?? '');
  const [errors, setErrors] = useState<{ note?: string }>({});
  // A rejection without its reason: the note takes the focus and the summary is announced (4.1.3).
  const form = useFocusFirstError(errors);
  const name = memberName(registration.user);
  // The form's name must be unique on the page: two members may share a name, never an e-mail.
  const label = name === registration.user.email ? name : `${name} (${registration.user.email})`;

  const send = (verify: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    if (!verify && !note.trim()) return setErrors({ note: t('member.staff.reject_note_required') });
    setErrors({});
    // The decided registration leaves this list when it reloads, so the page announces the outcome.
    decide.mutate({ id: registration.user.id, verify, note }, { onSuccess: () => onDone(t(verify ? 'member.staff.verified_done' : 'member.staff.rejected_done', { name })) });
  };

  return (
    <form ref={form} className="member-form" onSubmit={send(true)} aria-label={t('member.staff.decide', { name: label })}>
      <ErrorSummary errors={errors} message={t('member.validation.fix_fields')} />
      <FormField multiline label={t('member.staff.decision_note')} value={note} onChange={(e) => setNote(e.target.value)} error={errors.note} maxLength={5000} rows={2} />
      {decide.isError && (
        <p role="alert" className="form__error">
          {problemMessage(decide.error)}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={decide.isPending}>
          {t('member.staff.verify')}
        </button>
        <button type="button" className="button button--secondary" disabled={decide.isPending} onClick={() => send(false)()}>
          {t('member.staff.reject')}
        </button>
      </div>
    </form>
  );
}

function RegistrationCard({ registration, status, onDone }: { registration: Registration; status: RegistrationStatus; onDone: (message: string) => void }) {
  const { user, onboarding } = registration;
  const headingId = `registration-${user.id}`;
  return (
    <li className="card">
      <h2 id={headingId}>
        <Link to={`/uzivatel/uzivatelia/${user.id}`}>{memberName(user)}</Link>
      </h2>
      <p className="muted">
        {user.email} · {t('member.staff.signed_up', { date: formatDate(user.created_at) })}
      </p>
      {onboarding ? (
        <dl className="facts">
          <dt>{t('member.onboarding.tesla_name')}</dt>
          <dd>{onboarding.tesla_account_full_name ?? '—'}</dd>
          <dt>{t('member.car_fields.vin')}</dt>
          <dd className="mono">{onboarding.vin ?? '—'}</dd>
          <dt>{t('member.car_fields.model')}</dt>
          <dd>{[onboarding.model, onboarding.variant, onboarding.color ?? onboarding.custom_color].filter(Boolean).join(' · ') || '—'}</dd>
          <dt>{t('member.staff.onboarding')}</dt>
          <dd>{t(onboarding.complete ? 'member.staff.onboarding_done' : 'member.staff.onboarding_open')}</dd>
        </dl>
      ) : (
        <p>{t('member.staff.no_onboarding')}</p>
      )}
      {user.note && status !== 'pending' && <p>{t('member.staff.note_is', { note: user.note })}</p>}
      {status !== 'verified' && <Decision registration={registration} onDone={onDone} />}
    </li>
  );
}

export function RegistrationsPage() {
  const [params, setParams] = useSearchParams();
  const status = (STATUSES as string[]).includes(params.get('stav') ?? '') ? (params.get('stav') as RegistrationStatus) : 'pending';
  const page = Math.max(1, Number(params.get('strana')) || 1);
  const query = useRegistrations(status, page);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <PageHeader title={t('member.staff.registrations_title')} intro={t('member.staff.registrations_intro')} />
      <div role="status" className="registration-notice">
        {notice && <p className="member-alert member-alert--success">{notice}</p>}
      </div>
      <nav className="tabs" aria-label={t('member.staff.registration_status')}>
        {STATUSES.map((s) => (
          <Link key={s} to={`?stav=${s}`} className={s === status ? 'tabs__tab tabs__tab--active' : 'tabs__tab'} aria-current={s === status ? 'page' : undefined}>
            {t(`member.staff.status_${s}`)}
          </Link>
        ))}
      </nav>
      <QueryView query={query}>
        {({ v, total }) =>
          v.length === 0 ? (
            <EmptyState text={t('member.staff.no_registrations')} />
          ) : (
            <>
              <ul className="card-list">
                {v.map((registration) => (
                  <RegistrationCard key={registration.user.id} registration={registration} status={status} onDone={setNotice} />
                ))}
              </ul>
              {total > page * 20 && (
                <button type="button" className="button button--secondary" onClick={() => setParams({ stav: status, strana: String(page + 1) })}>
                  {t('common.next_page')}
                </button>
              )}
            </>
          )
        }
      </QueryView>
    </>
  );
}
