/**
 * Every route of the spec, each loaded on demand (code-split per route).
 * Add a screen: create routes/<screen>.tsx with a default export and list it here.
 */
import { createBrowserRouter } from 'react-router-dom';
import { Layout } from './layout/Layout';

const screen = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', lazy: screen(() => import('../routes/home')) },
      { path: '*', lazy: screen(() => import('../routes/not-found')) },
    ],
  },
]);
