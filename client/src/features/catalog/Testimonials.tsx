import { Carousel } from '../../ui/Carousel';
import { t } from '../../i18n/i18n';

export interface Testimonial {
  id: string;
  name: string;
  city?: string | null;
  text: string;
  rating?: number | null;
}

/**
 * The testimonials slider of the home and About Us pages: autoplay 3.5 s, looping,
 * 1 slide on phones, 2 from 768 px, 3 from 1024 px (spec section 2).
 */
export function Testimonials({ items, title = t('What our customers say') }: { items: Testimonial[]; title?: string }) {
  if (items.length === 0) return null;
  return (
    <section className="testimonials" aria-labelledby="testimonials-title">
      <h2 className="section-title" id="testimonials-title">
        {title}
      </h2>
      <Carousel label={t('Testimonials')} slidesPerView={{ 0: 1, 768: 2, 1024: 3 }} autoplayMs={3500}>
        {items.map((item) => (
          <figure key={item.id} className="testimonial card card--padded">
            {item.rating ? (
              <span className="testimonial__stars" role="img" aria-label={t('Rated {rating} out of 5', { rating: item.rating })}>
                {'★'.repeat(Math.round(item.rating))}
                <span className="testimonial__stars-off">{'★'.repeat(5 - Math.round(item.rating))}</span>
              </span>
            ) : null}
            <blockquote>“{t(item.text)}”</blockquote>
            <figcaption>
              <strong>{item.name}</strong>
              {item.city ? <span className="muted"> · {item.city}</span> : null}
            </figcaption>
          </figure>
        ))}
      </Carousel>
    </section>
  );
}
