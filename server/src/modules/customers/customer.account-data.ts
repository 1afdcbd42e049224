/**
 * The customers module's part of a shopper's data export and erasure (see shared/account-data.ts),
 * and the export's rate limit and single-use link, kept on the customer row.
 */
import type { RowsChanged, ShopperDataEraser } from '../../shared/account-data.js';
import { affectedRows } from '../../shared/account-data.js';
import { rowsOf } from '../../shared/db.js';
import { notFound } from '../../shared/errors.js';
import type { ServiceContext } from '../../shared/service-context.js';

export class CustomerAccountData implements ShopperDataEraser {
  /** The profile as the export shows it; NOT_FOUND when the shopper is gone. */
  async exportFor(ctx: ServiceContext, customerId: number): Promise<Record<string, unknown>> {
    const [profile] = await ctx.manager.query(
      `SELECT phone AS "mobile", name, email, dob::text AS "dateOfBirth", gender, created_at AS "accountCreatedAt" FROM customer WHERE id = $1`,
      [customerId],
    );
    if (!profile) throw notFound('Customer not found.');
    return profile;
  }

  /** The shopper's phone; NOT_FOUND when the shopper is gone. */
  async phoneOf(ctx: ServiceContext, customerId: number): Promise<string> {
    const [row] = await ctx.manager.query(`SELECT phone FROM customer WHERE id = $1`, [customerId]);
    if (!row) throw notFound('Customer not found.');
    return row.phone;
  }

  /**
   * Takes this interval's export for the shopper (and a new link id when asked) in one conditional
   * UPDATE, so the limit holds across server processes. Answers the link id (or ''), or the seconds
   * to wait; NOT_FOUND when the shopper is gone.
   */
  async claimExportSlot(ctx: ServiceContext, customerId: number, intervalSeconds: number, withLink: boolean): Promise<{ linkId: string } | { waitSeconds: number }> {
    const claimed = rowsOf<{ link: string | null }>(
      await ctx.manager.query(
        `UPDATE customer SET data_export_requested_at = now(),
                data_export_link_id = CASE WHEN $3 THEN gen_random_uuid() ELSE data_export_link_id END
          WHERE id = $1 AND (data_export_requested_at IS NULL OR data_export_requested_at <= now() - make_interval(secs => $2))
          RETURNING data_export_link_id AS link`,
        [customerId, intervalSeconds, withLink],
      ),
    );
    if (claimed.length) return { linkId: claimed[0].link ?? '' };
    const [row] = await ctx.manager.query(
      `SELECT ceil(extract(epoch FROM data_export_requested_at + make_interval(secs => $2) - now()))::int AS wait FROM customer WHERE id = $1`,
      [customerId, intervalSeconds],
    );
    if (!row) throw notFound('Customer not found.');
    return { waitSeconds: Math.max(1, Number(row.wait)) };
  }

  /** Uses up the shopper's export link `linkId` (true once; two clicks download once). */
  async useExportLink(ctx: ServiceContext, customerId: number, linkId: string): Promise<boolean> {
    const used = await ctx.manager.query(`UPDATE customer SET data_export_link_id = NULL WHERE id = $1 AND data_export_link_id = $2::uuid RETURNING id`, [customerId, linkId]);
    return rowsOf(used).length > 0;
  }

  /** The customer row itself, last (every other owner's rows are gone or anonymised by then). */
  async eraseFor(ctx: ServiceContext, shopper: { customerId: number }): Promise<RowsChanged> {
    return { customer: affectedRows(await ctx.manager.query(`DELETE FROM customer WHERE id = $1`, [shopper.customerId])) };
  }
}
