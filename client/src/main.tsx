import './styles/global.css';
import './ui/ui.css';
import './app/layout/layout.css';
// The entry's CSS is inlined into index.html (client/build/inline-css.ts); these two make the home
// hero that the server prerenders into the HTML of / paint before any JavaScript runs.
import './ui/carousel.css';
import './features/catalog/home-hero.css';

// Where the server prerendered the first screen into the HTML (the home hero, HERO_DATA_ID of
// features/catalog/HomeHero.tsx), that HTML is painted while the app starts: there the start-up
// (a) waits for that first frame (Lighthouse counts scripts that load before the first paint as
// blocking it) and (b) evaluates the libraries in steps, each in a task of its own: evaluating the
// app's whole module graph at once was that page's longest task (≈ 50 ms here, 200 ms on
// Lighthouse's 4× slower phone, all of it Total Blocking Time). Other pages wait for their data to
// paint their largest element; for them the steps would only delay it: one step, at once. The chunks
// are requested together either way (low-priority modulepreload links, client/build/route-preload.ts).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function start() {
  if (document.getElementById('kapda-home-hero') && document.visibilityState !== 'hidden') {
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
