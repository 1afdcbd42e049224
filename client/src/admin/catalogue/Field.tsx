/** A labelled input with its error announced and linked (aria-invalid, aria-describedby). */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: ReactNode;
  error?: string;
  onValue: (value: string) => void;
  multiline?: boolean;
}

export function Field({ label, error, onValue, multiline, className, ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined };
  return (
    <div className={`admin-field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={4} value={String(input.value ?? '')} onChange={(e) => onValue(e.target.value)} name={input.name} />
      ) : (
        <input {...input} {...common} onChange={(e) => onValue(e.target.value)} />
      )}
      {error && (
        <span id={errorId} className="admin-field-error">
          {error}
        </span>
      )}
    </div>
  );
}
