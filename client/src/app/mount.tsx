import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import { apolloClient } from './apollo';
import { router } from './router';
import { applyDocumentLanguage, currentLanguage, loadLanguage, useLanguage } from '../i18n/i18n';

/**
 * The screens, re-rendered from the root when the shopper switches language: every `t()` and
 * number format reads the new language (the router and Apollo's cache are kept).
 */
function Screens() {
  const language = useLanguage();
  return <RouterProvider key={language} router={router} />;
}

function render() {
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the first screen in slices and yields to the browser between them
  // (no single long task while the page is already painted from the HTML).
  startTransition(() => {
    root.render(
      <StrictMode>
        <ApolloProvider client={apolloClient}>
          <Screens />
        </ApolloProvider>
      </StrictMode>,
    );
  });
}

/** Registers the service worker (offline page, installable app) once the page has loaded. */
function registerServiceWorkerAfterLoad() {
  if (!import.meta.env.PROD) return;
  const register = () => void import('../features/pwa/register-sw').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') setTimeout(register, 0);
  else window.addEventListener('load', register, { once: true });
}

/** Mounts the app (main.tsx calls this once the libraries are evaluated). */
export function mount() {
  registerServiceWorkerAfterLoad();
  applyDocumentLanguage();
  // A shopper who chose Hindi gets the first screen in Hindi: its catalogue loads before React
  // mounts (in parallel with the first route's code); English needs nothing.
  const catalogue = loadLanguage(currentLanguage()).catch(() => undefined);
  const renderWhenReady = () => void catalogue.then(render);
  // Until the first route's code has loaded the router would render nothing, which would blank the
  // HTML shell (and the prerendered hero): mount React once the router is ready.
  if (router.state.initialized) renderWhenReady();
  else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      // In a task of its own, not inside the one that evaluated the first route's code.
      setTimeout(renderWhenReady, 0);
    });
  }
}
