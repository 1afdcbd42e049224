import type { ReactNode } from 'react';

export function Badge({ tone = 'neutral', children }: { tone?: 'success' | 'danger' | 'neutral' | 'brand'; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
