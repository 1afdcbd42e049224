/**
 * The client's route patterns (client/src/app/router.tsx), known to the server so an unknown URL
 * answers HTTP 404 (with the SPA's own "Page not found" screen) instead of 200.
 * Kept equal to the client's router by spa-routes.test.ts: add a route there, add it here.
 * Patterns use React Router's syntax (`:param` is one non-empty segment, a final `*` any rest) and, like React Router,
 * match without regard to case or a trailing slash.
 */
export const SPA_ROUTE_PATTERNS: readonly string[] = [
  '/',
  '/about-us',
  '/shiping-delivery',
  '/cancellation-refund',
  '/combo-pack',
  '/new-arrivals',
  '/new-rivals',
  '/trending',
  '/new-collection',
  '/search',
  '/product-listing/:categoryIds',
  '/product-details/:id',
  '/product/:id',
  '/shop-by-category',
  '/product-category',
  '/product-category-drop-down',
  '/product-category-list/:categoryId',
  '/offers-listing/:id',
  '/collections/:slug',
  '/contact-us',
  '/privacy-Policy',
  '/terms-condition',
  '/add-to-cart',
  '/user-login',
  '/register',
  '/my-Profile',
  '/account-deleted',
  '/my-address',
  '/my-wallet',
  '/wish-list',
  '/check-out',
  '/order-placed/:id',
  '/my-orders',
  '/admin/*',
];

const segments = (path: string) => path.split('/').filter(Boolean);

/** Each pattern as its literal segments (null: any one segment) and whether a final `*` takes the rest. */
const compiled = SPA_ROUTE_PATTERNS.map((pattern) => {
  const parts = segments(pattern);
  const splat = parts.at(-1) === '*';
  return { splat, parts: (splat ? parts.slice(0, -1) : parts).map((s) => (s.startsWith(':') ? null : s.toLowerCase())) };
});

/** Whether the client has a screen for this path (ids that do not exist still count: the screen says so). */
export function isSpaRoute(pathname: string): boolean {
  let parts: string[];
  try {
    parts = segments(pathname).map((s) => decodeURIComponent(s).toLowerCase());
  } catch {
    return false; // malformed percent-encoding
  }
  return compiled.some(({ splat, parts: pattern }) => (splat ? parts.length >= pattern.length : pattern.length === parts.length) && pattern.every((literal, i) => literal === null || literal === parts[i]));
}
