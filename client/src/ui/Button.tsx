import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

type Variant = 'primary' | 'secondary' | 'ghost';

interface StyleProps {
  variant?: Variant;
  block?: boolean;
  small?: boolean;
}

const classes = ({ variant = 'primary', block, small }: StyleProps, extra?: string) =>
  ['btn', `btn--${variant}`, block && 'btn--block', small && 'btn--small', extra].filter(Boolean).join(' ');

export function Button({ variant, block, small, className, type = 'button', ...rest }: StyleProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={classes({ variant, block, small }, className)} {...rest} />;
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, block, small, className, ...rest }: StyleProps & LinkProps) {
  return <Link className={classes({ variant, block, small }, className)} {...rest} />;
}
