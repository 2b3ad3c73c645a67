// The colour mode (docs/product-rules.md §1): system, light or dark, remembered in a cookie for every page.
import { COLOR_MODE_PREFERENCES, setColorModePreference, useColorModePreference } from '@/lib/color-mode';
import { t } from '@/lib/i18n-member';

export function AppearanceSection() {
  const preference = useColorModePreference();
  return (
    <section className="card" aria-labelledby="appearance-title">
      <h2 id="appearance-title">{t('member.settings.appearance_title')}</h2>
      <fieldset className="radio-list">
        <legend>{t('color_mode.label')}</legend>
        {COLOR_MODE_PREFERENCES.map((mode) => (
          <label key={mode} className="radio-list__item">
            <input
              type="radio"
              name="color-mode"
              value={mode}
              checked={preference === mode}
              onChange={() => setColorModePreference(mode)}
            />
            {t(`color_mode.${mode}`)}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
