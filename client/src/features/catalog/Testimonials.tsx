import { Carousel } from '../../ui/Carousel';
import { msg, t } from '../../i18n/i18n';

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

/** The About Us page's static testimonials (the home page's come from the server). */
export const STATIC_TESTIMONIALS: Testimonial[] = [
  { id: 'a1', name: 'Priya Sharma', city: 'Lucknow', rating: 5, text: msg('The chikankari kurta I ordered was even prettier in person. Delivered in four days, beautifully packed.') },
  { id: 'a2', name: 'Rahul Verma', city: 'Pune', rating: 4, text: msg('Good fabric and the fit guide was spot on. Returns were painless when I needed a bigger size.') },
  { id: 'a3', name: 'Ananya Iyer', city: 'Chennai', rating: 5, text: msg('My go-to store for festive wear. The saree colours are exactly as shown in the photos.') },
  { id: 'a4', name: 'Mohammed Arif', city: 'Hyderabad', rating: 5, text: msg('Cash on delivery and quick delivery even to my parents’ town. Very trustworthy.') },
  { id: 'a5', name: 'Kavya Nair', city: 'Kochi', rating: 4, text: msg('Lovely everyday tops at honest prices. The coupon on my first order was a nice touch.') },
  { id: 'a6', name: 'Arjun Mehta', city: 'Ahmedabad', rating: 5, text: msg('Jeans that actually fit on the first try. Customer care answered my call within minutes.') },
];
