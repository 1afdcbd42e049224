import './styles/global.css';
import './ui/ui.css';
import './app/layout/layout.css';
import './features/pwa/install-banner.css';
// The entry's CSS is inlined into index.html (client/build/inline-css.ts); these two make the home
// hero that the server prerenders into the HTML of / paint before any JavaScript runs.
import './ui/carousel.css';
import './features/catalog/home-hero.css';
// And these the first view of the listing and product pages the server prerenders (page-prerender.ts).
import './features/catalog/catalog.css';
import './features/catalog/filters.css';
import './features/wishlist/wishlist.css';
import './features/catalog/product-page.css';
import './features/catalog/gallery.css';

// Where the server prerendered the first screen into the HTML (the home hero, HERO_DATA_ID of
// features/catalog/HomeHero.tsx; a listing or product page, PRERENDER_DATA_ID of
// features/catalog/prerendered.ts), that HTML is painted while the app starts: there the start-up
// (a) waits for that first frame (Lighthouse counts scripts that load before the first paint as
// blocking it) and (b) evaluates the libraries in steps, each in a task of its own: evaluating the
// app's whole module graph at once was that page's longest task (≈ 50 ms here, 200 ms on
// Lighthouse's 4× slower phone, all of it Total Blocking Time). Other pages wait for their data to
// paint their largest element; for them the steps would only delay it: one step, at once. The chunks
// are requested together either way (low-priority modulepreload links, client/build/route-preload.ts).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function start() {
  // kapda-home-hero: the home hero; kapda-prerender: a prerendered listing or product page.
  if ((document.getElementById('kapda-home-hero') || document.getElementById('kapda-prerender')) && document.visibilityState !== 'hidden') {
    await nextFrame();
    // The app's own modules, not the packages' indexes: a dynamic import keeps every export of the
    // module it names, so importing '@apollo/client' itself would bundle all of Apollo.
    await import('react-dom/client');
    await nextTask();
    await import('./app/apollo');
    await nextTask();
    await import('./app/router');
    await nextTask();
  }
  const { mount } = await import('./app/mount');
  mount();
}

void start();
