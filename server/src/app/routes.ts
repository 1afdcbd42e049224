/** Every REST route group, mounted under /api/v1 in this order. Add a module's routes here. */
import { catalogRoutes } from '../modules/catalog/catalog.routes.js';

export const REST_ROUTES = [catalogRoutes];
