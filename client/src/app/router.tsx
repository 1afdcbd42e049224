/**
 * Every route of the spec, each loaded on demand (code-split per route).
 * Add a screen: create routes/<screen>.tsx with a default export and list it here.
 */
import { createBrowserRouter } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { paths } from '../config/paths';

const screen = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', lazy: screen(() => import('../routes/home')) },
      // catalog-screens (issue 3): static pages
      { path: paths.about, lazy: screen(() => import('../routes/about-us')) },
      { path: paths.shippingDelivery, lazy: screen(() => import('../routes/shiping-delivery')) },
      { path: paths.cancellationRefund, lazy: screen(() => import('../routes/cancellation-refund')) },
      { path: paths.comboPack, lazy: screen(() => import('../routes/combo-pack')) },
      { path: '*', lazy: screen(() => import('../routes/not-found')) },
    ],
  },
]);
