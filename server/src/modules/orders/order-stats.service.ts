/**
 * Order figures for the staff dashboard: today's and this week's orders and revenue, orders waiting
 * per open status, and the last 30 days' daily sales. Days are India's (Asia/Kolkata); the week
 * starts on Monday. Revenue counts orders that are not cancelled (paise).
 */
import type { DataSource } from 'typeorm';

export interface OrderFigures {
  todayOrders: number;
  todayRevenue: number;
  weekOrders: number;
  weekRevenue: number;
  waiting: Array<{ status: string; count: number }>;
  dailySales: Array<{ day: string; orders: number; revenue: number }>;
}

/** The open statuses staff work through, in the dashboard's order. */
const WAITING_STATUSES = ['PLACED', 'PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY'];

export class OrderStatsService {
  constructor(private readonly dataSource: DataSource) {}

  /** The dashboard's order figures (three statements, whatever the number of orders). */
  async figures(): Promise<OrderFigures> {
    const [totals] = await this.dataSource.query(`
      WITH today AS (SELECT (now() AT TIME ZONE 'Asia/Kolkata')::date AS d)
      SELECT
        count(*) FILTER (WHERE local_day = (SELECT d FROM today))::int AS "todayOrders",
        coalesce(sum(total_amount) FILTER (WHERE local_day = (SELECT d FROM today) AND status <> 'CANCELLED'), 0)::int AS "todayRevenue",
        count(*)::int AS "weekOrders",
        coalesce(sum(total_amount) FILTER (WHERE status <> 'CANCELLED'), 0)::int AS "weekRevenue"
      FROM (SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS local_day, total_amount, status FROM orders
             WHERE created_at >= (date_trunc('week', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata')) w`);
    const waiting: Array<{ status: string; count: number }> = await this.dataSource.query(
      `SELECT status, count(*)::int AS count FROM orders WHERE status = ANY($1) GROUP BY status`,
      [WAITING_STATUSES],
    );
    const dailySales = await this.dataSource.query(`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, coalesce(count(o.id), 0)::int AS orders, coalesce(sum(o.total_amount), 0)::int AS revenue
        FROM generate_series((now() AT TIME ZONE 'Asia/Kolkata')::date - 29, (now() AT TIME ZONE 'Asia/Kolkata')::date, interval '1 day') AS day
        LEFT JOIN orders o ON (o.created_at AT TIME ZONE 'Asia/Kolkata')::date = day::date AND o.status <> 'CANCELLED'
       GROUP BY day ORDER BY day`);
    return {
      ...totals,
      waiting: WAITING_STATUSES.map((status) => ({ status, count: waiting.find((w) => w.status === status)?.count ?? 0 })),
      dailySales,
    };
  }

  /** How many orders (any status) each customer has placed, in one statement; customers without orders are left out. */
  async orderCountsOf(customerIds: readonly number[]): Promise<Map<number, number>> {
    if (customerIds.length === 0) return new Map();
    const rows: Array<{ customerId: number; count: number }> = await this.dataSource.query(
      `SELECT customer_id AS "customerId", count(*)::int AS count FROM orders WHERE customer_id = ANY($1::int[]) GROUP BY customer_id`,
      [[...customerIds]],
    );
    return new Map(rows.map((r) => [r.customerId, r.count]));
  }
}
