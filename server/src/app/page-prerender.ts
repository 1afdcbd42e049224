/**
 * The first view of the listing and product pages in the HTML itself: the markup React renders for
 * the same data (the same classes, so the inlined CSS lays it out identically), the largest image as
 * a real <img> with its size and `fetchpriority="high"`, and the GraphQL answers as a JSON block the
 * client's first render reads instead of asking again (client/src/features/catalog/prerendered.ts).
 * React then replaces this markup with its own, identical where it overlaps: nothing moves.
 * Kept equal to the React components by client/src/features/catalog/prerender.test.tsx.
 *
 * Everything that comes from the database is escaped: text with escapeHtml, the JSON block with
 * every `<` as `\u003c` (so no `</script>` can close it).
 */
import type { CardProduct, CategoryProductsAnswer, ListingAnswer, ProductAnswer } from './page-queries.js';
import { SHELL_MAIN } from './home-prerender.js';
import { startAfterPaint } from './start-after-paint.js';
import { formatMoney, rupeesToPaise } from '../shared/money.js';

/** Id of the JSON block the client reads (client/src/features/catalog/prerendered.ts). */
export const PRERENDER_DATA_ID = 'kapda-prerender';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] as string);

/** ui/format.ts formatRupees (English) of the API's Money ({ amount: "1299.00", currencyCode }). */
const formatRupees = (money: { amount: string } | null | undefined) => formatMoney(rupeesToPaise(Number(money?.amount ?? 0)), 'text');
const formatRating = (rating: number) => rating.toFixed(1);
const cutWords = (text: string | null | undefined, count: number) => {
  const words = (text ?? '').trim().split(/\s+/).filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}…` : words.join(' ');
};

const ICON = 'width="22" height="22" viewBox="0 0 24 24" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"';
const HEART_ICON = `<svg ${ICON.replace('stroke=', 'fill="none" stroke=')}><path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z"></path></svg>`;
const STAR_ICON =
  '<svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" stroke="none" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z"></path></svg>';

export interface Crumb {
  label: string;
  to?: string;
}

/** ui/Breadcrumb.tsx */
export function breadcrumbHtml(items: readonly Crumb[]): string {
  const last = items.length - 1;
  const li = items.map((item, index) =>
    item.to && index < last
      ? `<li><a href="${escapeHtml(item.to)}" data-discover="true">${escapeHtml(item.label)}</a></li>`
      : `<li><span${index === last ? ' aria-current="page"' : ''}>${escapeHtml(item.label)}</span></li>`,
  );
  return `<nav class="breadcrumb" aria-label="Breadcrumb"><ol>${li.join('')}</ol></nav>`;
}

/** ui/Price.tsx (`off`: the server's percent off) */
export function priceHtml(now: { amount: string }, was: { amount: string } | null | undefined, off: number, size: 'md' | 'lg' = 'md'): string {
  const showWas = was != null && off > 0;
  const style = size === 'lg' ? ' style="font-size:var(--text-xl)"' : '';
  const wasHtml = showWas
    ? `<span class="price__was"><span class="visually-hidden">Original price </span>${formatRupees(was)}</span><span class="price__off">${off}% off</span>`
    : '';
  return `<span class="price"${style}><span class="price__now">${formatRupees(now)}</span>${wasHtml}</span>`;
}

export interface CardOptions {
  words?: number;
  emptyDescription?: string;
  withAddToCart?: boolean;
  outOfStock?: 'disabled' | 'pill';
  withHoverImage?: boolean;
  eager?: boolean;
  priority?: boolean;
}

const badge = (tone: string, text: string) => `<span class="badge badge--${tone}">${text}</span>`;

