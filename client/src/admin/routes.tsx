/**
 * The dashboard's route table: the core screens and the catalogue's (catalogue-routes.tsx). Each
 * screen is its own lazy chunk. `roles` decide the nav; the server enforces them on every call, so
 * a screen opened by URL by another role shows the server's refusal.
 */
import { lazy } from 'react';
import { catalogueRoutes, type AdminRoute } from './catalogue-routes';

const Overview = lazy(() => import('./screens/Overview'));
const Orders = lazy(() => import('./screens/Orders'));
const OrderPage = lazy(() => import('./screens/OrderPage'));
const Returns = lazy(() => import('./screens/Returns'));
const ReturnPage = lazy(() => import('./screens/ReturnPage'));
const Customers = lazy(() => import('./screens/Customers'));
const CustomerPage = lazy(() => import('./screens/CustomerPage'));
const Staff = lazy(() => import('./screens/Staff'));
const Audit = lazy(() => import('./screens/Audit'));
const Reviews = lazy(() => import('./screens/Reviews'));
const Deliveries = lazy(() => import('./screens/Deliveries'));
const StoreSettings = lazy(() => import('./screens/StoreSettings'));
const Gst = lazy(() => import('./screens/Gst'));
const DeliveryArea = lazy(() => import('./delivery/DeliveryArea'));
const Webhooks = lazy(() => import('./screens/Webhooks'));
const ApiKeys = lazy(() => import('./screens/ApiKeys'));

export const coreRoutes: AdminRoute[] = [
  { path: '', label: 'Overview', element: <Overview />, roles: ['owner', 'catalogue', 'fulfilment'] },
  { path: 'orders', label: 'Orders', element: <Orders />, roles: ['fulfilment'] },
  { path: 'orders/:id', element: <OrderPage />, roles: ['fulfilment'] },
  { path: 'returns', label: 'Returns', element: <Returns />, roles: ['fulfilment'] },
  { path: 'returns/:id', element: <ReturnPage />, roles: ['fulfilment'] },
  { path: 'customers', label: 'Customers', element: <Customers />, roles: ['fulfilment'] },
  { path: 'customers/:id', element: <CustomerPage />, roles: ['fulfilment'] },
];

/** Moderation of shoppers' reviews (owners and the catalogue team). */
const reviewRoutes: AdminRoute[] = [{ path: 'reviews', label: 'Reviews', element: <Reviews />, roles: ['catalogue'] }];

/** Where the store delivers (the courier's pincode list): owners and the fulfilment team. */
const deliveryRoutes: AdminRoute[] = [{ path: 'delivery-area', label: 'Delivery area', element: <DeliveryArea />, roles: ['fulfilment'] }];

const ownerRoutes: AdminRoute[] = [
  { path: 'settings', label: 'Store settings', element: <StoreSettings />, roles: ['owner'] },
  { path: 'setup', element: <StoreSettings setup />, roles: ['owner'] },
  { path: 'staff', label: 'Staff', element: <Staff />, roles: ['owner'] },
  { path: 'audit', label: 'Audit log', element: <Audit />, roles: ['owner'] },
  { path: 'deliveries', label: 'Deliveries', element: <Deliveries />, roles: ['owner'] },
  { path: 'gst', label: 'GST', element: <Gst />, roles: ['owner'] },
  { path: 'webhooks', label: 'Webhooks', element: <Webhooks />, roles: ['owner'] },
  { path: 'api-keys', label: 'API keys', element: <ApiKeys />, roles: ['owner'] },
];

export const adminRoutes: AdminRoute[] = [...coreRoutes, ...catalogueRoutes, ...reviewRoutes, ...deliveryRoutes, ...ownerRoutes];
