/** The addresses module's part of a shopper's data export and erasure (see shared/account-data.ts). */
import type { RowsChanged, ShopperDataEraser } from '../../shared/account-data.js';
import { affectedRows } from '../../shared/account-data.js';
import type { ServiceContext } from '../../shared/service-context.js';

export class AddressAccountData implements ShopperDataEraser {
  exportFor(ctx: ServiceContext, customerId: number): Promise<Array<Record<string, unknown>>> {
    return ctx.manager.query(
      `SELECT full_name AS "fullName", phone, house_name AS "houseName", address, locality, landmark, city, state, pincode, country,
              address_type AS "addressType", is_default AS "isDefault", latitude, longitude, created_at AS "createdAt", updated_at AS "updatedAt"
         FROM address WHERE customer_id = $1 ORDER BY id`,
      [customerId],
    );
  }

  async eraseFor(ctx: ServiceContext, shopper: { customerId: number }): Promise<RowsChanged> {
    return { address: affectedRows(await ctx.manager.query(`DELETE FROM address WHERE customer_id = $1`, [shopper.customerId])) };
  }
}
