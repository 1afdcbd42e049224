/**
 * Per-request DataLoaders: lists load their children in one query per level (DESIGN rule 5).
 * Each module adds its loaders here, backed by a batch method of its service.
 */
import DataLoader from 'dataloader';
import type { Services } from '../app/services.js';
import type { Category } from '../modules/catalog/category.entity.js';
import type { ShipmentView } from '../modules/shipping/shipping.service.js';
import { catalogLoaders, productByIdLoader } from '../modules/catalog/catalog.loaders.js';

import type { CreditNoteRow } from '../modules/orders/tax-documents.js';
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
    /** An order's credit notes (Order.creditNotes): one statement for a page of orders. */
    creditNotesByOrder: new DataLoader<number, CreditNoteRow[]>(async (orderIds) => {
      const notes = await services.orders.creditNotesByOrders(orderIds as number[]);
      return orderIds.map((id) => notes.filter((note) => note.orderId === id));
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
