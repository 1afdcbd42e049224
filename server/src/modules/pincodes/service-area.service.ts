/**
 * The store's delivery area, as staff manage it: import the courier's pincode list (preview, then
 * apply in one transaction), list and search it, switch one pincode off (or on). The `pincode`
 * table is this module's; the delivery check, the address form and checkout read its
 * serviceability fresh on every call (PincodeService.serviceability, no cache), so a change is
 * in force on the next request in every server process.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { badInput, notFound } from '../../shared/errors.js';
import { csvCell } from '../../shared/csv.js';
import { normalizePincode } from '../../shared/indian-formats.js';
import type { ServiceContext } from '../../shared/service-context.js';
import type { AuditService } from '../staff/audit.service.js';
import { loadPincodeDataset } from './pincode.seed.js';
import { MAX_LISTED_PROBLEMS, parseServiceabilityCsv, PINCODE_CSV_MESSAGES, type CsvProblem } from './serviceability-csv.js';

export const PINCODE_NOT_FOUND = 'Pincode not found.';

export interface ServiceAreaRow {
  pincode: string;
  city: string;
  state: string;
  deliverable: boolean;
  codAvailable: boolean;
  deliveryDays: number | null;
}
export interface ServiceAreaFilter {
  /** Digits: pincodes starting with them; words: the city (district) or state. */
  search?: string | null;
  deliverable?: boolean | null;
  limit?: number | null;
  offset?: number | null;
}
export interface ServiceAreaImport {
  /** Rows read without a problem. */
  rows: number;
  /** Listed pincodes that were not deliverable before (or will not be, in a preview). */
  switchedOn: number;
  /** Deliverable pincodes the list leaves out (switched off when the list replaces the area). */
  switchedOff: number;
  /** Deliverable pincodes after applying. */
  deliverableAfter: number;
  /** The first problems with their lines (at most 100); any problem means nothing is changed. */
  problems: CsvProblem[];
  problemCount: number;
  applied: boolean;
}

