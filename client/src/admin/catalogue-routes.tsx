/**
 * The catalogue side of the staff dashboard (products, stock, coupons, merchandising): its screens
 * are listed here and the shell (routes.tsx) mounts them under /admin and in the nav. Each screen
 * is its own lazy chunk so the admin chunk stays small. The server enforces the same roles
 * (owner, catalogue) on every operation.
 */
import { lazy, type ReactNode } from 'react';
import type { StaffRole } from './session';

export interface AdminRoute {
  /** Path under /admin, without the leading slash ('' = the overview). */
  path: string;
  /** The nav entry's text; routes without a label (detail pages) are not in the nav. */
  label?: string;
  element: ReactNode;
  /** Who sees it in the nav (owners see everything). The server enforces the same roles. */
  roles: readonly StaffRole[];
}

const Products = lazy(() => import('./catalogue/Products'));
const ProductEditor = lazy(() => import('./catalogue/ProductEditor'));
const StockCsv = lazy(() => import('./catalogue/StockCsv'));
const ProductCsv = lazy(() => import('./catalogue/ProductCsv'));
const Coupons = lazy(() => import('./catalogue/Coupons'));
const Merchandising = lazy(() => import('./catalogue/Merchandising'));
const StorePages = lazy(() => import('./catalogue/StorePages'));
const Structure = lazy(() => import('./catalogue/Structure'));
const CategorySizeChart = lazy(() => import('./catalogue/SizeChartEditor'));

const CATALOGUE: readonly StaffRole[] = ['owner', 'catalogue'];

export const catalogueRoutes: AdminRoute[] = [
  { path: 'structure', label: 'Sections & categories', element: <Structure />, roles: CATALOGUE },
  { path: 'size-charts/:categoryId', element: <CategorySizeChart />, roles: CATALOGUE },
  { path: 'products', label: 'Products', element: <Products />, roles: CATALOGUE },
  { path: 'products/new', element: <ProductEditor key="new" />, roles: CATALOGUE },
  { path: 'products/:id', element: <ProductEditor />, roles: CATALOGUE },
  { path: 'product-csv', label: 'CSV import', element: <ProductCsv />, roles: CATALOGUE },
  { path: 'stock-csv', label: 'Bulk stock & prices', element: <StockCsv />, roles: CATALOGUE },
  { path: 'coupons', label: 'Coupons', element: <Coupons />, roles: CATALOGUE },
  { path: 'merchandising', label: 'Merchandising', element: <Merchandising />, roles: CATALOGUE },
  { path: 'store-pages', label: 'Store pages', element: <StorePages />, roles: CATALOGUE },
];
