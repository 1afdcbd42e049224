/**
 * The dashboard's overview: the orders module's figures (today's and this week's orders and
 * revenue, orders waiting per status, 30 days of daily sales) and the sizes running out. This
 * module owns no table: it composes the owners' services.
 */
import type { OrderFigures } from '../orders/order-stats.service.js';
import type { LowStockSize } from '../inventory/inventory.service.js';
import type { StoreSetupStatus } from '../store-settings/store-settings.service.js';

export interface Overview extends OrderFigures {
  lowStock: LowStockSize[];
  /** Whether the store is set up, and what invoicing still needs (the overview says so). */
  store: StoreSetupStatus;
  /** Partner webhook endpoints disabled (after a day of failures, or paused): the owner's notice. */
  disabledWebhookEndpoints: number;
}

export const LOW_STOCK_AT = 5;
const LOW_STOCK_SHOWN = 20;

export class OverviewService {
  constructor(
    private readonly deps: {
      orderStats: { figures(): Promise<OrderFigures> };
      lowStock: { lowStockSizes(atMost: number, limit: number): Promise<LowStockSize[]> };
      store: { setupStatus(): Promise<StoreSetupStatus> };
      webhooks: { disabledCount(): Promise<number> };
    },
  ) {}

  /** Everything the dashboard's first screen shows. */
  async overview(): Promise<Overview> {
    const [figures, lowStock, store, disabledWebhookEndpoints] = await Promise.all([
      this.deps.orderStats.figures(),
      this.deps.lowStock.lowStockSizes(LOW_STOCK_AT, LOW_STOCK_SHOWN),
      this.deps.store.setupStatus(),
      this.deps.webhooks.disabledCount(),
    ]);
    return { ...figures, lowStock, store, disabledWebhookEndpoints };
  }
}
