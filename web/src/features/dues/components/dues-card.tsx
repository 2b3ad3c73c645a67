// The dashboard's card while something is owed: this year's amount and due date, a link to pay.
import { Link } from 'react-router-dom';
import { t } from '@/lib/i18n-member';
import { isOwed, useMyDues } from '../api/dues';
import { formatDay } from './dues-format';
import { formatEuro } from '@/lib/format';

export function DuesCard() {
  const current = useMyDues().data?.v.current;
  if (!current || !isOwed(current)) return null;
  return (
    <section className="card" aria-labelledby="dues-card-title">
      <h2 id="dues-card-title">{t('member.dues.title')}</h2>
      <p>
        {t('member.dues.card_owed', {
          year: current.year,
          amount: formatEuro(current.outstanding),
          date: formatDay(current.due_date),
        })}
      </p>
      <p>
        <Link className="button button--primary" to="/uzivatel/clensky-prispevok">
          {t('member.dues.card_link')}
        </Link>
      </p>
    </section>
  );
}
