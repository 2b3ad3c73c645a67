// What a member's registration for a paid event owes and how to pay it: the status, the deadline
// after which the place is released, the PAY by square QR and the details to type by hand.
import { useId } from 'react';
import { CopyField } from '@/components/ui/copy-field';
import { PayBySquareQr } from '@/components/ui/pay-by-square-qr';
import { formatDateTime, formatEuro, formatIban } from '@/lib/format';
import { t, type MessageKey } from '@/lib/i18n-member';
import type { Registration } from '../api/registration';

type Payment = NonNullable<Registration['payment']>;

export const paymentStatusText = (payment: Payment) => t(`member.payment.status_${payment.status}` as MessageKey);

export function PaymentBadge({ payment }: { payment: Payment }) {
  return (
    <span className={`badge ${payment.status === 'paid' ? 'badge--success' : 'badge--pending'}`}>
      {paymentStatusText(payment)}
    </span>
  );
}

export function EventPayment({ payment, waitlisted }: { payment: Payment; waitlisted: boolean }) {
  const account = payment.account;
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>
        {t('member.payment.title')} <PaymentBadge payment={payment} />
      </h3>
      <dl className="facts">
        <dt>{t('member.payment.amount')}</dt>
        <dd>{formatEuro(payment.amount)}</dd>
        {payment.paid > 0 && (
          <>
            <dt>{t('member.payment.paid')}</dt>
            <dd>{formatEuro(payment.paid)}</dd>
          </>
        )}
      </dl>
      {payment.status === 'paid' ? (
        <p>{t('member.payment.thanks')}</p>
      ) : waitlisted ? (
        <p className="muted">{t('member.payment.waitlisted')}</p>
      ) : (
        <>
          {payment.due_at && (
            <p className="member-alert member-alert--info">
              {t('member.payment.due', { date: formatDateTime(payment.due_at) })}
            </p>
          )}
          {!account ? (
            <p className="muted">{t('member.payment.no_account')}</p>
          ) : (
            <div className="dues-pay dues-pay--stacked">
              {payment.pay_by_square && (
                <PayBySquareQr
                  text={payment.pay_by_square}
                  alt={t('member.payment.qr_alt', {
                    amount: formatEuro(payment.outstanding),
                    iban: account.iban,
                    vs: payment.variable_symbol,
                  })}
                />
              )}
              <div>
                <p className="muted">{t('member.payment.intro')}</p>
                <dl className="facts">
                  <dt>{t('member.payment.outstanding')}</dt>
                  <dd>{formatEuro(payment.outstanding)}</dd>
                  <CopyField label={t('member.dues.iban')} value={account.iban} shown={formatIban(account.iban)} />
                  {account.bic && <CopyField label={t('member.dues.bic')} value={account.bic} />}
                  <dt>{t('member.dues.beneficiary')}</dt>
                  <dd>{account.beneficiary_name}</dd>
                  <CopyField label={t('member.dues.variable_symbol')} value={payment.variable_symbol} />
                  <CopyField label={t('member.dues.note')} value={payment.payment_note} />
                </dl>
              </div>
            </div>
          )}
        </>
      )}
    </section>
  );
}
