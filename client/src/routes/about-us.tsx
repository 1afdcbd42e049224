import { useEffect, useRef, useState } from 'react';
import { Breadcrumb } from '../ui/Breadcrumb';
import { BackToTop } from '../ui/BackToTop';
import { Testimonials, STATIC_TESTIMONIALS } from '../features/catalog/Testimonials';
import { paths } from '../config/paths';
import './pages.css';
import { useDocumentTitle } from '../ui/use-document-title';
import { t, msg } from '../i18n/i18n';
import { useShop } from '../features/shop/use-shop';
import { returnsSentence, shippingSentence } from '../features/shop/shop-texts';

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

/** About Us (spec section 2, static pages). */
export default function AboutUsRoute() {
  useDocumentTitle('About Us');
  const shop = useShop();
  const brand = shop?.brandName ?? '';
  return (
    <div className="container page">
      <Breadcrumb items={[{ label: t('Home'), to: paths.home }, { label: t('About Us') }]} />
      <div className="hero-band">
        <h1>{t('About Us')}</h1>
        <p>{t('Fashion for every Indian celebration and every ordinary Tuesday, made with care and priced honestly.')}</p>
      </div>
      <section className="prose" aria-labelledby="story">
        <h2 id="story">{t('Our story')}</h2>
        <p>
          {t("{brand} began as a small family shop of chikankari kurtas in Lucknow's Aminabad market. Five decades later we still choose every fabric by hand, but now we bring kurtas, sarees, shirts, jeans and everyday wear for men and women to homes across India.", { brand })}
        </p>
        <p>{t('We work directly with weavers and garment makers, so you pay for the clothes and not for the middlemen.')}</p>
        {/* The figures are the store's settings: the same the cart and checkout charge. */}
        {shop && (
          <p>
            {shippingSentence(shop)} {returnsSentence(shop)}
          </p>
        )}
      </section>

      <ul className="counters" aria-label={t('{brand} in numbers', { brand })}>
        {COUNTERS.map((c) => (
          <Counter key={c.label} {...c} />
        ))}
      </ul>

      <section aria-labelledby="why">
        <h2 className="section-title" id="why">
          {t('Why Choose Us')}
        </h2>
        <div className="why-cards">
          <article className="why-card card card--padded">
            <span className="why-card__icon" aria-hidden="true">
              ✦
            </span>
            <h3>{t('High quality, low cost')}</h3>
            <p>{t('Fabrics we would wear ourselves, sourced straight from the makers so the price stays fair.')}</p>
          </article>
          <article className="why-card card card--padded">
            <span className="why-card__icon" aria-hidden="true">
              ♥
            </span>
            <h3>{t('50K happy customers')}</h3>
            <p>{t('Shoppers from Srinagar to Kanyakumari come back season after season for their festive and everyday wear.')}</p>
          </article>
          <article className="why-card card card--padded">
            <span className="why-card__icon" aria-hidden="true">
              ↺
            </span>
            <h3>{t('Transparent refund policy')}</h3>
            <p>{t('Clear rules, no fine print: approved refunds reach you within 7 days, and we tell you every step of the way.')}</p>
          </article>
        </div>
      </section>

      <Testimonials items={STATIC_TESTIMONIALS} />
      <BackToTop />
    </div>
  );
}
