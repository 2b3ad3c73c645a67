// "Vrátenie platieb" on Moje udalosti: what the club pays back for paid registrations that ended
// cancelled, and the account form where a refund has none yet (a payment in cash). Nothing shows
// while the member has no refund, nor when they cannot be read (offline: refunds are not kept there).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ErrorSummary } from '@/components/ui/form-errors';
import { FormField } from '@/components/ui/form-field';
import { useFormErrors } from '@/components/ui/use-form-errors';
import { ApiProblem } from '@/lib/api-client';
import { formatDate, formatEuro } from '@/lib/format';
import { t, type MessageKey } from '@/lib/i18n-member';
import { check, firstErrors, problemMessage } from '@/lib/validation';
import { useMyRefunds, useSetRefundAccount, type MyRefund } from '../api/refunds';

type Field = 'iban' | 'account_name';
const IBAN_INVALID = 'errors.iban_invalid';

function AccountForm({ refund, onSaved }: { refund: MyRefund; onSaved: () => void }) {
  const save = useSetRefundAccount(refund.id);
  const [iban, setIban] = useState('');
  const [name, setName] = useState('');
  const { errors, formError, form, passes, refused } = useFormErrors<Field>(['iban', 'account_name']);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = firstErrors<Field>({
      iban: [check.required(iban), check.iban(iban), check.maxLength(iban, 42)],
      account_name: [check.maxLength(name, 70)],
    });
    if (!passes(found)) return;
    save.mutate(
      { iban: iban.trim(), account_name: name.trim() || null },
      {
        onSuccess: onSaved,
        onError: (error) =>
          error instanceof ApiProblem && error.code === IBAN_INVALID
            ? passes({ iban: problemMessage(error) })
            : refused(error),
      },
    );
  };

  return (
    <form ref={form} className="member-form" onSubmit={submit} noValidate>
      <ErrorSummary errors={errors} message={t('member.validation.fix_fields')} />
      <p>{t('member.refunds.account_needed')}</p>
      <FormField
        label={t('member.refunds.iban')}
        hint={t('member.refunds.iban_hint')}
        name="iban"
        autoComplete="off"
        value={iban}
        onChange={(e) => setIban(e.target.value)}
        error={errors.iban}
        maxLength={42}
        required
      />
      <FormField
        label={t('member.refunds.account_name')}
        name="account_name"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.account_name}
        maxLength={70}
      />
      <div aria-live="polite">{formError && <p className="form__error">{formError}</p>}</div>
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {save.isPending ? t('member.common.saving') : t('member.refunds.save')}
      </button>
    </form>
  );
}

function statusText(refund: MyRefund): string {
  if (refund.status === 'refunded')
    return t('member.refunds.status_refunded', { date: refund.refunded_at ? formatDate(refund.refunded_at) : '' });
  return t(refund.status === 'exported' ? 'member.refunds.status_exported' : 'member.refunds.status_owed');
}

/** After the account is saved the form goes away: the confirmation takes the focus, so the keyboard stays here. */
function SavedNotice() {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} tabIndex={-1} role="status" className="member-alert member-alert--success">
      {t('member.refunds.saved')}
    </p>
  );
}

function RefundItem({ refund }: { refund: MyRefund }) {
  const [saved, setSaved] = useState(false);
  return (
    <li className="event-list__item">
      <h3 className="event-list__title">{refund.event_title}</h3>
      <p>
        {t('member.refunds.amount')}: <strong>{formatEuro(refund.amount)}</strong>
        {' · '}
        {t(`member.refunds.reason_${refund.reason}` as MessageKey)}
      </p>
      <span className={`badge ${refund.status === 'refunded' ? 'badge--success' : 'badge--pending'}`}>
        {statusText(refund)}
      </span>
      {refund.iban_masked && <p className="muted">{t('member.refunds.account', { iban: refund.iban_masked })}</p>}
      {saved && !refund.account_needed && <SavedNotice />}
      {refund.account_needed && <AccountForm refund={refund} onSaved={() => setSaved(true)} />}
    </li>
  );
}

export function MyRefunds() {
  const refunds = useMyRefunds();
  // Shown once the member has a refund; while loading, offline or without one the page is as before.
  if (!refunds.data?.v.length) return null;
  return (
    <section aria-labelledby="refunds-title">
      <h2 id="refunds-title">{t('member.refunds.title')}</h2>
      <p className="muted">{t('member.refunds.intro')}</p>
      <ul className="event-list">
        {refunds.data.v.map((refund) => (
          <RefundItem key={refund.id} refund={refund} />
        ))}
      </ul>
    </section>
  );
}
