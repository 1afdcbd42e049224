import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import type { HomeQuery as HomeAnswer } from '../gql/graphql';
import { paths } from '../config/paths';
import { Carousel } from '../ui/Carousel';
import { Marquee } from '../ui/Marquee';
import { ButtonLink } from '../ui/Button';
import { BackToTop } from '../ui/BackToTop';
import { WhenNear } from '../ui/WhenNear';
import { EmptyState, Loading } from '../ui/States';
import { cutWords, formatNumber, formatRupees } from '../ui/format';
import { amountOf } from '../ui/money';
import { ProductCard } from '../features/catalog/ProductCard';
import { Testimonials } from '../features/catalog/Testimonials';
import { GridSkeleton, RailSkeleton } from '../features/catalog/CardSkeleton';
import { HomeHero, prerenderedBanners } from '../features/catalog/HomeHero';
import '../features/catalog/home.css';
import { useDocumentTitle } from '../ui/use-document-title';
import { t } from '../i18n/i18n';

const HomeQuery = graphql(`
  query Home {
    homePage {
      banners {
        id
        title
        subtitle
        image
        link
      }
      offers {
        id
        slug
        title
        description
        poster
      }
      themedCollections {
        id
        slug
        title
        description
        image
      }
      deals {
        maxPrice { amount currencyCode }
        label
        image
      }
      testimonials {
        id
        name
        city
        text
        rating
      }
      deliveryCities
      newArrivals(limit: 10) {
        ...ProductCard_product
      }
      bestSellers(limit: 10) {
        ...ProductCard_product
      }
      trending(limit: 10) {
        ...ProductCard_product
      }
    }
    sellers: products(filter: { inStockOnly: true }, sort: RATING, first: 8) {
      nodes {
        ...ProductCard_product
      }
    }
  }
`);

/** The deal caps of the spec, shown even before the server answers (no layout shift). */
const DEAL_PRICES = [399, 599, 899, 1299, 1599, 1999, 2499, 2999];

/** The home page's last answer (see HomeRoute). */
let homeAnswer: HomeAnswer | undefined;

