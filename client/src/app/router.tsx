/**
 * Every route of the spec, each loaded on demand (code-split per route).
 * Add a screen: create routes/<screen>.tsx with a default export and list it here.
 */
import { createBrowserRouter } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { RouteError } from './layout/RouteError';
import { paths } from '../config/paths';

const screen = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const router = createBrowserRouter([
  // The staff dashboard (issue 13): its own shell, Apollo client and chunk, outside the shop's layout.
  { path: '/admin/*', lazy: screen(() => import('../admin/AdminApp')) },
  {
    element: <Layout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: '/', lazy: screen(() => import('../routes/home')) },
          // catalog-screens (issue 3): static pages
          { path: paths.about, lazy: screen(() => import('../routes/about-us')) },
          { path: paths.shippingDelivery, lazy: screen(() => import('../routes/shiping-delivery')) },
          { path: paths.cancellationRefund, lazy: screen(() => import('../routes/cancellation-refund')) },
          { path: paths.comboPack, lazy: screen(() => import('../routes/combo-pack')) },
          { path: paths.newArrivals, lazy: screen(() => import('../routes/new-arrivals')) },
          { path: paths.newRivals, lazy: screen(() => import('../routes/new-rivals')) },
          { path: paths.trending, lazy: screen(() => import('../routes/trending')) },
          { path: paths.newCollection, lazy: screen(() => import('../routes/new-collection')) },
          { path: '/search', lazy: screen(() => import('../routes/search')) },
          { path: '/product-listing/:categoryIds', lazy: screen(() => import('../routes/product-listing')) },
          { path: '/product-details/:id', lazy: screen(() => import('../routes/product-details')) },
          { path: '/product/:id', lazy: screen(() => import('../routes/legacy-product')) },
          { path: paths.shop, lazy: screen(() => import('../routes/shop-by-category')) },
          { path: paths.productCategory, lazy: screen(() => import('../routes/shop-by-category')) },
          // The spec's leftover drop-down route shows the same category browser.
          { path: paths.productCategoryDropDown, lazy: screen(() => import('../routes/shop-by-category')) },
          { path: '/product-category-list/:categoryId', lazy: screen(() => import('../routes/product-category-list')) },
          { path: '/offers-listing/:id', lazy: screen(() => import('../routes/offers-listing')) },
          { path: '/collections/:slug', lazy: screen(() => import('../routes/themed-collection')) },
          { path: paths.contact, lazy: screen(() => import('../routes/contact-us')) },
          { path: paths.privacyPolicy, lazy: screen(() => import('../routes/privacy-policy')) },
          { path: paths.terms, lazy: screen(() => import('../routes/terms-condition')) },
          { path: paths.cart, lazy: screen(() => import('../routes/add-to-cart')) },
          // accounts (issue 4)
          { path: paths.login, lazy: screen(() => import('../routes/user-login')) },
          { path: paths.register, lazy: screen(() => import('../routes/register')) },
          { path: paths.myProfile, lazy: screen(() => import('../routes/my-profile')) },
          { path: paths.accountDeleted, lazy: screen(() => import('../routes/account-deleted')) },
          { path: paths.myAddress, lazy: screen(() => import('../routes/my-address')) },
          { path: paths.myWallet, lazy: screen(() => import('../routes/my-wallet')) },
          { path: paths.wishlist, lazy: screen(() => import('../routes/wish-list')) },
          { path: paths.checkout, lazy: screen(() => import('../routes/check-out')) },
          { path: '/order-placed/:id', lazy: screen(() => import('../routes/order-placed')) },
          { path: paths.myOrders, lazy: screen(() => import('../routes/my-orders')) },
          { path: '*', lazy: screen(() => import('../routes/not-found')) },
        ],
      },
    ],
  },
]);
