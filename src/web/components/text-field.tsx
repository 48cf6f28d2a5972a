import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useValidationText } from '@/lib/validation-text.ts';

interface FieldFrameProps {
  id: string;
  label: string;
  required: boolean | undefined;
  error: string | undefined;
  hint: ReactNode | undefined;
  children: ReactNode;
}

/** Label with the required asterisk, the control, then its validation message (or a hint). */
function FieldFrame({ id, label, required, error, hint, children }: FieldFrameProps) {
  // A form's refusal is kept as its key (form-errors.ts): shown in the language chosen now.
  const message = useValidationText(error);
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
        {/* The control's `required` tells assistive technology; the asterisk is for the eye. */}
        {required ? (
          <span className="text-red-600 dark:text-red-400" aria-hidden>
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {message ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
          {message}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The id, validity and description a field's control carries, so assistive technology reads its message or hint. */
function useControlProps(id: string | undefined, required: boolean | undefined, error: string | undefined, hint: ReactNode | undefined) {
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  const describedBy = error ? `${controlId}-error` : hint ? `${controlId}-hint` : undefined;
  return { id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, required };
}

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | undefined; hint?: ReactNode };

/** A labelled input with its validation message announced to assistive technology. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, id, required, ...props }, ref) {
  const control = useControlProps(id, required, error, hint);
  return (
    <FieldFrame id={control.id} label={label} required={required} error={error} hint={hint}>
      <input ref={ref} className="field-input" {...control} {...props} />
    </FieldFrame>
  );
});

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | undefined; hint?: ReactNode };

/** A labelled, vertically resizable text area with its validation message or hint. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, id, required, rows = 4, ...props },
  ref,
) {
  const control = useControlProps(id, required, error, hint);
  return (
    <FieldFrame id={control.id} label={label} required={required} error={error} hint={hint}>
      <textarea ref={ref} rows={rows} className="field-input resize-y" {...control} {...props} />
    </FieldFrame>
  );
});

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string | undefined; hint?: ReactNode };

/** A labelled select; its options are the children. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ label, error, hint, id, required, children, ...props }, ref) {
  const control = useControlProps(id, required, error, hint);
  return (
    <FieldFrame id={control.id} label={label} required={required} error={error} hint={hint}>
      <select ref={ref} className="field-input" {...control} {...props}>
        {children}
      </select>
    </FieldFrame>
  );
});
