/**
 * Registers the service worker (/sw.js, emitted by client/build/pwa.ts). Loaded
 * with a dynamic import once the page has loaded, so it costs the first screen nothing.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch {
    // The store works without it: only the offline page and installing are lost.
  }
}
