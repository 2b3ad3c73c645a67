// /uzivatel/clensky-prispevok/potvrdenie/:id: a printable confirmation of a paid year (the print
// style sheet leaves out the member area's bar and navigation).
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { QueryView } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';
import { t } from '@/lib/i18n-member';
import { useMe } from '@/lib/me';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { useMyDuesRecord } from '../api/dues';
import { formatEuro } from '@/lib/format';

export function DuesConfirmationPage({ params }: { params: Record<string, string> }) {
  const record = useMyDuesRecord(params.id);
  const club = useRuntimeConfig().siteName;
  const me = useMe().data?.v.user;
  const name = me ? [me.first_name, me.last_name].filter(Boolean).join(' ') || me.email : '';
  return (
    <>
      <PageHeader title={t('member.dues.confirmation_title')} />
      <QueryView query={record}>
        {({ v }) =>
          v.status !== 'paid' || !v.paid_at ? (
            <p className="member-alert member-alert--info">{t('member.dues.confirmation_not_paid')}</p>
          ) : (
            <article className="card dues-confirmation">
              <p>{t('member.dues.confirmation_text', { name, club, year: v.year, amount: formatEuro(v.paid) })}</p>
              <p>{t('member.dues.confirmation_paid_at', { date: formatDate(v.paid_at) })}</p>
              <p>{t('member.dues.confirmation_vs', { vs: v.variable_symbol })}</p>
              <p className="dues-confirmation__actions">
                <button type="button" className="button button--primary" onClick={() => window.print()}>
                  {t('member.dues.print')}
                </button>
              </p>
            </article>
          )
        }
      </QueryView>
      <p className="dues-confirmation__actions">
        <Link to="/uzivatel/clensky-prispevok">{t('member.dues.back')}</Link>
      </p>
    </>
  );
}
