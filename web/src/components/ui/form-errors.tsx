// The pattern of a refused submit (WCAG 3.3.1, 4.1.3): the fields carry their messages (FormField),
// the focus moves to the first invalid field and a summary is announced. Forms set their field
// errors only when submitting, so each refused submit leads the keyboard to the first error again.
import { useEffect, useRef } from 'react';

const anyError = (errors: object) => Object.values(errors).some(Boolean);

/** A ref for the form: after each change of `errors` that holds an error, its first invalid field takes the focus. */
export function useFocusFirstError(errors: object) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (anyError(errors)) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return form;
}

/** The announced summary of a refused submit; nothing while every field is valid. */
export function ErrorSummary({ errors, message }: { errors: object; message: string }) {
  if (!anyError(errors)) return null;
  return (
    <p className="form__error" role="alert">
      {message}
    </p>
  );
}
