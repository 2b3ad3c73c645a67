// /uzivatel/auto/{vin}: one of my cars with its picture, its details, a form to change them and
// "Auto som predal(a)", which ends my ownership after a question (the car's history stays).
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { colorChoiceOf, colorFields, ColorPicker, type ColorChoice } from '@/components/ui/car-color-picker';
import { CarPicture } from '@/components/ui/car-picture';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorSummary, useFocusFirstError } from '@/components/ui/form-errors';
import { FormField, SelectField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { LoadError, Loading } from '@/components/ui/query-state';
import { CAR_MODELS, CAR_VARIANTS, isCarModel, isCarVariant, type CarModel, type CarVariant } from '@/lib/cars';
import { t } from '@/lib/i18n-member';
import { isNotFound } from '@/lib/query-client';
import {
  check,
  fieldErrorsFrom,
  firstErrors,
  formatIsoDate,
  hasErrors,
  problemMessage,
  todayIso,
  type FieldErrors,
} from '@/lib/validation';
import { useCar, useSellCar, useUpdateCar, type Car } from '../api/cars';

type Field = 'license_plate' | 'name' | 'owned_since' | 'tesla_account' | 'color';
const PLATE = /^[\p{Lu}\p{N}][\p{Lu}\p{N} -]*$/u;

function CarForm({ car }: { car: Car }) {
  const update = useUpdateCar(car.vin);
  const [model, setModel] = useState<CarModel>(car.model);
  const [variant, setVariant] = useState<CarVariant | ''>(car.variant ?? '');
  const [color, setColor] = useState<ColorChoice>(colorChoiceOf(car.color, car.custom_color));
  const [plate, setPlate] = useState(car.license_plate ?? '');
  const [name, setName] = useState(car.name ?? '');
  const [ownedSince, setOwnedSince] = useState(car.owned_since ?? '');
  const [account, setAccount] = useState(car.tesla_account ?? '');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useFocusFirstError(errors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = firstErrors<Field>({
      license_plate: [
        plate.trim() ? check.pattern(plate, PLATE, t('member.validation.plate')) : undefined,
        check.maxLength(plate, 15),
      ],
      name: [check.maxLength(name, 60)],
      owned_since: [ownedSince ? check.date(ownedSince, '1990-01-01') : undefined],
      tesla_account: [account.trim() ? check.email(account) : undefined],
      color: [color?.kind === 'custom' ? check.maxLength(color.text, 60) : undefined],
    });
    setErrors(found);
    setMessage(null);
    if (hasErrors(found)) return;
    update.mutate(
      {
        model,
        variant: variant || null,
        ...colorFields(color),
        license_plate: plate.trim() || null,
        name: name.trim() || null,
        owned_since: ownedSince || null,
        tesla_account: account.trim() || null,
      },
      {
        onSuccess: () => setMessage({ ok: true, text: t('member.common.saved') }),
        onError: (error) => {
          const fields = fieldErrorsFrom<Field>(error, [
            'license_plate',
            'name',
            'owned_since',
            'tesla_account',
            'color',
          ]);
          setErrors(fields);
          setMessage({ ok: false, text: problemMessage(error) });
        },
      },
    );
  };

  return (
    <form ref={form} className="member-form" onSubmit={submit} noValidate aria-labelledby="car-edit-title">
      <h2 id="car-edit-title">{t('member.cars.edit')}</h2>
      <ErrorSummary errors={errors} message={t('member.validation.fix_fields')} />
      <SelectField
        label={t('member.car_fields.model')}
        value={model}
        onChange={(e) => isCarModel(e.target.value) && setModel(e.target.value)}
        options={CAR_MODELS}
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
        value={plate}
        onChange={(e) => setPlate(e.target.value.toUpperCase())}
        error={errors.license_plate}
        maxLength={15}
      />
      <FormField
        label={t('member.car_fields.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
        maxLength={60}
      />
      <FormField
        label={t('member.car_fields.owned_since')}
        type="date"
        min="1990-01-01"
        max={todayIso()}
        value={ownedSince}
        onChange={(e) => setOwnedSince(e.target.value)}
        error={errors.owned_since}
      />
      <FormField
        label={t('member.car_fields.tesla_account')}
        type="email"
        value={account}
        onChange={(e) => setAccount(e.target.value)}
        error={errors.tesla_account}
      />
      <div aria-live="polite">
        {message && <p className={message.ok ? 'member-alert member-alert--success' : 'form__error'}>{message.text}</p>}
      </div>
      <button type="submit" className="button button--primary" disabled={update.isPending}>
        {update.isPending ? t('member.common.saving') : t('member.common.save')}
      </button>
    </form>
  );
}

function SellCar({ car }: { car: Car }) {
  const sell = useSellCar(car.vin);
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const question = t('member.cars.sold_confirm', { car: car.name || car.model });
  return (
    <section className="member-form" aria-labelledby="car-sold-title">
      <h2 id="car-sold-title">{t('member.cars.sold_title')}</h2>
      <p>{t('member.cars.sold_intro')}</p>
      <div aria-live="polite">{sell.isError && <p className="form__error">{problemMessage(sell.error)}</p>}</div>
      <button
        type="button"
        className="button button--secondary"
        disabled={sell.isPending}
        onClick={() => setAsking(true)}
      >
        {t('member.cars.sold')}
      </button>
      <ConfirmDialog
        open={asking}
        question={question}
        yes={t('member.cars.sold_yes')}
        no={t('member.cars.sold_no')}
        onConfirm={() =>
          sell.mutate(undefined, {
            onSuccess: () =>
              navigate('/uzivatel/dashboard', {
                state: { notice: t('member.cars.sold_done', { car: car.name || car.model }) },
              }),
          })
        }
        onClose={() => setAsking(false)}
      />
    </section>
  );
}

export function CarDetailPage({ vin }: { vin: string }) {
  const query = useCar(vin);
  if (query.isError) {
    return isNotFound(query.error) ? (
      <>
        <PageHeader title={t('member.cars.not_found_title')} />
        <p>{t('member.cars.not_found')}</p>
        <Link to="/uzivatel/dashboard">{t('member.common.back_to_dashboard')}</Link>
      </>
    ) : (
      <LoadError onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) return <Loading />;
  const car = query.data.v;
  return (
    <>
      <PageHeader title={car.name || car.model} />
      <div className="car-detail">
        <figure className="car-preview">
          <CarPicture model={car.model} color={car.color} />
        </figure>
        <dl className="facts">
          <dt>{t('member.car_fields.vin')}</dt>
          <dd className="mono">{car.vin}</dd>
          <dt>{t('member.car_fields.model')}</dt>
          <dd>{car.model}</dd>
          <dt>{t('member.car_fields.variant')}</dt>
          <dd>{car.variant ?? '—'}</dd>
          <dt>{t('member.car_fields.color')}</dt>
          <dd>{car.color ?? car.custom_color ?? '—'}</dd>
          <dt>{t('member.car_fields.license_plate')}</dt>
          <dd>{car.license_plate ?? '—'}</dd>
          <dt>{t('member.car_fields.owned_since')}</dt>
          <dd>{car.owned_since ? formatIsoDate(car.owned_since) : '—'}</dd>
        </dl>
      </div>
      <CarForm key={car.vin} car={car} />
      <SellCar car={car} />
    </>
  );
}
