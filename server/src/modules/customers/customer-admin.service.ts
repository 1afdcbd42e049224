/** The staff's read-only view of shoppers: find by phone or name; their orders, addresses and notifications. */
import type { DataSource } from 'typeorm';
import { badInput, notFound } from '../../shared/errors.js';
import type { ServiceContext } from '../../shared/service-context.js';

export interface CustomerSummary {
  id: number;
  phone: string;
  name: string;
  email: string;
  createdAt: Date;
  orderCount: number;
}

type CustomerRow = Omit<CustomerSummary, 'orderCount'>;

const COLUMNS = `c.id, c.phone, c.name, c.email, c.created_at AS "createdAt"`;

/** What the staff's customer pages ask of the owners of orders, addresses and notifications. */
export interface CustomerAdminDeps {
  /** Orders per customer (all statuses), one statement for the list (orders' OrderStatsService). */
  orderStats: { orderCountsOf(customerIds: readonly number[]): Promise<Map<number, number>> };
  addresses: { list(ctx: ServiceContext, customerId?: number): Promise<Array<{ id: number; fullName: string; phone: string; houseName: string; address: string; locality: string; city: string; state: string; pincode: string }>> };
  notifications: { list(customerId: number): Promise<Array<{ id: number; title: string; body: string; sentAt: Date; readAt: Date | null }>> };
}

export class CustomerAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: CustomerAdminDeps,
  ) {}

  /** Shoppers whose phone starts with the digits given, or whose name contains the words (at most 50). */
  async find(query: string): Promise<CustomerSummary[]> {
    const text = query.trim();
    if (text.length < 2 || text.length > 60) throw badInput('Type at least 2 characters of a phone number or name.', { field: 'query' });
    const digits = text.replace(/[\s-]/g, '').replace(/^\+?91(?=\d{10}$)/, '');
    if (/^\d+$/.test(digits)) {
      return this.withOrderCounts(await this.dataSource.query(`SELECT ${COLUMNS} FROM customer c WHERE c.phone LIKE $1 || '%' ORDER BY c.phone LIMIT 50`, [digits]));
    }
    const pattern = `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    return this.withOrderCounts(await this.dataSource.query(`SELECT ${COLUMNS} FROM customer c WHERE c.name ILIKE $1 ORDER BY c.name, c.id LIMIT 50`, [pattern]));
  }

  /** One shopper for staff (`ctx` is the staff member's): profile, order count, addresses (oldest first) and latest notifications. */
  async get(
    ctx: ServiceContext,
    customerId: number,
  ): Promise<CustomerSummary & { addresses: Array<Record<string, unknown>>; notifications: Array<{ id: number; title: string; body: string; sentAt: Date; readAt: Date | null }> }> {
    const [row] = await this.dataSource.query(`SELECT ${COLUMNS} FROM customer c WHERE c.id = $1`, [customerId]);
    if (!row) throw notFound('No such customer.');
    const [[customer], addresses, notifications] = await Promise.all([
      this.withOrderCounts([row]),
      this.deps.addresses.list(ctx, customerId),
      this.deps.notifications.list(customerId),
    ]);
    const shown = addresses
      .map(({ id, fullName, phone, houseName, address, locality, city, state, pincode }) => ({ id, fullName, phone, houseName, address, locality, city, state, pincode }))
      .sort((a, b) => a.id - b.id);
    return { ...customer, addresses: shown, notifications: notifications.map(({ id, title, body, sentAt, readAt }) => ({ id, title, body, sentAt, readAt })) };
  }

  private async withOrderCounts(rows: CustomerRow[]): Promise<CustomerSummary[]> {
    const counts = await this.deps.orderStats.orderCountsOf(rows.map((r) => r.id));
    return rows.map((r) => ({ ...r, orderCount: counts.get(r.id) ?? 0 }));
  }
}
