/**
 * The GST rate table (issue 27): reads it for the tax policy (gst-policy.ts), lists it for the
 * owner, and adds a dated rate when the GST Council changes one, audit-logged, without a deploy.
 *
 * The table only grows forward: a new rate starts tomorrow (India time) or later, and closes the
 * rows of its HSN prefix still in force the day before. So no invoice already issued (its rate is
 * found by its date) ever changes: a re-print prints the same figures.
 */
import type { DataSource } from 'typeorm';
import { DomainError, badInput } from '../../shared/errors.js';
import type { ServiceContext } from '../../shared/service-context.js';
import type { AuditService } from '../staff/audit.service.js';
import { HSN_PREFIX_PATTERN, istDate, TaxPolicy, type GstRateRow } from './gst-policy.js';

export interface GstRateDraft {
  /** 2, 4, 6 or 8 digits. */
  hsnPrefix: string;
  /** 'YYYY-MM-DD', India time: the first day the rate applies. */
  validFrom: string;
  /** The bands, any order: each up to a taxable value per piece in paise (null: no ceiling). One band with no ceiling is a flat rate. */
  bands: Array<{ upToPaisePerPiece: number | null; ratePercent: number }>;
  /** Shipping-like ancillary supplies that follow their principal supply. */
  followsPrincipal?: boolean;
  description?: string;
}

const COLUMNS = `id, hsn_prefix AS "hsnPrefix", up_to_paise_per_piece::float8 AS "upToPaisePerPiece", rate_percent::float8 AS "ratePercent",
  follows_principal AS "followsPrincipal", to_char(valid_from, 'YYYY-MM-DD') AS "validFrom", to_char(valid_to, 'YYYY-MM-DD') AS "validTo", description`;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The day after an India date 'YYYY-MM-DD' (or before, with -1). */
