/**
 * The audit log: one row per staff change (who, in which role, what, before → after, when).
 * Written with the change's service context, inside its transaction, so a change and its record
 * are kept or lost together; the context's caller (a staff member) is who did it.
 */
import type { DataSource } from 'typeorm';
import type { ServiceContext } from '../../shared/service-context.js';

export interface AuditEntry {
  /** What was done, verb-first: 'order.ship', 'staff.invite', 'product.update'. */
  action: string;
  /** The kind of thing changed: 'order', 'staff', 'product', 'coupon'. */
  entityType: string;
  entityId: string;
  /** The thing (or the fields that changed) before and after; any JSON-able value. */
  before?: unknown;
  after?: unknown;
}

export interface AuditRecord {
  id: string;
  staffId: string;
  staffPhone: string | null;
  /** The API key that made the change (its name), or null for a person. */
  apiKeyName: string | null;
  role: string;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  at: Date;
}

export interface AuditFilter {
  entityType?: string | null;
  entityId?: string | null;
  staffId?: string | null;
  limit?: number;
  offset?: number;
}

/** Most rows one read answers. */
const MAX_READ = 200;

export class AuditService {
  constructor(private readonly dataSource: DataSource) {}

  /** Appends one record for the staff member acting, in the context's transaction when it is in one. */
  async record(ctx: ServiceContext, entry: AuditEntry): Promise<void> {
    const staff = ctx.requireStaff();
    const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
    await ctx.manager.query(
      `INSERT INTO audit_log (staff_id, staff_phone, role, action, entity_type, entity_id, before, after, api_key_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9)`,
      [staff.staffId, staff.phone, staff.role, entry.action.slice(0, 60), entry.entityType.slice(0, 40), entry.entityId.slice(0, 60), json(entry.before), json(entry.after), staff.apiKeyName ?? null],
    );
  }

  /** The newest records first, optionally of one entity or one staff member. */
  async list(filter: AuditFilter = {}): Promise<AuditRecord[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (filter.entityType) add('entity_type = ?', filter.entityType);
    if (filter.entityId) add('entity_id = ?', filter.entityId);
    if (filter.staffId) add('staff_id = ?', filter.staffId);
    const limit = Math.min(Math.max(1, filter.limit ?? 50), MAX_READ);
    const offset = Math.max(0, filter.offset ?? 0);
    return this.dataSource.query(
      `SELECT id::text, staff_id AS "staffId", staff_phone AS "staffPhone", api_key_name AS "apiKeyName", role, action, entity_type AS "entityType",
              entity_id AS "entityId", before, after, at
         FROM audit_log ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
      params,
    );
  }
}
