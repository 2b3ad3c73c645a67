// /uzivatel/ja, the "me" page: the signed-in account as the site knows it — e-mail, membership,
// onboarding, permissions and how this session was signed in.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { QueryView } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';
import { t } from '@/lib/i18n-member';
import { useMe } from '@/lib/me';
import { heldPermissionNames } from '@/lib/permission-names';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { getSupabase } from '@/lib/supabase';

function useAssurance() {
  const config = useRuntimeConfig();
  return useQuery({
    queryKey: ['assurance'],
    queryFn: async () => {
      const supabase = await getSupabase(config);
      const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
      return data?.currentLevel ?? null;
    },
  });
}

export function MePage() {
  const me = useMe();
  const assurance = useAssurance();
  return (
    <>
      <PageHeader title={t('member.me.title')} intro={t('member.me.intro')} />
      <QueryView query={me}>
        {({ v }) => {
          return (
            <dl className="facts card">
              <dt>{t('member.me.email')}</dt>
              <dd>{v.user.email}</dd>
              <dt>{t('member.me.name')}</dt>
              <dd>{[v.user.first_name, v.user.last_name].filter(Boolean).join(' ') || '—'}</dd>
              <dt>{t('member.me.username')}</dt>
              <dd>{v.user.username ?? '—'}</dd>
              <dt>{t('member.me.address')}</dt>
              <dd>{v.user.address_full ?? '—'}</dd>
              <dt>{t('member.me.membership')}</dt>
              <dd>{t(v.user.is_verified ? 'member.dashboard.verified' : 'member.dashboard.pending')}</dd>
              <dt>{t('member.me.onboarding')}</dt>
              <dd>{t(v.onboarding_complete ? 'member.staff.onboarding_done' : 'member.staff.onboarding_open')}</dd>
              <dt>{t('member.me.cars')}</dt>
              <dd>{v.user.cars_count}</dd>
              <dt>{t('member.me.permissions')}</dt>
              <dd>{heldPermissionNames(v.user.permissions) ?? t('member.me.no_permissions')}</dd>
              <dt>{t('member.me.sign_in')}</dt>
              <dd>{assurance.data === 'aal2' ? t('member.me.aal2') : t('member.me.aal1')}</dd>
              <dt>{t('member.me.since')}</dt>
              <dd>{formatDate(v.user.created_at)}</dd>
            </dl>
          );
        }}
      </QueryView>
      <p>
        <Link to="/uzivatel/moj-profil">{t('member.me.edit_profile')}</Link> ·{' '}
        <Link to="/uzivatel/nastavenia">{t('member.me.settings')}</Link>
      </p>
    </>
  );
}
