/**
 * Staff's coupon editing: create, edit, pause. The stored fields are exactly what checkout judges
 * (coupon-rules.ts: type, value, minimum, cap, start and expiry, global and per-shopper limits,
 * first order only), and the checks here mirror the table's constraints so a bad coupon is refused
 * with a field-level message instead of a database error. Amounts are rupees at this edge, paise
 * inside. Every change is in the audit log.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { DomainError, notFound } from '../../shared/errors.js';
import { paiseToRupees, rupeesToPaise } from '../../shared/money.js';
import type { AuditService } from '../staff/audit.service.js';
import type { ServiceContext } from '../../shared/service-context.js';
import { refuse, type FieldError } from '../catalog-admin/product-rules.js';
import type { CouponRow } from './coupon-rules.js';

export interface CouponDraft {
  code: string;
  title: string;
  description?: string | null;
  discountType: 'percentage' | 'flat';
  /** Whole percent, or rupees for a flat coupon. */
  discountValue: number;
  /** Rupees; percentage coupons only. */
  maxDiscount?: number | null;
  /** Rupees. */
  minOrderAmount: number;
  startsAt?: Date | null;
  expiresAt?: Date | null;
  usageLimit?: number | null;
  perCustomerLimit?: number | null;
  firstOrderOnly?: boolean | null;
  active?: boolean | null;
}

export interface AdminCouponRow extends CouponRow {
  createdAt: Date;
  /** Redemptions ever made (released ones included). */
  redemptions: number;
  /** Different shoppers who used it (not released). */
  customers: number;
  /** Paise given away by uses not released. */
  discountGiven: number;
}

const COLUMNS = `c.id, c.code, c.title, c.description, c.discount_type AS "discountType", c.discount_value AS "discountValue",
  c.max_discount AS "maxDiscount", c.min_order_amount AS "minOrderAmount", c.starts_at AS "startsAt", c.expires_at AS "expiresAt",
  c.usage_limit AS "usageLimit", c.used_count AS "usedCount", c.per_customer_limit AS "perCustomerLimit",
  c.first_order_only AS "firstOrderOnly", c.active, c.created_at AS "createdAt",
  (SELECT count(*)::int FROM coupon_redemption r WHERE r.coupon_id = c.id) AS redemptions,
  (SELECT count(DISTINCT r.customer_id)::int FROM coupon_redemption r WHERE r.coupon_id = c.id AND r.released_at IS NULL) AS customers,
  (SELECT coalesce(sum(r.discount), 0)::int FROM coupon_redemption r WHERE r.coupon_id = c.id AND r.released_at IS NULL) AS "discountGiven"`;

/** Every problem of a coupon draft (`usedCount`: uses already made, for an edit). */
export function couponDraftErrors(d: CouponDraft, usedCount = 0): FieldError[] {
  const errors: FieldError[] = [];
  const fail = (field: string, message: string) => errors.push({ field, message });
  const code = (d.code ?? '').trim().toUpperCase();
  if (!/^[A-Z0-9_-]{3,30}$/.test(code)) fail('code', 'Code must be 3 to 30 letters, digits, - or _.');
  const title = (d.title ?? '').trim();
  if (!title) fail('title', 'Title is required.');
  else if (title.length > 120) fail('title', 'Title is too long (120 characters at most).');
  if ((d.description ?? '').length > 1000) fail('description', 'Description is too long (1,000 characters at most).');
  if (d.discountType !== 'percentage' && d.discountType !== 'flat') fail('discountType', 'Choose percentage or flat.');
  else if (d.discountType === 'percentage') {
    if (!Number.isInteger(d.discountValue) || d.discountValue < 1 || d.discountValue > 100) fail('discountValue', 'A percentage must be a whole number from 1 to 100.');
  } else if (!Number.isFinite(d.discountValue) || d.discountValue <= 0 || d.discountValue > 100_000) fail('discountValue', 'A flat discount must be more than ₹0 (at most ₹1,00,000).');
  if (d.maxDiscount != null) {
    if (d.discountType !== 'percentage') fail('maxDiscount', 'A cap applies to percentage coupons only.');
    else if (!Number.isFinite(d.maxDiscount) || d.maxDiscount <= 0 || d.maxDiscount > 100_000) fail('maxDiscount', 'The cap must be more than ₹0 (at most ₹1,00,000).');
  }
  if (!Number.isFinite(d.minOrderAmount) || d.minOrderAmount < 0 || d.minOrderAmount > 10_000_000) fail('minOrderAmount', 'The minimum order cannot be below ₹0.');
  if (d.startsAt && d.expiresAt && d.expiresAt.getTime() <= d.startsAt.getTime()) fail('expiresAt', 'The expiry must be after the start.');
  if (d.usageLimit != null) {
    if (!Number.isInteger(d.usageLimit) || d.usageLimit < 1) fail('usageLimit', 'The usage limit must be a whole number, 1 or more (leave it empty for no limit).');
    else if (d.usageLimit < usedCount) fail('usageLimit', `The usage limit cannot be below the ${usedCount} uses already made.`);
  }
  if (d.perCustomerLimit != null && (!Number.isInteger(d.perCustomerLimit) || d.perCustomerLimit < 1)) {
    fail('perCustomerLimit', 'The limit per shopper must be a whole number, 1 or more (leave it empty for no limit).');
  }
  return errors;
}

