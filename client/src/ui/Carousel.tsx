import { Children, useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import './carousel.css';
import { t } from '../i18n/i18n';

/** Breakpoints the carousel understands (min-width in px), matching the spec's slider settings. */
const BREAKPOINTS = [0, 640, 768, 1024, 1280] as const;

export interface CarouselProps {
  /** Accessible name of the carousel region, e.g. "Best sellers". */
  label: string;
  /** Slides visible from each min-width, e.g. `{ 0: 2.2, 768: 2, 1024: 3, 1280: 4 }`. */
  slidesPerView: Partial<Record<(typeof BREAKPOINTS)[number], number>>;
  /** Advance one slide every `autoplayMs` (paused on hover, focus and reduced motion). */
  autoplayMs?: number;
  children: ReactNode;
  className?: string;
}

/** The CSS variables of a carousel's slides per view: every breakpoint filled from the one below it, so CSS needs no fallback chains. */
export function slideVars(slidesPerView: CarouselProps['slidesPerView']): CSSProperties {
  const style: Record<string, number> = {};
  let last = 1;
  for (const bp of BREAKPOINTS) {
    last = slidesPerView[bp] ?? last;
    style[`--spv-${bp}`] = last;
  }
  return style as CSSProperties;
}

/**
 * A light CSS scroll-snap carousel: layout is pure CSS (slides per view by media query, so no
 * layout shift before JavaScript runs), swipe is native scrolling, and autoplay loops back to the
 * start after the last slide. Much smaller than a slider library in the initial bundle.
 */
export function Carousel({ label, slidesPerView, autoplayMs, children, className }: CarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const paused = useRef(false);
  const [edges, setEdges] = useState({ start: true, end: false });
  const slides = Children.toArray(children);

  const style = slideVars(slidesPerView);

  const updateEdges = useCallback(() => {
    const el = track.current;
    if (!el) return;
    const start = el.scrollLeft <= 2;
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 2;
    // Scroll events come every frame while a slide glides: re-render (every slide) only when an edge changes.
    setEdges((edges) => (edges.start === start && edges.end === end ? edges : { start, end }));
  }, []);

  const step = useCallback((direction: 1 | -1, loop = false) => {
    const el = track.current;
    if (!el) return;
    const first = el.firstElementChild as HTMLElement | null;
    const width = first ? first.getBoundingClientRect().width + parseFloat(getComputedStyle(el).columnGap || '0') : el.clientWidth;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 2;
    if (loop && direction === 1 && atEnd) el.scrollTo({ left: 0, behavior: 'smooth' });
    else el.scrollBy({ left: direction * width, behavior: 'smooth' });
  }, []);

  useEffect(() => {
    // No measuring on mount: a fresh track is at its start (the initial state), and reading scroll
    // sizes here would force a layout of the whole page inside React's commit.
    if (!autoplayMs || slides.length < 2) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    // Only while on screen: an off-screen carousel gliding every few seconds is main-thread work
    // (scroll events, style) that nobody sees.
    let visible = typeof IntersectionObserver === 'undefined';
    const observer = visible ? null : new IntersectionObserver(([entry]) => (visible = entry.isIntersecting));
    if (observer && track.current) observer.observe(track.current);
    const timer = window.setInterval(() => {
      if (visible && !paused.current && !document.hidden) step(1, true);
    }, autoplayMs);
    return () => {
      window.clearInterval(timer);
      observer?.disconnect();
    };
  }, [autoplayMs, slides.length, step]);

  return (
    <div
      className={['carousel', className].filter(Boolean).join(' ')}
      style={style}
      role="region"
      aria-roledescription={t('carousel')}
      aria-label={label}
      onMouseEnter={() => (paused.current = true)}
      onMouseLeave={() => (paused.current = false)}
      onFocus={() => (paused.current = true)}
      onBlur={() => (paused.current = false)}
    >
      <div className="carousel__track" ref={track} onScroll={updateEdges}>
        {slides.map((slide, index) => (
          <div className="carousel__slide" role="group" aria-roledescription={t('slide')} aria-label={t('{n} of {total}', { n: index + 1, total: slides.length })} key={index}>
            {slide}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <>
          <button type="button" className="carousel__nav carousel__nav--prev" aria-label={t('Previous {item}', { item: label })} onClick={() => step(-1)} disabled={edges.start}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="carousel__nav carousel__nav--next" aria-label={t('Next {item}', { item: label })} onClick={() => step(1, true)}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
    </div>
  );
}
