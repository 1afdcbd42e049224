/**
 * Per-request DataLoaders: lists load their children in one query per level (DESIGN rule 5).
 * Each module adds its loaders here, backed by a batch method of its service.
 */
import DataLoader from 'dataloader';
import type { Services } from '../app/services.js';
import type { Category } from '../modules/catalog/category.entity.js';
import type { ShipmentView } from '../modules/shipping/shipping.service.js';
import { catalogLoaders, productByIdLoader } from '../modules/catalog/catalog.loaders.js';

export function createLoaders(services: Services) {
  return {
    /** Full products (GraphQL shape) by id; resolve any `product: Product` field through it. */
    productById: productByIdLoader(services),
    ...catalogLoaders(services),
    /**
     * An order's courier shipment (null when none), for lists of orders. Batched but not cached: a
     * subscription's context lives as long as its socket, and each live event must read it afresh.
     */
    shipmentByOrderId: new DataLoader<number, ShipmentView | null>(
      async (orderIds) => {
        const shipments = await services.shipping.shipmentsOfOrders(orderIds);
        return orderIds.map((id) => shipments.get(id) ?? null);
      },
      { cache: false },
    ),
    categoriesBySection: new DataLoader<number, Category[]>((sectionIds) =>
      services.catalog.categoriesForSections(sectionIds as number[]),
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
