// The state of a member-area form's errors, for forms that check their fields and then hear the
// server's refusal (onboarding's steps, "Pridať auto"). Apart from form-errors.tsx, which public
// pages use too: this one reads the member catalogue (lib/i18n-member.ts).
import { useState } from 'react';
import { fieldErrorsFrom, hasErrors, problemMessage, type FieldErrors } from '@/lib/validation';
import { vinProblem } from '@/lib/vin-problem';
import { useFocusFirstError } from './form-errors';

/**
 * The errors of a form with its own checks and the server's: `passes(found)` shows the browser's
 * checks before sending (true when there is none); `refused(error)` shows the server's refusal — why
 * a VIN was refused on the VIN field (when the form has one), else the fields the server named, else
 * one sentence for the whole form (`formError`). The first invalid field takes the focus.
 */
export function useFormErrors<F extends string>(fields: readonly F[]) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const form = useFocusFirstError(errors);
  const passes = (found: FieldErrors<F>): boolean => {
    setErrors(found);
    setFormError(null);
    return !hasErrors(found);
  };
  const refused = (error: unknown): void => {
    const vinMessage = (fields as readonly string[]).includes('vin') ? vinProblem(error) : undefined;
    if (vinMessage) return setErrors({ vin: vinMessage } as FieldErrors<F>);
    const named = fieldErrorsFrom<F>(error, fields);
    setErrors(named);
    setFormError(hasErrors(named) ? null : problemMessage(error));
  };
  return { errors, formError, form, passes, refused };
}