export function shiftDate(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Every problem of a draft, as field messages (nothing is saved when there is one). */
export function gstRateDraftErrors(draft: GstRateDraft, today: string): Array<{ field: string; message: string }> {
  const errors: Array<{ field: string; message: string }> = [];
  const fail = (field: string, message: string) => errors.push({ field, message });
  if (!HSN_PREFIX_PATTERN.test(draft.hsnPrefix ?? '')) fail('hsnPrefix', 'The HSN must be 2, 4, 6 or 8 digits (a chapter, heading, sub-heading or tariff item).');
  const validDate = DATE_PATTERN.test(draft.validFrom ?? '') && !Number.isNaN(Date.parse(`${draft.validFrom}T00:00:00Z`)) && new Date(`${draft.validFrom}T00:00:00Z`).toISOString().startsWith(draft.validFrom);
  if (!validDate) fail('validFrom', 'The start date must be a date (YYYY-MM-DD).');
  else if (draft.validFrom <= today) fail('validFrom', `A new rate starts tomorrow (${shiftDate(today, 1)}) or later: invoices already issued keep the rate of their date.`);
  const bands = draft.bands ?? [];
  if (bands.length === 0 || bands.length > 5) fail('bands', 'Give one to five bands.');
  for (const band of bands) {
    if (!Number.isFinite(band.ratePercent) || band.ratePercent < 0 || band.ratePercent > 100 || Math.round(band.ratePercent * 100) !== band.ratePercent * 100) {
      fail('bands', 'A rate is a percentage from 0 to 100, at most two decimals.');
      break;
    }
    if (band.upToPaisePerPiece !== null && (!Number.isInteger(band.upToPaisePerPiece) || band.upToPaisePerPiece <= 0)) {
      fail('bands', 'A ceiling per piece must be more than ₹0 (leave the last band empty: no ceiling).');
      break;
    }
  }
  const open = bands.filter((band) => band.upToPaisePerPiece === null).length;
  if (bands.length && open !== 1) fail('bands', 'Exactly one band has no ceiling (the top one).');
  const ceilings = bands.map((band) => band.upToPaisePerPiece).filter((v): v is number => v !== null);
  if (new Set(ceilings).size !== ceilings.length) fail('bands', 'Two bands have the same ceiling.');
  if ((draft.description ?? '').length > 200) fail('description', 'The description is too long (200 characters at most).');
  return errors;
}

/** How long a quote may use the rate table it read (documents always read it afresh). */
export const QUOTE_POLICY_TTL_MS = 60_000;

export class TaxRateService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  private quoteCache: { policy: TaxPolicy; until: number } | null = null;

  /**
   * The policy for a cart's quote, read at most once a minute per process (a cart read costs no
   * extra statement). A rate added elsewhere starts tomorrow at the earliest, so a minute-old table
   * prices today's quote the same; the quote's tax is informational, and documents use `policy`.
   */
  async quotePolicy(): Promise<TaxPolicy> {
    const now = Date.now();
    if (this.quoteCache && this.quoteCache.until > now) return this.quoteCache.policy;
    const policy = await this.policy();
    this.quoteCache = { policy, until: now + QUOTE_POLICY_TTL_MS };
    return policy;
  }

  /** The whole table (a few dozen rows): the policy the quote and the documents apply. */
  async policy(ctx?: ServiceContext): Promise<TaxPolicy> {
    return new TaxPolicy(await this.list(ctx));
  }

  /** The rows, by HSN prefix then start date then band. */
  async list(ctx?: ServiceContext): Promise<GstRateRow[]> {
    const manager = ctx?.manager ?? this.dataSource.manager;
    return manager.query(`SELECT ${COLUMNS} FROM gst_rate ORDER BY hsn_prefix, valid_from, up_to_paise_per_piece NULLS LAST`);
  }

  /**
   * Adds a dated rate (its bands) for an HSN prefix: the owner's answer to a GST Council change.
   * The prefix's rows in force the day before end then. BAD_INPUT with fieldErrors for a bad draft
   * (a start today or earlier included); CONFLICT when the prefix already has a rate starting on
   * or after that day. Audit-logged in the same transaction.
   */
  async addRate(ctx: ServiceContext, draft: GstRateDraft, today: string = istDate(new Date())): Promise<GstRateRow[]> {
    const errors = gstRateDraftErrors(draft, today);
    if (errors.length) throw badInput(errors[0].message, { field: errors[0].field, fieldErrors: errors });
    return ctx.transaction(async (tx) => {
      const m = tx.manager;
      // One writer at a time: two owners adding rates for one prefix cannot both close its rows.
      await m.query(`LOCK TABLE gst_rate IN SHARE ROW EXCLUSIVE MODE`);
      const [later] = await m.query(`SELECT to_char(valid_from, 'YYYY-MM-DD') AS "validFrom" FROM gst_rate WHERE hsn_prefix = $1 AND valid_from >= $2 LIMIT 1`, [draft.hsnPrefix, draft.validFrom]);
      if (later) {
        const message = `HSN ${draft.hsnPrefix} already has a rate from ${later.validFrom}; a new rate must start after it.`;
        throw new DomainError('CONFLICT', message, { field: 'validFrom', fieldErrors: [{ field: 'validFrom', message }] });
      }
      const closed: GstRateRow[] = await m.query(
        `UPDATE gst_rate SET valid_to = $2::date - 1 WHERE hsn_prefix = $1 AND (valid_to IS NULL OR valid_to >= $2::date) RETURNING ${COLUMNS}`,
        [draft.hsnPrefix, draft.validFrom],
      );
      const added: GstRateRow[] = [];
      for (const band of draft.bands) {
        const [row] = await m.query(
          `INSERT INTO gst_rate (hsn_prefix, up_to_paise_per_piece, rate_percent, follows_principal, valid_from, description) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
          [draft.hsnPrefix, band.upToPaisePerPiece, band.ratePercent, draft.followsPrincipal ?? false, draft.validFrom, (draft.description ?? '').trim()],
        );
        added.push(row);
      }
      await this.audit.record(tx, {
        action: 'gst-rate.add',
        entityType: 'gst-rate',
        entityId: `${draft.hsnPrefix}@${draft.validFrom}`,
        before: closed.map((row) => ({ ...row, validTo: null })),
        after: { closed: closed.map((row) => row.id), added },
      });
      this.quoteCache = null;
      return added;
    });
  }
}
