import type { ReactNode } from 'react';

/** Loading, empty and error states, with the spec's texts passed in by each screen. */
export function Loading({ text = 'Loading...' }: { text?: string }) {
  return (
    <div className="state" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      {text}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="state">
      <h2>{title}</h2>
      {children}
    </div>
  );
}

export function ErrorState({ text }: { text: string }) {
  return (
    <div className="state" role="alert">
      {text}
    </div>
  );
}
