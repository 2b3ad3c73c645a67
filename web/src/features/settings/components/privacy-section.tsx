// What other members see of me in search, and the export of everything stored about me.
import { useState, type FormEvent } from 'react';
import { QueryView } from '@/components/ui/query-state';
import { SaveFooter } from '@/components/ui/save-footer';
import { t, type MessageKey } from '@/lib/i18n-member';
import { saveBlob } from '@/lib/member-api';
import { problemMessage } from '@/lib/validation';
import { useExportData, useUpdateVisibility, useVisibility, type Visibility } from '../api/account';

const SWITCHES: { key: keyof Visibility; label: MessageKey }[] = [
  { key: 'show_email', label: 'member.settings.show_email' },
  { key: 'show_phone', label: 'member.settings.show_phone' },
  { key: 'show_city', label: 'member.settings.show_city' },
  { key: 'show_cars', label: 'member.settings.show_cars' },
];

function VisibilityForm({ initial }: { initial: Visibility }) {
  const update = useUpdateVisibility();
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    update.mutate(values, { onSuccess: () => setSaved(true) });
  };
  return (
    <form onSubmit={submit} className="member-form">
      <fieldset className="radio-list">
        <legend>{t('member.settings.visibility_legend')}</legend>
        {SWITCHES.map(({ key, label }) => (
          <label key={key} className="radio-list__item">
            <input
              type="checkbox"
              checked={values[key]}
              onChange={(e) => setValues((old) => ({ ...old, [key]: e.target.checked }))}
            />
            {t(label)}
          </label>
        ))}
      </fieldset>
      <SaveFooter saved={saved} error={update.error} pending={update.isPending} />
    </form>
  );
}

export function PrivacySection() {
  const visibility = useVisibility();
  const exportData = useExportData();
  return (
    <section className="card" aria-labelledby="privacy-title">
      <h2 id="privacy-title">{t('member.settings.privacy_title')}</h2>
      <QueryView query={visibility}>{({ v }) => <VisibilityForm initial={v} />}</QueryView>
      <h3>{t('member.settings.export_title')}</h3>
      <p>{t('member.settings.export_intro')}</p>
      <button
        type="button"
        className="button button--secondary"
        disabled={exportData.isPending}
        onClick={() => exportData.mutate(undefined, { onSuccess: (blob) => saveBlob(blob, 'evklub-moje-udaje.json') })}
      >
        {t('member.settings.export_button')}
      </button>
      {exportData.isError && (
        <p role="alert" className="form__error">
          {problemMessage(exportData.error)}
        </p>
      )}
    </section>
  );
}
