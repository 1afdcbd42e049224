import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import './styles/global.css';
import './ui/ui.css';
import './app/layout/layout.css';
// The entry's CSS is inlined into index.html (client/build/inline-css.ts); these two make the home
// hero that the server prerenders into the HTML of / paint before any JavaScript runs.
import './ui/carousel.css';
import './features/catalog/home-hero.css';
import { apolloClient } from './app/apollo';
import { router } from './app/router';

function render() {
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the first screen in slices and yields to the browser between them
  // (no single long task while the page is already painted from the HTML).
  startTransition(() => {
    root.render(
      <StrictMode>
        <ApolloProvider client={apolloClient}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </StrictMode>,
    );
  });
}

// Until the first route's code has loaded the router would render nothing, which would blank the
// HTML shell (and the prerendered hero): mount React once the router is ready.
if (router.state.initialized) render();
else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
}
