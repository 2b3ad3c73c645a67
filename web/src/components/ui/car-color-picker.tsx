// The colour of the car: the paint names of docs/product-rules.md §3 as swatches, or "another colour" typed freely
// (stored as custom_color). A radio group, so arrow keys move between the swatches.
import { CAR_COLORS, CAR_COLOR_SWATCHES, type CarColor } from '@/lib/cars';
import { t } from '@/lib/i18n-member';

export type ColorChoice = { kind: 'listed'; color: CarColor } | { kind: 'custom'; text: string } | null;

export function ColorPicker({
  value,
  onChange,
  error,
}: {
  value: ColorChoice;
  onChange: (value: ColorChoice) => void;
  error?: string;
}) {
  const custom = value?.kind === 'custom';
  return (
    <fieldset className="color-picker" aria-describedby={error ? 'color-error' : undefined}>
      <legend>{t('member.car_fields.color')}</legend>
      <div className="color-picker__swatches">
        {CAR_COLORS.map((color) => {
          const selected = value?.kind === 'listed' && value.color === color;
          return (
            <label key={color} className={selected ? 'swatch swatch--selected' : 'swatch'}>
              <input
                type="radio"
                name="color"
                value={color}
                checked={selected}
                onChange={() => onChange({ kind: 'listed', color })}
              />
              <span className="swatch__chip" style={{ background: CAR_COLOR_SWATCHES[color] }} aria-hidden="true" />
              <span className="swatch__name">{color}</span>
            </label>
          );
        })}
        <label className={custom ? 'swatch swatch--selected' : 'swatch'}>
          <input
            type="radio"
            name="color"
            value="custom"
            checked={custom}
            onChange={() => onChange({ kind: 'custom', text: '' })}
          />
          <span className="swatch__chip swatch__chip--custom" aria-hidden="true" />
          <span className="swatch__name">{t('member.car_fields.color_custom')}</span>
        </label>
      </div>
      {custom && (
        <div className="field">
          <label className="field__label" htmlFor="custom-color">
            {t('member.car_fields.color_custom_label')}
          </label>
          <input
            id="custom-color"
            className="field__control"
            maxLength={60}
            value={value.text}
            onChange={(e) => onChange({ kind: 'custom', text: e.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'color-error' : undefined}
          />
        </div>
      )}
      {error && (
        <p id="color-error" className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The colour fields of a request: one of color / custom_color, the other cleared. */
export function colorFields(choice: ColorChoice): { color: CarColor | null; custom_color: string | null } {
  if (choice?.kind === 'listed') return { color: choice.color, custom_color: null };
  if (choice?.kind === 'custom') return { color: null, custom_color: choice.text.trim() || null };
  return { color: null, custom_color: null };
}

export function colorChoiceOf(color: CarColor | null | undefined, customColor: string | null | undefined): ColorChoice {
  if (color) return { kind: 'listed', color };
  if (customColor) return { kind: 'custom', text: customColor };
  return null;
}
