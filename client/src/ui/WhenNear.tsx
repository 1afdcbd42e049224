import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the placeholder comes within `rootMargin` of the viewport (by default one
 * screen below or above it), and keeps them from then on. Below-the-fold sections of long pages
 * (the home page's product rails) thus cost nothing at load: a page that is not scrolled commits
 * only its first screens, and a shopper scrolling down gets each section a screen before it arrives.
 * The placeholder should reserve the section's height so nothing moves when it renders.
 */
export function WhenNear({ children, placeholder, rootMargin = '100% 0px' }: { children: ReactNode; placeholder: ReactNode; rootMargin?: string }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = anchor.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // Time-sliced: mounting a rail of product cards does not block scrolling.
        startTransition(() => setNear(true));
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  if (near) return children;
  return (
    <div ref={anchor} className="when-near" aria-hidden="true">
      {placeholder}
    </div>
  );
}
