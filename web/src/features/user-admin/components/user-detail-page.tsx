// /uzivatel/uzivatelia/{id} (users=full): one member as staff see them — account, onboarding
// answers, cars — and the form to set their permissions, verification, note and recommendation.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { CarPicture } from '@/components/ui/car-picture';
import { FormField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { LoadError, Loading } from '@/components/ui/query-state';
import { SaveFooter } from '@/components/ui/save-footer';
import { formatDate, formatDateTime } from '@/lib/format';
import { t } from '@/lib/i18n-member';
import { formatPhone } from '@/lib/phone';
import { isNotFound } from '@/lib/query-client';
import { PERMISSION_AREAS, type PermissionArea } from '@/lib/permissions';
import { useAdminUser, useUpdateAdminUser, type AdminUserDetail } from '../api/user-admin';
import { memberName } from './users-page';

function AccessForm({ user }: { user: AdminUserDetail }) {
  const update = useUpdateAdminUser(user.id);
  const [areas, setAreas] = useState<Set<PermissionArea>>(new Set(PERMISSION_AREAS.filter((area) => user.permissions[area] === 'full')));
  const [verified, setVerified] = useState(user.is_verified);
  const [note, setNote] = useState(user.note ?? '');
  const [recommendation, setRecommendation] = useState(user.recommendation ?? '');
  const [saved, setSaved] = useState(false);

  const toggle = (area: PermissionArea, on: boolean) =>
    setAreas((old) => {
      const next = new Set(old);
      if (on) next.add(area);
      else next.delete(area);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const permissions = Object.fromEntries([...areas].map((area) => [area, 'full' as const]));
    update.mutate({ permissions, is_verified: verified, note: note.trim() || null, recommendation: recommendation.trim() || null }, { onSuccess: () => setSaved(true) });
  };

  return (
    <form className="member-form card" onSubmit={submit} aria-labelledby="access-title">
      <h2 id="access-title">{t('member.staff.access_title')}</h2>
      <fieldset className="radio-list">
        <legend>{t('member.staff.permissions_legend')}</legend>
        {PERMISSION_AREAS.map((area) => (
          <label key={area} className="radio-list__item">
            <input type="checkbox" checked={areas.has(area)} onChange={(e) => toggle(area, e.target.checked)} />
            {t('member.staff.permission_full', { area: t(`member.staff.area_${area}`) })}
          </label>
        ))}
      </fieldset>
      <label className="radio-list__item">
        <input type="checkbox" checked={verified} onChange={(e) => setVerified(e.target.checked)} />
        {t('member.staff.verified_member')}
      </label>
      <FormField multiline label={t('member.staff.note')} value={note} onChange={(e) => setNote(e.target.value)} maxLength={5000} rows={3} />
      <FormField multiline label={t('member.staff.recommendation')} value={recommendation} onChange={(e) => setRecommendation(e.target.value)} maxLength={1000} rows={2} />
      <SaveFooter saved={saved} error={update.error} pending={update.isPending} />
    </form>
  );
}

export function UserDetailPage({ id }: { id: string }) {
  const query = useAdminUser(id);
  if (query.isError) {
    return isNotFound(query.error) || (query.error as { status?: number }).status === 400 ? (
      <>
        <PageHeader title={t('member.staff.user_not_found')} />
        <Link to="/uzivatel/uzivatelia">{t('member.staff.back_to_users')}</Link>
      </>
    ) : (
      <LoadError onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) return <Loading />;
  const user = query.data.v;
  const onboarding = user._embedded.onboarding;
  return (
    <>
      <PageHeader title={memberName(user)} intro={user.email} />
      <p>
        <Link to="/uzivatel/uzivatelia">{t('member.staff.back_to_users')}</Link>
      </p>
      <div className="staff-detail">
        <section className="card" aria-labelledby="account-facts">
          <h2 id="account-facts">{t('member.staff.account')}</h2>
          <dl className="facts">
            <dt>{t('member.staff.col_created')}</dt>
            <dd>{formatDate(user.created_at)}</dd>
            <dt>{t('member.staff.col_verified')}</dt>
            <dd>{user.is_verified && user.verified_at ? t('member.staff.verified_at', { date: formatDateTime(user.verified_at) }) : t('member.common.no')}</dd>
            {user.rejected_at && (
              <>
                <dt>{t('member.staff.rejected')}</dt>
                <dd>{formatDateTime(user.rejected_at)}</dd>
              </>
            )}
            <dt>{t('member.staff.onboarding')}</dt>
            <dd>{t(user.onboarding_complete ? 'member.staff.onboarding_done' : 'member.staff.onboarding_open')}</dd>
            <dt>{t('member.profile.phone')}</dt>
            <dd>{user.phone_number ? formatPhone(user.phone_number) : '—'}</dd>
            <dt>{t('member.profile.address')}</dt>
            <dd>{user.address_full ?? '—'}</dd>
          </dl>
          {onboarding && (
            <>
              <h3>{t('member.staff.onboarding_answers')}</h3>
              <dl className="facts">
                <dt>{t('member.onboarding.tesla_email')}</dt>
                <dd>{onboarding.tesla_account_email ?? '—'}</dd>
                <dt>{t('member.onboarding.tesla_name')}</dt>
                <dd>{onboarding.tesla_account_full_name ?? '—'}</dd>
                <dt>{t('member.car_fields.vin')}</dt>
                <dd className="mono">{onboarding.vin ?? '—'}</dd>
              </dl>
            </>
          )}
          <h3>{t('member.staff.cars')}</h3>
          {user._embedded.cars.length === 0 ? (
            <p>{t('member.dashboard.no_cars')}</p>
          ) : (
            <ul className="car-list">
              {user._embedded.cars.map((car) => (
                <li key={car.vin} className="car-list__item">
                  <CarPicture model={car.model} color={car.color} className="car-picture--small" />
                  <span>{[car.model, car.variant, car.color ?? car.custom_color, car.license_plate, car.vin].filter(Boolean).join(' · ')}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <AccessForm key={user.id} user={user} />
      </div>
    </>
  );
}
