import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './form-field.css';

/** The props a control needs to be labelled and to announce its error/hint. */
interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  label: ReactNode;
  /** The server's (or client rule's) message for this field, shown under it (spec 01 §5). */
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label + control + hint + error under the field, wired with aria-describedby / aria-invalid. */
export function FormField({ label, error, hint, required = false, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control: FieldControlProps = { id, 'aria-invalid': Boolean(error) };
  if (describedBy) control['aria-describedby'] = describedBy;
  return (
    <div className="form-field" data-invalid={Boolean(error)}>
      <label htmlFor={id} className="form-label">
        {label}
        {required ? (
          <span aria-hidden="true" className="form-required">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children(control)}
      {hint ? (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A text input in a FormField. */
export function TextField({ label, error, hint, required, ...input }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={Boolean(required)}>
      {(control) => <input className="form-input" required={required} {...input} {...control} />}
    </FormField>
  );
}

/** What a group of controls (a picker, radios) needs to be labelled and to announce its error. */
interface GroupControlProps {
  labelledBy: string;
  describedBy: string | undefined;
  invalid: boolean;
}

interface GroupFieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  children: (group: GroupControlProps) => ReactNode;
}

/**
 * A labelled group of controls (or a control that names itself by the label's id: a date button, a hidden file input)
 * with its hint and error under it, like FormField for one control.
 */
export function GroupField({ label, error, hint, required = false, children }: GroupFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="form-field" data-invalid={Boolean(error)}>
      <span id={`${id}-label`} className="form-label">
        {label}
        {required ? (
          <span aria-hidden="true" className="form-required">
            {' '}
            *
          </span>
        ) : null}
      </span>
      {children({ labelledBy: `${id}-label`, describedBy: describedBy === '' ? undefined : describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={`${id}-hint`} className="form-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'aria-invalid' | 'aria-describedby'> & {
  label: ReactNode;
  error?: string | undefined;
};

/** A checkbox with its label beside it and its error under it, wired like FormField. */
export function CheckboxField({ label, error, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="form-field" data-invalid={Boolean(error)}>
      <label className="row" htmlFor={id}>
        <input type="checkbox" id={id} aria-invalid={Boolean(error)} {...(error ? { 'aria-describedby': `${id}-error` } : {})} {...input} />
        {label}
      </label>
      {error ? (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The message of a form as a whole (the server refused it, the network failed), under the form. An alert, and
 * focusable so that focusFirstError can take a keyboard or screen-reader user to it.
 */
export function FormError({ message, className = 'form-error' }: { message: string | null | undefined; className?: string }) {
  return message ? (
    <p className={className} role="alert" tabIndex={-1}>
      {message}
    </p>
  ) : null;
}
