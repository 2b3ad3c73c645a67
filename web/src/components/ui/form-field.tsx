// A labelled form field with its error message tied to it (aria-invalid, aria-describedby), so
// screen readers announce the Slovak validation message with the field: text, multi-line or a choice.
import {
  useEffect,
  useId,
  useRef,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldBase {
  label: string;
  error?: string;
  hint?: string;
}

type InputFieldProps = FieldBase & InputHTMLAttributes<HTMLInputElement> & { multiline?: false };
type TextAreaFieldProps = FieldBase & TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true };

/** An option: a value shown as it is, or a value with its label. */
export type SelectOption = string | { value: string; label: string };
type SelectFieldProps = FieldBase &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
    options: readonly SelectOption[];
    /** The label of a first option with the value '' (no choice). */
    empty?: string;
  };

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

type FrameProps = FieldBase & { className?: string };

/** Label, hint, the control and the error message, tied together by ids; `control` gets the field's other props. */
function Field<P extends FrameProps>({
  field,
  control,
}: {
  field: P;
  control: (own: Omit<P, keyof FrameProps>, common: ControlProps) => ReactNode;
}) {
  const { label, error, hint, className, ...own } = field;
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
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
      {control(own, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        className: 'field__control',
      })}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

type TextControl = HTMLInputElement & HTMLTextAreaElement;

/**
 * What a visitor typed into the server's HTML before the page's script took over (a slow
 * connection) is handed to the form's state once the field is live, instead of being lost: the
 * form would otherwise submit its empty state and the next render would wipe the text.
 */
function useEarlyInput(value: unknown, onChange: ((event: ChangeEvent<TextControl>) => void) | undefined) {
  const ref = useRef<TextControl>(null);
  useEffect(() => {
    const element = ref.current;
    if (element && onChange && typeof value === 'string' && element.value !== value)
      onChange({ target: element, currentTarget: element } as ChangeEvent<TextControl>);
    // Once, when the field first comes alive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

export function FormField(props: InputFieldProps | TextAreaFieldProps) {
  const ref = useEarlyInput(props.value, props.onChange as ((event: ChangeEvent<TextControl>) => void) | undefined);
  return (
    <Field
      field={props}
      control={({ multiline, ...control }, common) =>
        multiline ? (
          <textarea ref={ref} {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...common} />
        ) : (
          <input ref={ref} {...(control as InputHTMLAttributes<HTMLInputElement>)} {...common} />
        )
      }
    />
  );
}

export function SelectField(props: SelectFieldProps) {
  return (
    <Field
      field={props}
      control={({ options, empty, ...control }, common) => (
        <select {...control} {...common}>
          {empty !== undefined && <option value="">{empty}</option>}
          {options.map((option) => {
            const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {label}
              </option>
            );
          })}
        </select>
      )}
    />
  );
}
