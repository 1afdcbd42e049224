import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldShell {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
}

function Shell({ id, label, error, hint, required, children }: FieldShell & { id: string; children: ReactNode }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field__error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** A labelled input with its error; every field in the store goes through this. */
export function TextField({ label, error, hint, required, id, ...input }: FieldShell & InputHTMLAttributes<HTMLInputElement>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <Shell id={fieldId} label={label} error={error} hint={hint} required={required}>
      <input
        id={fieldId}
        className="field__input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined}
        {...input}
      />
    </Shell>
  );
}

export function TextAreaField({ label, error, hint, required, id, ...input }: FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <Shell id={fieldId} label={label} error={error} hint={hint} required={required}>
      <textarea
        id={fieldId}
        className="field__input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        {...input}
      />
    </Shell>
  );
}

export function SelectField({ label, error, hint, required, id, children, ...select }: FieldShell & SelectHTMLAttributes<HTMLSelectElement>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <Shell id={fieldId} label={label} error={error} hint={hint} required={required}>
      <select id={fieldId} className="field__input" required={required} aria-invalid={error ? true : undefined} {...select}>
        {children}
      </select>
    </Shell>
  );
}
