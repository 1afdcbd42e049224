/** The auth module's part of a shopper's data export and erasure (see shared/account-data.ts). */
import type { RowsChanged, ShopperDataEraser } from '../../shared/account-data.js';
import { affectedRows } from '../../shared/account-data.js';
import type { ServiceContext } from '../../shared/service-context.js';

export class AuthAccountData implements ShopperDataEraser {
  /** The shopper's logins (no tokens or ids), oldest first. */
  exportFor(ctx: ServiceContext, customerId: number): Promise<Array<{ startedAt: Date; expiresAt: Date; endedAt: Date | null }>> {
    return ctx.manager.query(
      `SELECT created_at AS "startedAt", expires_at AS "expiresAt", revoked_at AS "endedAt" FROM session WHERE customer_id = $1 ORDER BY created_at`,
      [customerId],
    );
  }

  /** Whether the session is the shopper's and still live (not logged out, not expired). */
  async isLiveSession(ctx: ServiceContext, customerId: number, sessionId: string): Promise<boolean> {
    const rows = await ctx.manager.query(`SELECT 1 FROM session WHERE id = $1::uuid AND customer_id = $2 AND revoked_at IS NULL AND expires_at > now()`, [sessionId, customerId]);
    return rows.length > 0;
  }

  /** Every login dies at once; the phone's login codes and wrong-code rows go too. */
  async eraseFor(ctx: ServiceContext, shopper: { customerId: number; phone: string }): Promise<RowsChanged> {
    return {
      session: affectedRows(await ctx.manager.query(`DELETE FROM session WHERE customer_id = $1`, [shopper.customerId])),
      otp_code: affectedRows(await ctx.manager.query(`DELETE FROM otp_code WHERE phone = $1`, [shopper.phone])),
      otp_failure: affectedRows(await ctx.manager.query(`DELETE FROM otp_failure WHERE phone = $1`, [shopper.phone])),
    };
  }
}
