import type { HTMLAttributes } from 'react';

export function Card({ padded = true, className, ...rest }: { padded?: boolean } & HTMLAttributes<HTMLDivElement>) {
  return <div className={['card', padded && 'card--padded', className].filter(Boolean).join(' ')} {...rest} />;
}
