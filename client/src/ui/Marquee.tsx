import type { CSSProperties, ReactNode } from 'react';
import './carousel.css';

/**
 * A looping horizontal scroller (the home page's offers): the items are drawn twice and the
 * track slides by half its width, so the loop is seamless. Pauses on hover and keyboard focus;
 * with reduced motion it becomes a plain scrollable row. The copy is hidden from assistive tech.
 */
export function Marquee({ label, children, seconds = 25, mobileSeconds = 40 }: { label: string; children: ReactNode; seconds?: number; mobileSeconds?: number }) {
  const style = { '--marquee-duration': `${seconds}s`, '--marquee-duration-mobile': `${mobileSeconds}s` } as CSSProperties;
  return (
    <div className="marquee" role="region" aria-label={label} style={style}>
      <div className="marquee__track">
        <div className="marquee__group">{children}</div>
        <div className="marquee__group" aria-hidden="true" inert>
          {children}
        </div>
      </div>
    </div>
  );
}
