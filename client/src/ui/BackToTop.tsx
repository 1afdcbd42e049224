import { useEffect, useState } from 'react';
import './widgets.css';

/** The spec's back-to-top button: appears once the page is scrolled more than 300 px. */
export function BackToTop({ threshold = 300 }: { threshold?: number }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  if (!shown) return null;
  return (
    <button type="button" className="back-to-top" aria-label="Back to top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <span aria-hidden="true">↑</span>
    </button>
  );
}
