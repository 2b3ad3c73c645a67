// Step 3, vehicle details: variant, colour (listed or custom) and since when the member owns the
// car, plus the optional plate and nickname. The picture shows the car as chosen.
import { useState, type FormEvent } from 'react';
import { colorChoiceOf, colorFields, ColorPicker, type ColorChoice } from '@/components/ui/car-color-picker';
import { CarPicture } from '@/components/ui/car-picture';
import { ErrorSummary } from '@/components/ui/form-errors';
import { FormField, SelectField } from '@/components/ui/form-field';
import { useFormErrors } from '@/components/ui/use-form-errors';
import { CAR_VARIANTS, isCarVariant, type CarVariant } from '@/lib/cars';
import { t } from '@/lib/i18n-member';
import { check, firstErrors, todayIso } from '@/lib/validation';
import { useSaveOnboarding, type Onboarding } from '../api/onboarding';
import { StepActions, StepError } from './step-actions';

type Field = 'variant' | 'color' | 'owned_since' | 'license_plate' | 'car_name';
const OWNED_SINCE_MIN = '1990-01-01';
const PLATE = /^[\p{Lu}\p{N}][\p{Lu}\p{N} -]*$/u;

export function StepDetails({
  onboarding,
  onSaved,
  onBack,
}: {
  onboarding: Onboarding;
  onSaved: (saved: Onboarding) => void;
  onBack?: () => void;
}) {
  const save = useSaveOnboarding();
  const [variant, setVariant] = useState<CarVariant | ''>(onboarding.variant ?? '');
  const [color, setColor] = useState<ColorChoice>(colorChoiceOf(onboarding.color, onboarding.custom_color));
  const [ownedSince, setOwnedSince] = useState(onboarding.owned_since ?? '');
  const [plate, setPlate] = useState(onboarding.license_plate ?? '');
  const [carName, setCarName] = useState(onboarding.car_name ?? '');
  const { errors, formError, form, passes, refused } = useFormErrors<Field>([
    'variant',
    'color',
    'owned_since',
    'license_plate',
    'car_name',
  ]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const colour = colorFields(color);
    const found = firstErrors<Field>({
      variant: [variant ? undefined : t('member.validation.choose')],
      color: [colour.color || colour.custom_color ? undefined : t('member.onboarding.color_required')],
      owned_since: [check.required(ownedSince), ownedSince ? check.date(ownedSince, OWNED_SINCE_MIN) : undefined],
      license_plate: [
        plate.trim() ? check.pattern(plate.toUpperCase(), PLATE, t('member.validation.plate')) : undefined,
        check.maxLength(plate, 15),
      ],
      car_name: [check.maxLength(carName, 60)],
    });
    if (!passes(found) || !variant) return;
    save.mutate(
      {
        variant,
        ...colour,
        owned_since: ownedSince,
        license_plate: plate.trim() || null,
        car_name: carName.trim() || null,
      },
      {
        onSuccess: (data) => onSaved(data.v),
        onError: refused,
      },
    );
  };

  const listed = color?.kind === 'listed' ? color.color : null;
  return (
    <form ref={form} className="wizard__form" onSubmit={submit} noValidate>
      <ErrorSummary errors={errors} message={t('member.validation.fix_fields')} />
      {onboarding.model && (
        <figure className="car-preview">
          <CarPicture model={onboarding.model} color={listed} />
          <figcaption>
            {[onboarding.model, variant, listed ?? (color?.kind === 'custom' ? color.text : '')]
              .filter(Boolean)
              .join(' · ')}
          </figcaption>
        </figure>
      )}
      <SelectField
        label={t('member.car_fields.variant')}
        value={variant}
        onChange={(e) => setVariant(isCarVariant(e.target.value) ? e.target.value : '')}
        error={errors.variant}
        empty={t('member.car_fields.variant_choose')}
        options={CAR_VARIANTS}
      />
      <ColorPicker value={color} onChange={setColor} error={errors.color} />
      <FormField
        label={t('member.car_fields.owned_since')}
        type="date"
        name="owned_since"
        min={OWNED_SINCE_MIN}
        max={todayIso()}
        value={ownedSince}
        onChange={(e) => setOwnedSince(e.target.value)}
        error={errors.owned_since}
        required
      />
      <FormField
        label={t('member.car_fields.license_plate')}
        name="license_plate"
        value={plate}
        onChange={(e) => setPlate(e.target.value.toUpperCase())}
        error={errors.license_plate}
        maxLength={15}
        hint={t('member.car_fields.optional')}
      />
      <FormField
        label={t('member.car_fields.name')}
        name="car_name"
        value={carName}
        onChange={(e) => setCarName(e.target.value)}
        error={errors.car_name}
        maxLength={60}
        hint={t('member.car_fields.optional')}
      />
      <StepError message={formError} />
      <StepActions onBack={onBack} busy={save.isPending} />
    </form>
  );
}