/** Home page, in the spec's order (section 2). */
export default function HomeRoute() {
  useDocumentTitle(null);
  // Not normalised into Apollo's cache: writing ~40 products with their variants and sizes and reading
  // them back was the page's longest task (≈ 50 ms, 200 ms on a 4× slower phone). No other screen reads
  // these objects from the cache; the answer is kept for the session here instead, so coming back
  // renders at once without a request, as cache-first did.
  const { data: fresh, loading } = useQuery(HomeQuery, { fetchPolicy: 'no-cache', skip: Boolean(homeAnswer) });
  if (fresh) homeAnswer = fresh;
  const data = fresh ?? homeAnswer;
  const home = data?.homePage;
  // Below the fold (the product rails, grid and testimonials: ~40 cards) renders from a deferred copy:
  // React renders it in a second, interruptible pass, so the hero and offers paint without one long
  // blocking task (Lighthouse's Total Blocking Time).
  const later = useDeferredValue(data);
  const laterHome = later?.homePage;
  const deals = home?.deals.length ? home.deals.map((deal) => ({ ...deal, maxPrice: amountOf(deal.maxPrice) })) : DEAL_PRICES.map((maxPrice) => ({ maxPrice, label: t('Grab Deals Under ₹{price}', { price: formatNumber(maxPrice) }), image: '' }));

  return (
    <div className="home">
      {/* 1. Hero slider (prerendered by the server into the first HTML of /) */}
      <HomeHero banners={home?.banners ?? prerenderedBanners()} />

      {/* 2. OFFERS: looping scroller; the footer's Offers link lands here */}
      <section id="offers" className="home-section" aria-labelledby="offers-title">
        <div className="container">
          <h2 className="section-title" id="offers-title">
            {t('Offers')}
          </h2>
        </div>
        {home && home.offers.length > 0 ? (
          <Marquee label={t('Offers')}>
            {home.offers.map((offer) => (
              <article key={offer.id} className="offer-card">
                <img src={offer.poster} alt="" width={400} height={225} loading="lazy" />
                <div className="offer-card__body">
                  <h3>{offer.title}</h3>
                  <p>{cutWords(offer.description, 4)}</p>
                  <ButtonLink small to={paths.offersListing(offer.id)} state={{ title: offer.title, slug: offer.slug, poster: offer.poster }} aria-label={t('Get Now: {offer}', { offer: offer.title })}>
                    {t('Get Now')}
                  </ButtonLink>
                </div>
              </article>
            ))}
          </Marquee>
        ) : (
          <div className="container offers-placeholder">{loading && <Loading />}</div>
        )}
      </section>

      <div className="container">
        {/* 3. NEW COLLECTIONS */}
        <ProductRail title={t('New Collections')} link={paths.newCollection} products={laterHome?.newArrivals} slides={{ 0: 2.2, 640: 3, 1024: 4, 1280: 5 }} />

        {/* 4. Three promo tiles */}
        <section className="promo-tiles" aria-label={t('Collections')}>
          <PromoTile title={t('New Collections')} text={t('Fresh arrivals for the season')} to={paths.newCollection} tone="maroon" />
          <PromoTile title={t('Best Sellers')} text={t('What India is wearing')} to={paths.newRivals} tone="marigold" />
          <PromoTile title={t('Trending')} text={t('Styles everyone is talking about')} to={paths.trending} tone="teal" />
        </section>

        {/* Themed collections staff shows now (hand-picked; each opens /collections/{slug}) */}
        {home && home.themedCollections.length > 0 && (
          <section className="home-section" aria-labelledby="themed-title">
            <h2 className="section-title" id="themed-title">
              {t('Shop the Collections')}
            </h2>
            <ul className="themed-tiles">
              {home.themedCollections.map((c) => (
                <li key={c.id}>
                  <Link className="themed-tile" to={paths.themedCollection(c.slug)}>
                    <img src={c.image} alt="" width={400} height={300} loading="lazy" />
                    <span className="themed-tile__body">
                      <strong>{c.title}</strong>
                      {c.description && <span>{cutWords(c.description, 8)}</span>}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}

        {/* 5. BEST SELLER: 4 / 3 / 2 / 2.2 slides at 1280 / 1024 / 768 / 0, 3 s */}
        <ProductRail title={t('Best Seller')} link={paths.newRivals} linkText={t('Explore All')} products={laterHome?.bestSellers} slides={{ 0: 2.2, 768: 2, 1024: 3, 1280: 4 }} autoplayMs={3000} />

        {/* 6. DEALS grid */}
        <section className="home-section" aria-labelledby="deals-title">
          <h2 className="section-title" id="deals-title">
            {t('Deals')}
          </h2>
          <ul className="deals">
            {deals.map((deal) => (
              <li key={deal.maxPrice}>
                <Link className="deal" to={`${paths.productListing('all')}?maxPrice=${deal.maxPrice}`}>
                  <span className="deal__label">{t('Grab Deals Under')}</span>
                  <strong className="deal__price">{formatRupees(deal.maxPrice).replace(/\.00$/, '')}</strong>
                  <span className="deal__cta" aria-hidden="true">
                    {t('Shop now →')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        {/* 7. TRENDING NOW */}
        <ProductRail title={t('Trending Now')} link={paths.trending} products={laterHome?.trending} slides={{ 0: 2.2, 640: 3, 1024: 4, 1280: 5 }} />

        {/* 8. Sellers grid (links keep the spec's /product/{id}) */}
        <section className="home-section" aria-labelledby="sellers-title">
          <h2 className="section-title" id="sellers-title">
            {t('Top Rated Picks')}
          </h2>
          <WhenNear placeholder={<GridSkeleton count={8} className="product-grid product-grid--4" />}>
            {!later ? (
              <GridSkeleton count={8} className="product-grid product-grid--4" />
            ) : later.sellers.nodes.length === 0 ? (
              <EmptyState title={t('No sellers found')} />
            ) : (
              <div className="product-grid product-grid--4">
                {later.sellers.nodes.map((product) => (
                  <ProductCard key={product.id} product={product} to={paths.legacyProduct(product.id)} />
                ))}
              </div>
            )}
          </WhenNear>
        </section>

        {/* Banner pair */}
        <section className="banner-pair" aria-label={t('Featured edits')}>
          <Link to={paths.newCollection} className="banner-pair__item banner-pair__item--festive">
            <span className="banner-pair__kicker">{t('The Festive Edit')}</span>
            <strong>{t('Kurtas, sarees & ethnic sets')}</strong>
            <span className="banner-pair__cta">{t('Explore Now')}</span>
          </Link>
          <Link to={paths.trending} className="banner-pair__item banner-pair__item--everyday">
            <span className="banner-pair__kicker">{t('Everyday Essentials')}</span>
            <strong>{t('Tees, jeans & easy tops')}</strong>
            <span className="banner-pair__cta">{t('Explore Now')}</span>
          </Link>
        </section>

        {/* Testimonials: 3.5 s; 1 / 2 / 3 by width */}
        <WhenNear placeholder={<div className="testimonials-placeholder" />}>
          {laterHome ? (
            <Testimonials items={laterHome.testimonials.map((t) => ({ id: t.id, name: t.name, city: t.city, text: t.text, rating: t.rating }))} />
          ) : (
            <div className="testimonials-placeholder" />
          )}
        </WhenNear>

        {/* We Deliver In */}
        {home && home.deliveryCities.length > 0 && (
          <section className="home-section deliver" aria-labelledby="deliver-title">
            <h2 className="section-title" id="deliver-title">
              {t('We Deliver In')}
            </h2>
            <ul className="deliver__list">
              {home.deliveryCities.map((city) => (
                <li key={city}>{city}</li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <BackToTop />
    </div>
  );
}

function ProductRail({
  title,
  link,
  linkText = t('View All'),
  products,
  slides,
  autoplayMs,
}: {
  title: string;
  link: string;
  linkText?: string;
  products: Parameters<typeof ProductCard>[0]['product'][] | undefined;
  slides: Parameters<typeof Carousel>[0]['slidesPerView'];
  autoplayMs?: number;
}) {
  const id = title.toLowerCase().replace(/\W+/g, '-');
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="section-head">
        <h2 className="section-title" id={id}>
          {title}
        </h2>
        <Link to={link} className="section-head__link">
          {linkText}
          <span className="visually-hidden"> {title}</span>
        </Link>
      </div>
      {/* The cards mount a screen before the rail scrolls into view (an unscrolled load commits none
          below the first screens); the skeleton keeps the rail's height meanwhile. */}
      <WhenNear placeholder={<RailSkeleton slides={slides} />}>
        {products ? (
          products.length ? (
            <Carousel label={title} slidesPerView={slides} autoplayMs={autoplayMs}>
              {products.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </Carousel>
          ) : (
            <EmptyState title={t('No Data Found!')} />
          )
        ) : (
          <RailSkeleton slides={slides} />
        )}
      </WhenNear>
    </section>
  );
}

function PromoTile({ title, text, to, tone }: { title: string; text: string; to: string; tone: 'maroon' | 'marigold' | 'teal' }) {
  return (
    <Link to={to} className={`promo-tile promo-tile--${tone}`}>
      <strong>{title}</strong>
      <span>{text}</span>
      <span className="promo-tile__cta">{t('Explore Now')}</span>
    </Link>
  );
}
