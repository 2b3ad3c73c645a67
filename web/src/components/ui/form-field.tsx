// A labelled form field with its error message tied to it (aria-invalid, aria-describedby), so
// screen readers announce the Slovak validation message with the field.
import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldBase {
  label: string;
  error?: string;
  hint?: string;
}

type InputFieldProps = FieldBase & InputHTMLAttributes<HTMLInputElement> & { multiline?: false };
type TextAreaFieldProps = FieldBase & TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true };

export function FormField(props: InputFieldProps | TextAreaFieldProps) {
  const { label, error, hint, multiline, className, ...control } = props;
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, className: 'field__control' };
  return (
    <div className={['field', error && 'field--invalid', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...common} />
      ) : (
        <input {...(control as InputHTMLAttributes<HTMLInputElement>)} {...common} />
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
