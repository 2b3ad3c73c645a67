// The VIN of a car a member adds (onboarding's first step and "Pridať auto", docs/product-rules.md §4):
// one field that takes a pasted VIN as it is meant. The server's refusal of it: useFormErrors.
import { t } from '@/lib/i18n-member';
import { FormField } from './form-field';

export function VinField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (vin: string) => void;
  error?: string;
}) {
  return (
    <FormField
      label={label}
      name="vin"
      value={value}
      // Every space goes before it is limited to 17 characters: a pasted VIN often brings spaces around
      // it or between its groups (`WVW ZZZ E1Z PP0 12345`), which a limit would count and so cut off
      // its last characters. A VIN never holds a space.
      onChange={(e) => onChange(e.target.value.replace(/\s+/g, '').toUpperCase().slice(0, 17))}
      error={error}
      hint={t('member.onboarding.vin_hint')}
      autoCapitalize="characters"
      spellCheck={false}
      required
    />
  );
}
