// /uzivatel/uzivatelia (users=full): the members, filtered by text, verification, permission and
// onboarding; each opens its detail, where staff set permissions, verification and the note.
import { Fragment, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Avatar, initialsOf } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField, SelectField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { QueryView } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';
import { t } from '@/lib/i18n-member';
import { heldPermissionNames } from '@/lib/permission-names';
import { PERMISSION_AREAS, type PermissionArea } from '@/lib/permissions';
import { useAdminUsers, type AdminUser, type UserFilter } from '../api/user-admin';

const PER_PAGE = 25;
const bool = (value: string | null) => (value === 'true' ? true : value === 'false' ? false : undefined);

export function permissionList(user: Pick<AdminUser, 'permissions'>): string {
  return heldPermissionNames(user.permissions) ?? '—';
}

/** An e-mail address that may wrap only after its "@" and before its dots, never inside a part (not even at a hyphen). */
function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          <span className="nowrap">{part}</span>
        </Fragment>
      ))}
    </>
  );
}

export function memberName(user: Pick<AdminUser, 'first_name' | 'last_name' | 'email'>): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
}

export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('strana')) || 1);
  const filter: UserFilter = {
    q: params.get('q') || undefined,
    is_verified: bool(params.get('overeny')),
    permission: (PERMISSION_AREAS as readonly string[]).includes(params.get('opravnenie') ?? '') ? (params.get('opravnenie') as PermissionArea) : undefined,
    onboarding_complete: bool(params.get('onboarding')),
    page,
    per_page: PER_PAGE,
  };
  const users = useAdminUsers(filter);
  const [q, setQ] = useState(filter.q ?? '');
  const [verified, setVerified] = useState(params.get('overeny') ?? '');
  const [permission, setPermission] = useState(params.get('opravnenie') ?? '');

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (q.trim()) next.q = q.trim();
    if (verified) next.overeny = verified;
    if (permission) next.opravnenie = permission;
    setParams(next);
  };
  const goTo = (n: number) => setParams((old) => ({ ...Object.fromEntries(old), strana: String(n) }));

  return (
    <>
      <PageHeader title={t('member.staff.users_title')} />
      <form className="filter-bar" onSubmit={apply} role="search" aria-label={t('member.staff.filter')}>
        <FormField label={t('member.staff.search')} type="search" value={q} onChange={(e) => setQ(e.target.value)} maxLength={200} />
        <SelectField
          label={t('member.staff.verification')}
          value={verified}
          onChange={(e) => setVerified(e.target.value)}
          empty={t('member.staff.any')}
          options={[
            { value: 'true', label: t('member.staff.verified') },
            { value: 'false', label: t('member.staff.unverified') },
          ]}
        />
        <SelectField
          label={t('member.staff.permission')}
          value={permission}
          onChange={(e) => setPermission(e.target.value)}
          empty={t('member.staff.any')}
          options={PERMISSION_AREAS.map((area) => ({ value: area, label: t(`member.staff.area_${area}`) }))}
        />
        <button type="submit" className="button button--primary">
          {t('member.staff.apply_filter')}
        </button>
      </form>
      <QueryView query={users}>
        {({ v, total }) =>
          v.length === 0 ? (
            <EmptyState text={t('member.staff.no_users')} />
          ) : (
            <>
              <p className="muted">{t('member.staff.users_count', { count: total })}</p>
              <div className="table-wrap">
                <table className="data-table">
                  <caption className="visually-hidden">{t('member.staff.users_title')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('member.staff.col_name')}</th>
                      <th scope="col">{t('member.staff.col_email')}</th>
                      <th scope="col">{t('member.staff.col_verified')}</th>
                      <th scope="col">{t('member.staff.col_permissions')}</th>
                      <th scope="col">{t('member.staff.col_cars')}</th>
                      <th scope="col">{t('member.staff.col_created')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {v.map((user) => (
                      <tr key={user.id}>
                        <th scope="row">
                          <span className="with-avatar">
                            <Avatar avatar={user.avatar} initials={initialsOf(user.first_name, user.last_name, user.email)} />
                            <Link to={`/uzivatel/uzivatelia/${user.id}`}>{memberName(user)}</Link>
                          </span>
                        </th>
                        <td className="data-table__email">
                          <EmailAddress email={user.email} />
                        </td>
                        <td>{t(user.is_verified ? 'member.common.yes' : 'member.common.no')}</td>
                        <td>{permissionList(user)}</td>
                        <td>{user.cars_count}</td>
                        <td>{formatDate(user.created_at)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <nav className="pager" aria-label={t('common.pagination')}>
                <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                  {t('common.previous_page')}
                </button>
                <span>{t('common.page_of', { page, pages: Math.max(1, Math.ceil(total / PER_PAGE)) })}</span>
                <button type="button" className="button button--secondary" disabled={page * PER_PAGE >= total} onClick={() => goTo(page + 1)}>
                  {t('common.next_page')}
                </button>
              </nav>
            </>
          )
        }
      </QueryView>
    </>
  );
}