/** features/catalog/ProductCard.tsx (a visitor's card: the heart is never on). */
export function productCardHtml(product: CardProduct, options: CardOptions = {}): string {
  const { words = 4, emptyDescription = '', withAddToCart = false, outOfStock = 'pill', withHoverImage = false, eager = false, priority = false } = options;
  const href = `/product-details/${encodeURIComponent(product.id)}`;
  const buyable = product.variants.some((v) => v.sizes.some((s) => s.stock > 0));
  const description = cutWords(product.description, words) || emptyDescription;
  const hover = withHoverImage && product.hoverImage && product.hoverImage !== product.image ? product.hoverImage : null;
  // No photo yet: the tile's own colour rather than a broken image (as ProductCard).
  const img = product.image ? `<img src="${escapeHtml(product.image)}" alt="" width="600" height="750" loading="${eager ? 'eager' : 'lazy'}"${priority ? ' fetchpriority="high"' : ''} decoding="async"/>` : '';
  const hoverImg = hover ? `<img class="product-card__hover" src="${escapeHtml(hover)}" alt="" width="600" height="750" loading="lazy" decoding="async"/>` : '';
  const badges = (product.inStock ? '' : badge('danger', 'Out of Stock')) + (product.inStock && product.discountPercent > 0 ? badge('brand', `${product.discountPercent}% off`) : '');
  const rating =
    product.averageRating > 0
      ? `<span class="rating-badge" role="img" aria-label="Rated ${formatRating(product.averageRating)} out of 5">${formatRating(product.averageRating)} ${STAR_ICON}</span>`
      : '';
  let action = '';
  if (withAddToCart) {
    if (buyable) action = '<button type="button" class="btn btn--primary btn--block btn--small product-card__action" aria-haspopup="dialog">Add to Cart</button><dialog class="dialog" aria-label="Choose a size"></dialog>';
    else if (outOfStock === 'disabled') action = '<button type="button" class="btn btn--primary btn--block btn--small product-card__action" disabled="">Add to Cart</button>';
    else action = '<span class="oos-pill product-card__action">Out of Stock</span>';
  }
  return (
    `<article class="product-card${product.inStock ? '' : ' product-card--oos'}">` +
    `<div class="product-card__media">${img}${hoverImg}<div class="product-card__badges">${badges}</div></div>` +
    `<div class="product-card__wish"><button type="button" class="wish-btn" aria-pressed="false" aria-label="Add to wishlist" title="Add to wishlist">${HEART_ICON}</button></div>` +
    `<div class="product-card__body">${rating}<h3 class="product-card__name"><a href="${href}" data-discover="true">${escapeHtml(product.name)}</a></h3>` +
    `${description ? `<p class="product-card__desc">${escapeHtml(description)}</p>` : ''}${priceHtml(product.price, product.originalPrice, product.discountPercent)}${action}</div>` +
    '</article>'
  );
}

/** The sort choices of features/catalog/listing-params.ts (SORTS). */
const SORTS: [string, string][] = [
  ['RELEVANCE', 'Relevance'],
  ['NEWEST', 'Newest first'],
  ['PRICE_ASC', 'Price: low to high'],
  ['PRICE_DESC', 'Price: high to low'],
  ['DISCOUNT', 'Biggest discount'],
  ['RATING', 'Top rated'],
];

/** The grid's cards as ListingScreen renders them (the first row eager, the first image the LCP). */
export function listingCardsHtml(items: readonly CardProduct[]): string {
  return items.map((product, index) => productCardHtml(product, { words: 10, emptyDescription: 'No description', withHoverImage: true, eager: index < 4, priority: index === 0 })).join('');
}

/**
 * features/catalog/ListingScreen.tsx with its answer, down to the grid: the filter column holds only
 * its heading until React renders the form (the column has a fixed width: the grid does not move),
 * and the sort box shows its default. Pagination is below the grid; React adds it.
 */
export function listingHtml(title: string, crumbs: readonly Crumb[], answer: ListingAnswer): string {
  const { totalCount, nodes: items } = answer.products;
  const count = `${totalCount} ${totalCount === 1 ? 'product' : 'products'}`;
  const options = SORTS.map(([value, label]) => `<option value="${value}"${value === 'RELEVANCE' ? ' selected=""' : ''}>${label}</option>`).join('');
  const grid = items.length
    ? `<div class="product-grid product-grid--4" style="opacity:1">${listingCardsHtml(items)}</div>`
    : '<div class="state"><h2>No Data Found!</h2></div>';
  return (
    `<div class="container page">${breadcrumbHtml(crumbs)}<div class="page-head"><h1>${escapeHtml(title)}</h1><p class="muted" role="status" data-testid="result-count">${count}</p></div>` +
    '<div class="listing-layout"><button type="button" class="btn btn--secondary btn--small filters__open" aria-expanded="false" aria-controls="filters-drawer">Filters</button>' +
    '<aside class="filters filters--static" aria-label="Filters"><div class="filters__head"><h2 class="filters__title">Filters</h2></div></aside>' +
    `<div aria-busy="false"><h2 class="visually-hidden">Products</h2><div class="listing-toolbar"><div class="field"><label class="field__label" for="listing-sort">Sort by</label><select id="listing-sort" class="field__input">${options}</select></div></div>${grid}</div></div></div>`
  );
}

/** routes/product-category-list.tsx with its answer (4 cards, Add to Cart). */
export function categoryListHtml(categoryId: string, answer: CategoryProductsAnswer): string {
  const name = answer.category?.name ?? 'Category Products';
  const items = answer.products?.nodes ?? [];
  const viewAll =
    answer.products && answer.products.totalCount > items.length
      ? `<a class="btn btn--secondary btn--small" href="/product-listing/${encodeURIComponent(categoryId)}" data-discover="true">View all ${answer.products.totalCount}</a>`
      : '';
  const cards = items.map((product, index) => productCardHtml(product, { words: 6, withAddToCart: true, outOfStock: 'disabled', eager: true, priority: index === 0 })).join('');
  return (
    `<div class="container page">${breadcrumbHtml([{ label: 'Home', to: '/' }, { label: 'Shop', to: '/shop-by-category' }, { label: name }])}` +
    `<div class="page-head"><h1>${escapeHtml(name)}</h1>${viewAll}</div><div class="product-grid product-grid--4">${cards}</div></div>`
  );
}

