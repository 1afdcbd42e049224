import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import { apolloClient } from './apollo';
import { router } from './router';

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

/** Mounts the app (main.tsx calls this once the libraries are evaluated). */
export function mount() {
  // Until the first route's code has loaded the router would render nothing, which would blank the
  // HTML shell (and the prerendered hero): mount React once the router is ready.
  if (router.state.initialized) render();
  else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      // In a task of its own, not inside the one that evaluated the first route's code.
      setTimeout(render, 0);
    });
  }
}
