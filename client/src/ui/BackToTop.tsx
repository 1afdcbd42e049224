import { useEffect, useState } from 'react';
import './widgets.css';
import { t } from '../i18n/i18n';

/** The spec's back-to-top button: appears once the page is scrolled more than 300 px. */
export function BackToTop({ threshold = 300 }: { threshold?: number }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > threshold);
    // Not read during React's commit: scrollY forces a layout of the page there (a long task on a
    // phone); in the next frame it rides on the layout the browser does anyway.
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  if (!shown) return null;
  return (
    <button type="button" className="back-to-top" aria-label={t('Back to top')} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <span aria-hidden="true">↑</span>
    </button>
  );
}
