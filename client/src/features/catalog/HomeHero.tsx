import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Carousel } from '../../ui/Carousel';
import './home-hero.css';
import { t } from '../../i18n/i18n';

export interface HeroBanner {
  id: string;
  title: string;
  subtitle: string;
  image: string;
  link: string;
}

/** Id of the JSON block in which the server sends the banners it prerendered into the HTML of /. */
export const HERO_DATA_ID = 'kapda-home-hero';

let prerendered: HeroBanner[] | null | undefined;

/**
 * The banners the server prerendered into the first HTML (server/src/app/home-prerender.ts), so the
 * first React render shows the same hero as the HTML did (no flash back to the placeholder, and the
 * hero image stays the page's largest paint) until the Home query answers.
 */
export function prerenderedBanners(): HeroBanner[] | null {
  if (prerendered !== undefined) return prerendered;
  prerendered = null;
  const block = typeof document === 'undefined' ? null : document.getElementById(HERO_DATA_ID);
  if (block?.textContent) {
    try {
      const banners = JSON.parse(block.textContent) as unknown;
      if (Array.isArray(banners) && banners.length) prerendered = banners as HeroBanner[];
    } catch {
      /* a damaged block: render from the query as before */
    }
  }
  return prerendered;
}

/**
 * 1. Hero slider of the home page: 3 s, 1 / 2 / 3 slides below 768 / below 1024 / above.
 * The server renders the same markup for the first HTML of / (home-prerender.ts, kept equal by
 * HomeHero.test.tsx): change both together.
 */
export function HomeHero({ banners }: { banners: readonly HeroBanner[] | null | undefined }) {
  return (
    <section className="home-hero container" aria-label={t('Featured')}>
      {banners ? (
        <Carousel label={t('Featured collections')} slidesPerView={{ 0: 1, 768: 2, 1024: 3 }} autoplayMs={3000} className="hero-carousel">
          {banners.map((banner, index) => (
            <Link key={banner.id} to={banner.link || paths.newCollection} className="hero-slide">
              <img src={banner.image} alt="" width={1200} height={500} loading={index < 3 ? 'eager' : 'lazy'} fetchPriority={index === 0 ? 'high' : undefined} />
              <span className="hero-slide__text">
                <strong>{banner.title}</strong>
                <span>{banner.subtitle}</span>
              </span>
            </Link>
          ))}
        </Carousel>
      ) : (
        <div className="hero-placeholder" aria-hidden="true" />
      )}
    </section>
  );
}