export class CouponAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<AdminCouponRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM coupon c ORDER BY c.active DESC, c.created_at DESC, c.id DESC`);
  }

  async get(id: number): Promise<AdminCouponRow> {
    return this.getIn(this.dataSource.manager, id);
  }

  /** get in a transaction of this service's own (before and after a change). */
  private async getIn(manager: EntityManager, id: number): Promise<AdminCouponRow> {
    const [row] = await manager.query(`SELECT ${COLUMNS} FROM coupon c WHERE c.id = $1`, [id]);
    if (!row) throw notFound('Coupon not found.');
    return row;
  }

  /** Creates (id null) or edits a coupon; BAD_INPUT with fieldErrors, or CONFLICT for a code in use. */
  async save(ctx: ServiceContext, id: number | null, draft: CouponDraft): Promise<AdminCouponRow> {
    return ctx.transaction(async (tx) => {
      const m = tx.manager;
      const before = id === null ? null : await this.lock(m, id);
      const errors = couponDraftErrors(draft, before?.usedCount ?? 0);
      if (errors.length) refuse(errors);
      const code = draft.code.trim().toUpperCase();
      const [clash] = await m.query(`SELECT id FROM coupon WHERE upper(code) = $1 AND id <> coalesce($2, 0)`, [code, id]);
      if (clash) throw new DomainError('CONFLICT', `Another coupon already uses the code ${code}.`, { field: 'code', fieldErrors: [{ field: 'code', message: `Another coupon already uses the code ${code}.` }] });
      const values = [
        code,
        draft.title.trim(),
        draft.description ?? '',
        draft.discountType,
        draft.discountType === 'flat' ? rupeesToPaise(draft.discountValue) : draft.discountValue,
        draft.maxDiscount == null ? null : rupeesToPaise(draft.maxDiscount),
        rupeesToPaise(draft.minOrderAmount),
        draft.startsAt ?? null,
        draft.expiresAt ?? null,
        draft.usageLimit ?? null,
        draft.perCustomerLimit ?? null,
        draft.firstOrderOnly ?? false,
      ];
      let couponId = id;
      if (id === null) {
        const [row] = await m.query(
          `INSERT INTO coupon (code, title, description, discount_type, discount_value, max_discount, min_order_amount, starts_at, expires_at, usage_limit, per_customer_limit, first_order_only, active)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
          [...values, draft.active ?? true],
        );
        couponId = row.id;
      } else {
        await m.query(
          `UPDATE coupon SET code = $2, title = $3, description = $4, discount_type = $5, discount_value = $6, max_discount = $7, min_order_amount = $8,
             starts_at = $9, expires_at = $10, usage_limit = $11, per_customer_limit = $12, first_order_only = $13, active = coalesce($14, active) WHERE id = $1`,
          [id, ...values, draft.active ?? null],
        );
      }
      const after = await this.getIn(m, couponId as number);
      await this.audit.record(tx, { action: id === null ? 'coupon.create' : 'coupon.update', entityType: 'coupon', entityId: String(couponId), before: before ?? undefined, after });
      return after;
    });
  }

  /** Pauses (false) or resumes (true) a coupon: a paused coupon is refused at checkout ("no longer available"). */
  async setActive(ctx: ServiceContext, id: number, active: boolean): Promise<AdminCouponRow> {
    return ctx.transaction(async (tx) => {
      const m = tx.manager;
      const before = await this.lock(m, id);
      await m.query(`UPDATE coupon SET active = $2 WHERE id = $1`, [id, active]);
      await this.audit.record(tx, { action: active ? 'coupon.resume' : 'coupon.pause', entityType: 'coupon', entityId: String(id), before: { active: before.active }, after: { active } });
      return this.getIn(m, id);
    });
  }

  private async lock(m: EntityManager, id: number): Promise<AdminCouponRow> {
    const rows = await m.query(`SELECT id FROM coupon WHERE id = $1 FOR UPDATE`, [id]);
    if (rows.length === 0) throw notFound('Coupon not found.');
    return this.getIn(m, id);
  }
}

/** Rupees view of a stored coupon (flat values and every amount in rupees). */
export const couponInRupees = (c: AdminCouponRow) => ({
  ...c,
  discountValue: c.discountType === 'flat' ? paiseToRupees(c.discountValue) : c.discountValue,
  maxDiscount: c.maxDiscount === null ? null : paiseToRupees(c.maxDiscount),
  minOrderAmount: paiseToRupees(c.minOrderAmount),
  discountGiven: paiseToRupees(c.discountGiven),
});
