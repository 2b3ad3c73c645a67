// The colour-mode switch (docs/product-rules.md §1): system, light or dark, remembered in a cookie. On a page that
// forces a mode the choice is still saved, and the page says which mode it shows.
import { MonitorIcon, MoonIcon, SunIcon } from '@/components/ui/shell-icons';
import { Popover } from '@/components/ui/popover';
import {
  COLOR_MODE_PREFERENCES,
  setColorModePreference,
  useColorModePreference,
  type ColorModePreference,
  type Theme,
} from '@/lib/color-mode';
import { t } from '@/lib/i18n';

const ICONS: Record<ColorModePreference, typeof SunIcon> = { system: MonitorIcon, light: SunIcon, dark: MoonIcon };

export function ColorModeSwitch({ forced }: { forced?: Theme }) {
  const preference = useColorModePreference();
  const Icon = ICONS[forced ?? preference];
  return (
    <Popover
      className="color-mode"
      panelClassName="color-mode__panel"
      label={t('color_mode.button', { mode: t(`color_mode.${preference}`) })}
      button={<Icon width={20} height={20} />}
    >
      {(close) => (
        <fieldset className="color-mode__options">
          <legend className="color-mode__legend">{t('color_mode.label')}</legend>
          {COLOR_MODE_PREFERENCES.map((value) => {
            const OptionIcon = ICONS[value];
            return (
              <label key={value} className="color-mode__option">
                <input
                  type="radio"
                  name="color-mode"
                  value={value}
                  checked={preference === value}
                  onChange={() => setColorModePreference(value)}
                  // a pointer click chooses and closes; arrow keys only choose
                  onClick={(event) => event.detail > 0 && close()}
                />
                <OptionIcon width={18} height={18} />
                {t(`color_mode.${value}`)}
              </label>
            );
          })}
          {forced && (
            <p className="color-mode__forced">{t('color_mode.forced', { mode: t(`color_mode.${forced}`) })}</p>
          )}
        </fieldset>
      )}
    </Popover>
  );
}
