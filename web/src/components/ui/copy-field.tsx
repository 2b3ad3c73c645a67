// A payment detail as text with a button that copies it (IBAN, variable symbol, note). `shown` is
// how it reads (an IBAN in groups of four); the copy is always `value` as typed into a bank app.
import { t } from '@/lib/i18n-member';
import { toast } from '@/lib/toasts';

export function CopyField({ label, value, shown = value }: { label: string; value: string; shown?: string }) {
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => toast.add({ title: t('member.dues.copied'), description: value, color: 'success', icon: 'success' }),
      () => toast.add({ title: t('member.dues.copy_failed'), color: 'error', icon: 'error' }),
    );
  return (
    <>
      <dt>{label}</dt>
      <dd className="copy-field">
        <code className="copy-field__value">{shown}</code>
        <button
          type="button"
          className="button button--secondary button--small"
          aria-label={t('member.dues.copy_label', { field: label })}
          onClick={copy}
        >
          {t('member.dues.copy')}
        </button>
      </dd>
    </>
  );
}