export class ServiceAreaService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** A page of pincodes (city and state, serviceability), in pincode order, and the counts. */
  async list(filter: ServiceAreaFilter): Promise<{ items: ServiceAreaRow[]; totalCount: number; deliverableCount: number }> {
    const limit = Math.min(Math.max(filter.limit ?? 50, 1), 200);
    const offset = Math.max(filter.offset ?? 0, 0);
    const conds: string[] = [];
    const params: unknown[] = [];
    const add = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const search = (filter.search ?? '').trim().slice(0, 100);
    const digits = normalizePincode(search.padEnd(6, '0')) ? search : null;
    if (digits && /^\d{1,6}$/.test(digits)) conds.push(`pincode::text LIKE ${add(`${digits}%`)}`);
    else if (search) {
      const like = add(`%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
      conds.push(`(district ILIKE ${like} OR state ILIKE ${like})`);
    }
    if (filter.deliverable != null) conds.push(`deliverable = ${add(filter.deliverable)}`);
    const where = conds.length ? conds.join(' AND ') : 'true';
    const [counts] = await this.dataSource.query(
      `SELECT count(*)::int AS "totalCount", (SELECT count(*)::int FROM pincode WHERE deliverable) AS "deliverableCount" FROM pincode WHERE ${where}`,
      params,
    );
    const items: ServiceAreaRow[] = await this.dataSource.query(
      `SELECT pincode, district AS city, state, deliverable, cod_available AS "codAvailable", delivery_days AS "deliveryDays"
         FROM pincode WHERE ${where} ORDER BY pincode LIMIT ${add(limit)} OFFSET ${add(offset)}`,
      params,
    );
    return { items, ...counts };
  }

  /** What importing the list would do. Changes nothing (but loads the pincode dataset into an empty table). */
  async preview(ctx: ServiceContext, csv: string, replace: boolean): Promise<ServiceAreaImport> {
    return ctx.transaction(async (tx) => {
      const result = await this.judge(tx.manager, csv, replace);
      return result;
    });
  }

  /**
   * Imports the courier's list in one transaction: listed pincodes become deliverable with their
   * COD and days; with `replace`, every other pincode stops being deliverable (the list is the
   * whole area). BAD_INPUT, changing nothing, while any row has a problem. On a new store (the
   * pincode table empty) the dataset is loaded first with nothing deliverable, so the area is
   * exactly what the list says.
   */
  async apply(ctx: ServiceContext, csv: string, replace: boolean): Promise<ServiceAreaImport> {
    return ctx.transaction(async (tx) => {
      const m = tx.manager;
      // One import at a time: two concurrent replacements must not interleave.
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('pincode-service-area'))`);
      const result = await this.judge(m, csv, replace);
      if (result.problemCount > 0) {
        throw badInput(`Fix the ${result.problemCount === 1 ? 'problem' : `${result.problemCount} problems`} in the file first; nothing was changed.`, {
          field: 'csv',
          problems: result.problems,
        });
      }
      const { rows } = parseServiceabilityCsv(csv);
      const pincodes = rows.map((r) => r.pincode);
      if (replace) await m.query(`UPDATE pincode SET deliverable = false, cod_available = false WHERE deliverable AND NOT (pincode = ANY($1::char(6)[]))`, [pincodes]);
      await m.query(
        `UPDATE pincode p SET deliverable = true, cod_available = x.cod, delivery_days = x.days
           FROM unnest($1::char(6)[], $2::boolean[], $3::smallint[]) AS x(pincode, cod, days) WHERE p.pincode = x.pincode`,
        [pincodes, rows.map((r) => r.codAvailable), rows.map((r) => r.deliveryDays)],
      );
      const applied = { ...result, applied: true };
      await this.audit.record(tx, { action: 'pincodes.import', entityType: 'pincode', entityId: '*', after: { replace, rows: result.rows, switchedOn: result.switchedOn, switchedOff: result.switchedOff, deliverableAfter: result.deliverableAfter } });
      return applied;
    });
  }

  /** Switches one pincode's delivery off (or on again), optionally with its COD and days. */
  async setServiceable(ctx: ServiceContext, pincode: string, change: { deliverable: boolean; codAvailable?: boolean | null; deliveryDays?: number | null }): Promise<ServiceAreaRow> {
    const code = normalizePincode(pincode);
    if (!code) throw badInput('Please enter a valid 6-digit pincode.', { field: 'pincode' });
    if (change.deliveryDays != null && !(Number.isInteger(change.deliveryDays) && change.deliveryDays >= 1 && change.deliveryDays <= 30)) {
      throw badInput('Days must be a whole number from 1 to 30.', { field: 'deliveryDays' });
    }
    return ctx.transaction(async (tx) => {
      const m = tx.manager;
      const [before] = await m.query(`${ROW_SQL} WHERE pincode = $1 FOR UPDATE`, [code]);
      if (!before) throw notFound(PINCODE_NOT_FOUND);
      await m.query(
        `UPDATE pincode SET deliverable = $2, cod_available = CASE WHEN $2 THEN coalesce($3, cod_available) ELSE false END,
           delivery_days = CASE WHEN $4::boolean THEN $5::smallint ELSE delivery_days END WHERE pincode = $1`,
        [code, change.deliverable, change.codAvailable ?? null, change.deliveryDays !== undefined, change.deliveryDays ?? null],
      );
      const [after] = await m.query(`${ROW_SQL} WHERE pincode = $1`, [code]);
      await this.audit.record(tx, { action: change.deliverable ? 'pincode.on' : 'pincode.off', entityType: 'pincode', entityId: code, before, after });
      return after;
    });
  }

  /** The deliverable pincodes as the import reads them (pincode, cod, days): the matching export. */
  async exportCsv(): Promise<string> {
    const rows: Array<{ pincode: string; cod: boolean; days: number | null }> = await this.dataSource.query(
      `SELECT pincode, cod_available AS cod, delivery_days AS days FROM pincode WHERE deliverable ORDER BY pincode`,
    );
    return `pincode,cod,days\n${rows.map((r) => [r.pincode, r.cod ? 'yes' : 'no', r.days ?? ''].map(csvCell).join(',')).join('\n')}${rows.length ? '\n' : ''}`;
  }

  private async judge(m: EntityManager, csv: string, replace: boolean): Promise<ServiceAreaImport> {
    const { rows, problems } = parseServiceabilityCsv(csv);
    const [{ count }] = await m.query(`SELECT count(*)::int AS count FROM pincode`);
    if (count === 0) {
      // A new store: the reference dataset (city, state, GST state) comes in with nothing deliverable.
      await loadPincodeDataset(m);
      await m.query(`UPDATE pincode SET deliverable = false, cod_available = false`);
    }
    const pincodes = rows.map((r) => r.pincode);
    const [facts] = await m.query(
      `SELECT (SELECT coalesce(array_agg(x.p ORDER BY x.o), '{}') FROM unnest($1::char(6)[]) WITH ORDINALITY AS x(p, o) WHERE NOT EXISTS (SELECT 1 FROM pincode WHERE pincode = x.p)) AS unknown,
              (SELECT count(*)::int FROM pincode WHERE NOT deliverable AND pincode = ANY($1::char(6)[])) AS "switchedOn",
              (SELECT count(*)::int FROM pincode WHERE deliverable AND NOT (pincode = ANY($1::char(6)[]))) AS "notListed",
              (SELECT count(*)::int FROM pincode WHERE deliverable) AS deliverable`,
      [pincodes],
    );
    const unknown = new Set<string>((facts.unknown as string[]).map((p) => p.trim()));
    const all = [...problems, ...rows.filter((r) => unknown.has(r.pincode)).map((r) => ({ line: r.line, message: PINCODE_CSV_MESSAGES.unknown(r.pincode) }))].sort((a, b) => a.line - b.line);
    const good = rows.length - unknown.size;
    const switchedOff = replace ? facts.notListed : 0;
    return {
      rows: good,
      switchedOn: facts.switchedOn,
      switchedOff,
      deliverableAfter: facts.deliverable + facts.switchedOn - switchedOff,
      problems: all.slice(0, MAX_LISTED_PROBLEMS),
      problemCount: all.length,
      applied: false,
    };
  }
}

const ROW_SQL = `SELECT pincode, district AS city, state, deliverable, cod_available AS "codAvailable", delivery_days AS "deliveryDays" FROM pincode`;
