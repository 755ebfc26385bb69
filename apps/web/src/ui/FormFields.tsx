import { forwardRef, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { inputClass } from './TextField';

// A select is always :read-only in CSS; it must not look disabled.
const selectClass = inputClass.replace('read-only:bg-canvas', '');

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
  className?: string;
}

function FieldShell({ id, label, error, children, className = '' }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-message`} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string };

/** Labelled multi-line input with its error message (works with react-hook-form's register). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, className, rows = 5, ...props },
  ref,
) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} className={className}>
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
        {...props}
      />
    </FieldShell>
  );
});

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
};

/** Labelled native select with a placeholder option and its error message. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, className, placeholder, options, ...props },
  ref,
) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} className={className}>
      <select
        ref={ref}
        id={id}
        className={selectClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
});
