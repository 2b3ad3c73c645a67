// /uzivatel/clensky-prispevok: this year's dues (amount, due date, status), how to pay (the PAY by
// square QR, IBAN, variable symbol and note to copy), earlier years with the day paid, and a link to
// the printable confirmation of each paid year.
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryView } from '@/components/ui/query-state';
import { SavedDataNotice } from '@/components/ui/saved-data-notice';
import { formatDate, formatIban } from '@/lib/format';
import { t } from '@/lib/i18n-member';
import { isOwed, useMyDues, type Dues } from '../api/dues';
import { CopyField } from '@/components/ui/copy-field';
import { formatDay, statusBadge, statusLabel } from './dues-format';
import { formatEuro } from '@/lib/format';
import { PayBySquareQr } from '@/components/ui/pay-by-square-qr';

type MyDues = NonNullable<ReturnType<typeof useMyDues>['data']>['v'];

function ConfirmationLink({ dues }: { dues: Dues }) {
  if (dues.status !== 'paid') return null;
  return (
    <Link to={`/uzivatel/clensky-prispevok/potvrdenie/${dues.id}`}>
      {t('member.dues.confirmation_link', { year: dues.year })}
    </Link>
  );
}

function Current({ dues }: { dues: Dues }) {
  return (
    <section className="card" aria-labelledby="dues-current">
      <h2 id="dues-current">{t('member.dues.year', { year: dues.year })}</h2>
      <dl className="facts">
        <dt>{t('member.dues.status')}</dt>
        <dd>
          <span className={statusBadge(dues.status)}>{statusLabel(dues.status)}</span>
        </dd>
        <dt>{t('member.dues.amount')}</dt>
        <dd>{formatEuro(dues.amount)}</dd>
        {dues.paid > 0 && isOwed(dues) && (
          <>
            <dt>{t('member.dues.outstanding')}</dt>
            <dd>{formatEuro(dues.outstanding)}</dd>
          </>
        )}
        <dt>{t('member.dues.due_date')}</dt>
        <dd>{formatDay(dues.due_date)}</dd>
        {dues.plan_name && (
          <>
            <dt>{t('member.dues.plan')}</dt>
            <dd>{dues.plan_name}</dd>
          </>
        )}
        {dues.paid_at && (
          <>
            <dt>{t('member.dues.paid_at')}</dt>
            <dd>{formatDate(dues.paid_at)}</dd>
          </>
        )}
      </dl>
      <ConfirmationLink dues={dues} />
    </section>
  );
}

function HowToPay({ data, dues }: { data: MyDues; dues: Dues }) {
  if (!isOwed(dues)) return null;
  const pay = data.payment;
  return (
    <section className="card card--wide" aria-labelledby="dues-pay">
      <h2 id="dues-pay">{t('member.dues.pay_title')}</h2>
      {!pay ? (
        <p className="member-alert member-alert--info">{t('member.dues.no_payment_details')}</p>
      ) : (
        <div className="dues-pay">
          {data.pay_by_square && (
            <PayBySquareQr
              text={data.pay_by_square}
              alt={t('member.dues.qr_alt', {
                amount: formatEuro(dues.outstanding),
                iban: pay.iban,
                vs: dues.variable_symbol,
              })}
            />
          )}
          <div>
            <p className="muted">{t('member.dues.pay_intro')}</p>
            <dl className="facts">
              <dt>{t('member.dues.outstanding')}</dt>
              <dd>{formatEuro(dues.outstanding)}</dd>
              <CopyField label={t('member.dues.iban')} value={pay.iban} shown={formatIban(pay.iban)} />
              {pay.bic && <CopyField label={t('member.dues.bic')} value={pay.bic} />}
              <dt>{t('member.dues.beneficiary')}</dt>
              <dd>{pay.beneficiary_name}</dd>
              <CopyField label={t('member.dues.variable_symbol')} value={dues.variable_symbol} />
              <CopyField label={t('member.dues.note')} value={dues.payment_note} />
            </dl>
          </div>
        </div>
      )}
    </section>
  );
}

function History({ past }: { past: Dues[] }) {
  return (
    <section className="card card--wide" aria-labelledby="dues-history">
      <h2 id="dues-history">{t('member.dues.history')}</h2>
      {past.length === 0 ? (
        <EmptyState text={t('member.dues.no_history')} />
      ) : (
        <ul className="plain-list">
          {past.map((d) => (
            <li key={d.id}>
              <strong>{d.year}</strong> — {formatEuro(d.amount)} ·{' '}
              <span className={statusBadge(d.status)}>{statusLabel(d.status)}</span>
              {d.paid_at && (
                <span className="muted">
                  {' '}
                  {t('member.dues.paid_at')}: {formatDate(d.paid_at)}
                </span>
              )}{' '}
              <ConfirmationLink dues={d} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function DuesPage() {
  const dues = useMyDues();
  return (
    <>
      <PageHeader title={t('member.dues.title')} intro={t('member.dues.intro')} />
      <SavedDataNotice queries={[dues]} />
      <QueryView query={dues}>
        {({ v }) =>
          !v.current ? (
            <EmptyState text={t('member.dues.none')} />
          ) : (
            <div className="dashboard">
              <Current dues={v.current} />
              <HowToPay data={v} dues={v.current} />
              <History past={v.past} />
            </div>
          )
        }
      </QueryView>
    </>
  );
}
