// /uzivatel/auto/nove: "Pridať auto" — another car of mine: the VIN (checked as in onboarding,
// docs/product-rules.md §4), the model from the same catalogue, and the details the car page edits.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ColorPicker, colorFields, type ColorChoice } from '@/components/ui/car-color-picker';
import { ErrorSummary } from '@/components/ui/form-errors';
import { FormField, SelectField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { useFormErrors } from '@/components/ui/use-form-errors';
import { VinField } from '@/components/ui/vin-field';
import {
  CAR_MODELS,
  CAR_VARIANTS,
  isCarModel,
  isCarVariant,
  normalizeVin,
  type CarModel,
  type CarVariant,
} from '@/lib/cars';
import { t } from '@/lib/i18n-member';
import { check, firstErrors, todayIso } from '@/lib/validation';
import { useAddCar } from '../api/cars';

type Field = 'vin' | 'model' | 'license_plate' | 'owned_since' | 'color';
const PLATE = /^[\p{Lu}\p{N}][\p{Lu}\p{N} -]*$/u;

export function AddCarPage() {
  const add = useAddCar();
  const navigate = useNavigate();
  const [vin, setVin] = useState('');
  const [model, setModel] = useState<CarModel | ''>('');
  const [variant, setVariant] = useState<CarVariant | ''>('');
  const [color, setColor] = useState<ColorChoice>(null);
  const [plate, setPlate] = useState('');
  const [ownedSince, setOwnedSince] = useState('');
  const { errors, formError, form, passes, refused } = useFormErrors<Field>([
    'vin',
    'model',
    'license_plate',
    'owned_since',
    'color',
  ]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = firstErrors<Field>({
      vin: [check.required(vin), check.vin(vin)],
      model: [model ? undefined : t('member.onboarding.model_required')],
      license_plate: [
        plate.trim() ? check.pattern(plate, PLATE, t('member.validation.plate')) : undefined,
        check.maxLength(plate, 15),
      ],
      owned_since: [ownedSince ? check.date(ownedSince, '1990-01-01') : undefined],
      color: [color?.kind === 'custom' ? check.maxLength(color.text, 60) : undefined],
    });
    if (!passes(found) || !model) return;
    const newVin = normalizeVin(vin);
    add.mutate(
      {
        vin: newVin,
        model,
        variant: variant || null,
        ...colorFields(color),
        license_plate: plate.trim() || null,
        owned_since: ownedSince || null,
      },
      {
        onSuccess: () => navigate(`/uzivatel/auto/${encodeURIComponent(newVin)}`),
        onError: refused,
      },
    );
  };

  return (
    <>
      <PageHeader title={t('member.cars.add_title')} intro={t('member.cars.add_intro')} />
      <form ref={form} className="member-form" onSubmit={submit} noValidate>
        <ErrorSummary errors={errors} message={t('member.validation.fix_fields')} />
        <VinField label={t('member.car_fields.vin')} value={vin} onChange={setVin} error={errors.vin} />
        <SelectField
          label={t('member.car_fields.model')}
          name="model"
          value={model}
          onChange={(e) => setModel(isCarModel(e.target.value) ? e.target.value : '')}
          empty={t('member.cars.choose_model')}
          options={CAR_MODELS}
          error={errors.model}
          required
        />
        <SelectField
          label={t('member.car_fields.variant')}
          value={variant}
          onChange={(e) => setVariant(isCarVariant(e.target.value) ? e.target.value : '')}
          empty={t('member.car_fields.variant_none')}
          options={CAR_VARIANTS}
        />
        <ColorPicker value={color} onChange={setColor} error={errors.color} />
        <FormField
          label={t('member.car_fields.license_plate')}
          name="license_plate"
          value={plate}
          onChange={(e) => setPlate(e.target.value.toUpperCase())}
          error={errors.license_plate}
          maxLength={15}
        />
        <FormField
          label={t('member.car_fields.owned_since')}
          name="owned_since"
          type="date"
          min="1990-01-01"
          max={todayIso()}
          value={ownedSince}
          onChange={(e) => setOwnedSince(e.target.value)}
          error={errors.owned_since}
        />
        <div aria-live="polite">{formError && <p className="form__error">{formError}</p>}</div>
        <button type="submit" className="button button--primary" disabled={add.isPending}>
          {add.isPending ? t('member.common.saving') : t('member.cars.add_submit')}
        </button>
      </form>
    </>
  );
}
