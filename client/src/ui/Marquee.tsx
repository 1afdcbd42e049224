import { useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import './carousel.css';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * A looping horizontal scroller (the home page's offers): the items are drawn twice and the
 * track slides by half its width, so the loop is seamless. Pauses on hover and keyboard focus;
 * with reduced motion it becomes a plain scrollable row.
 *
 * The copy is on screen half of the time, so its links must work for a pointer: it is hidden from
 * assistive tech (aria-hidden) and its controls leave the tab order (tabindex -1), but it is not
 * `inert`, which would make every click on it do nothing.
 */
export function Marquee({ label, children, seconds = 25, mobileSeconds = 40 }: { label: string; children: ReactNode; seconds?: number; mobileSeconds?: number }) {
  const style = { '--marquee-duration': `${seconds}s`, '--marquee-duration-mobile': `${mobileSeconds}s` } as CSSProperties;
  const copy = useRef<HTMLDivElement>(null);
  // After every render: the children may have brought new links.
  useLayoutEffect(() => {
    copy.current?.querySelectorAll<HTMLElement>(FOCUSABLE).forEach((element) => {
      element.tabIndex = -1;
    });
  });
  return (
    <div className="marquee" role="region" aria-label={label} style={style}>
      <div className="marquee__track">
        <div className="marquee__group">{children}</div>
        <div className="marquee__group" aria-hidden="true" ref={copy}>
          {children}
        </div>
      </div>
    </div>
  );
}