/**
 * The top of routes/product-details.tsx: breadcrumb, the gallery (its first image is the page's
 * largest paint), category, name, subtitle, rating and price. The colour and size pickers, the buy
 * box and the tabs come below these in both columns: React adds them under what is already painted.
 */
export function productHtml(product: NonNullable<ProductAnswer['product']>): string {
  const variant = product.variants[0];
  const images = variant?.images.length ? variant.images : [product.image];
  const alt = `${product.name} in ${variant?.colorName ?? ''}`;
  const thumbs =
    images.length > 1
      ? `<ul class="gallery__thumbs" aria-label="Product images">${images
          .map(
            (src, i) =>
              `<li><button type="button" class="gallery__thumb" aria-label="Show image ${i + 1} of ${images.length}" aria-pressed="${i === 0}"><img src="${escapeHtml(src)}" alt="" width="72" height="90" loading="lazy"/></button></li>`,
          )
          .join('')}</ul>`
      : '';
  // No photo yet: the frame's own colour, its text for screen readers (as Gallery).
  const main = images[0] ? `<img src="${escapeHtml(images[0])}" alt="${escapeHtml(alt)}" width="600" height="750" fetchpriority="high"/>` : `<span class="visually-hidden">${escapeHtml(alt)}</span>`;
  const gallery = `<div class="gallery"><div class="gallery__main" data-testid="gallery-main">${main}</div>${thumbs}</div>`;
  const rating = product.averageRating > 0 ? `<span class="rating-badge">${formatRating(product.averageRating)} ${STAR_ICON}</span>` : '';
  const reviews = `<span class="muted">${product.numReviews} ${product.numReviews === 1 ? 'review' : 'reviews'}</span>`;
  const info =
    `<div class="pdp__info"><p class="pdp__category">${escapeHtml(product.category.name)}</p><h1 class="pdp__name">${escapeHtml(product.name)}</h1>` +
    `${product.subtitle ? `<p class="pdp__subtitle">${escapeHtml(product.subtitle)}</p>` : ''}<div class="pdp__rating">${rating}${reviews}</div>` +
    `<div class="pdp__price">${priceHtml(product.price, product.originalPrice, product.discountPercent, 'lg')}<span class="muted pdp__tax">Inclusive of all taxes</span></div>` +
    `${product.inStock ? '' : `<p class="pdp__oos">${badge('danger', 'Out of Stock')} This product is currently out of stock.</p>`}</div>`;
  const crumbs = breadcrumbHtml([{ label: 'Home', to: '/' }, { label: 'New Arrivals', to: '/new-rivals' }, { label: product.name }]);
  return `<div class="container page">${crumbs}<div class="pdp">${gallery}${info}</div></div>`;
}

/** The first paint of a page: its markup, the answers its first render reuses, its largest image. */
export interface PrerenderedPage {
  /** Markup for the shell's main. */
  main: string;
  /** The document title React sets (useDocumentTitle), so the HTML's title is right before it runs. */
  title?: string;
  /** The page's description for search engines (staff's SEO description), as a meta tag. */
  description?: string;
  /** Fetched first, ahead of the scripts: the page's largest paint. */
  image?: string;
  /** The answers, keyed by operation name, with the variables they were asked with. */
  data: Record<string, { variables: Record<string, unknown>; data: unknown }>;
  /** The path they were rendered for (the client only reuses them on that path). */
  path: string;
}

/**
 * The markup's buttons and selects are disabled until React replaces them (`data-until-ready`
 * keeps them looking enabled, ui/ui.css): before the app runs they would do nothing, and a tap on
 * one would be lost; disabled, the browser ignores it visibly (the cursor says "progress") and
 * automation waits for the live control. Links work without JavaScript and stay as they are.
 */
export function untilReady(markup: string): string {
  return markup.replace(/<(button|select)(?![^>]*\sdisabled="")/g, '<$1 disabled="" data-until-ready=""');
}

/** The answers as the JSON block the client reads (every `<` escaped: no `</script>` can close it). */
export function prerenderDataBlock(path: string, data: PrerenderedPage['data']): string {
  const json = JSON.stringify({ path, queries: data }).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PRERENDER_DATA_ID}">${json}</script>`;
}

/** Where the page goes in the built index.html: the shell's main, the data block after it. */
export function injectPrerender(indexHtml: string, page: PrerenderedPage): string {
  if (!indexHtml.includes(SHELL_MAIN)) return indexHtml;
  let html = indexHtml;
  if (page.image) html = html.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <link rel="preload" as="image" href="${escapeHtml(page.image)}" fetchpriority="high">`);
  if (page.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)} · Kapda</title>`);
  if (page.description) {
    const meta = `<meta name="description" content="${escapeHtml(page.description)}">`;
    html = /<meta name="description"[^>]*>/.test(html) ? html.replace(/<meta name="description"[^>]*>/, meta) : html.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    ${meta}`);
  }
  // The HTML is the first screen: the app's JavaScript is requested once it is painted.
  return startAfterPaint(html.replace(SHELL_MAIN, `<main class="shell-main">${untilReady(page.main)}</main>${prerenderDataBlock(page.path, page.data)}`));
}
