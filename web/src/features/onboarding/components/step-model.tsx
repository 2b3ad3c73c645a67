// Step 2, vehicle model. The model the VIN names (Tesla VINs) is selected in advance.
import { useState, type FormEvent } from 'react';
import { CarPicture } from '@/components/ui/car-picture';
import { CAR_MODELS, type CarModel } from '@/lib/cars';
import { t } from '@/lib/i18n-member';
import { problemMessage } from '@/lib/validation';
import { useSaveOnboarding, type Onboarding } from '../api/onboarding';
import { StepActions, StepError } from './step-actions';

export function StepModel({
  onboarding,
  onSaved,
  onBack,
}: {
  onboarding: Onboarding;
  onSaved: (saved: Onboarding) => void;
  onBack?: () => void;
}) {
  const save = useSaveOnboarding();
  const [model, setModel] = useState<CarModel | null>(onboarding.model ?? onboarding.suggested_model);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!model) return setError(t('member.onboarding.model_required'));
    setError(null);
    save.mutate({ model }, { onSuccess: (data) => onSaved(data.v), onError: (e) => setError(problemMessage(e)) });
  };

  return (
    <form className="wizard__form" onSubmit={submit} noValidate>
      {onboarding.suggested_model && (
        <p className="member-alert member-alert--info">
          {t('member.onboarding.model_suggested', { model: onboarding.suggested_model })}
        </p>
      )}
      <fieldset className="choice-grid" aria-describedby={error ? 'model-error' : undefined}>
        <legend>{t('member.onboarding.model_legend')}</legend>
        {CAR_MODELS.map((option) => (
          <label key={option} className={option === model ? 'choice choice--selected' : 'choice'}>
            <input
              type="radio"
              name="model"
              value={option}
              checked={option === model}
              onChange={() => setModel(option)}
            />
            <CarPicture model={option} decorative className="choice__picture" />
            <span className="choice__label">{option}</span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p id="model-error" role="alert" className="form__error">
          {error}
        </p>
      )}
      <StepError message={null} />
      <StepActions onBack={onBack} busy={save.isPending} />
    </form>
  );
}
