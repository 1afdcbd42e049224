import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { BackToTop } from '../ui/BackToTop';
import { Testimonials } from '../features/catalog/Testimonials';
import { PolicyPage } from '../features/catalog/PolicyPage';
import './pages.css';
import { t, msg } from '../i18n/i18n';
import { useShop } from '../features/shop/use-shop';

const COUNTERS = [
  { value: 50, label: msg('Years of foundation') },
  { value: 100, label: msg('Skilled team members') },
  { value: 80, label: msg('Happy customers') },
  { value: 70, label: msg('Monthly orders') },
];

/** Counts up from 0 once visible (instantly with reduced motion). */
function Counter({ value, label }: { value: number; label: string }) {
  const ref = useRef<HTMLLIElement>(null);
  const [shown, setShown] = useState(value);
  useEffect(() => {
    const el = ref.current;
    if (!el || !('IntersectionObserver' in window) || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    setShown(0);
    let frame = 0;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry.isIntersecting) return;
      observer.disconnect();
      const start = performance.now();
      const tick = (now: number) => {
        const t = Math.min(1, (now - start) / 1200);
        setShown(Math.round(value * (1 - (1 - t) ** 3)));
        if (t < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value]);
  return (
    <li className="counter" ref={ref}>
      <strong aria-hidden="true">{shown}</strong>
      <span className="visually-hidden">{value} </span>
      {t(label)}
    </li>
  );
}

const AboutTestimonialsQuery = graphql(`
  query AboutTestimonials {
    homePage {
      testimonials {
        id
        name
        city
        text
        rating
      }
    }
  }
`);

/** About Us (spec section 2): the owner's text from the server (dashboard → Store pages), the counters, and the store's testimonials. */
export default function AboutUsRoute() {
  const { data } = useQuery(AboutTestimonialsQuery);
  const brand = useShop()?.brandName ?? '';
  return (
    <PolicyPage type="ABOUT_US" fallbackTitle={t('About Us')}>
      <div className="container">
        <ul className="counters" aria-label={t('{brand} in numbers', { brand })}>
          {COUNTERS.map((c) => (
            <Counter key={c.label} {...c} />
          ))}
        </ul>
        <Testimonials items={data?.homePage.testimonials ?? []} />
      </div>
      <BackToTop />
    </PolicyPage>
  );
}
