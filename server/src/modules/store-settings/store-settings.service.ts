/**
 * The store's settings (ADR 0141): brand, seller, support contact, and the shipping and returns
 * figures. The only reader and writer of `store_settings`; every module that states or charges
 * one of these facts asks this service, so the footer, About Us, the cart, checkout, returns and
 * the invoice cannot disagree.
 *
 * Reads come from a per-process copy: a change drops it here and, through the anonymous caches'
 * channel (app/cache-invalidation.ts: PostgreSQL NOTIFY), in every other process, so shoppers see
 * it on their next request. The copy also ends after SETTINGS_CACHE_MS in case a process missed
 * the notice.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { DomainError, notFound } from '../../shared/errors.js';
import type { ContactInfoRow } from '../content/content.service.js';
import { paiseToRupees, rupeesToPaise } from '../../shared/money.js';
import type { ServiceContext } from '../../shared/service-context.js';
import { refuse } from '../catalog-admin/product-rules.js';
import { findIndianState } from '../pincodes/indian-states.js';
import type { AuditService } from '../staff/audit.service.js';
import { missingForInvoices, normalizeTaxId, storeSettingsErrors, type Seller, type StoreSettingsDraft } from './store-settings.rules.js';

/** The stored settings; amounts in paise. */
export interface StoreSettingsRow {
  brandName: string;
  logoUrl: string | null;
  legalName: string | null;
  registeredAddress: string | null;
  state: string | null;
  stateCode: string | null;
  gstin: string | null;
  pan: string | null;
  invoicePrefix: string;
  creditNotePrefix: string;
  supportPhone: string;
  supportEmail: string;
  supportHours: string;
  facebookUrl: string;
  instagramUrl: string;
  twitterUrl: string;
  linkedinUrl: string;
  officeAddress: string;
  mapUrl: string;
  codFee: number;
  freeShippingOver: number | null;
  returnWindowDays: number;
  deliveryDays: number;
  setupCompletedAt: Date;
  updatedAt: Date;
}

/** What checkout charges for shipping (pricing.shippingFor applies it). */
export interface ShippingRules {
  /** Paise added to a cash-on-delivery order. */
  codFee: number;
  /** Paise: an order worth this much after its coupon ships free whatever the payment; null for no threshold. */
  freeShippingOver: number | null;
}

/** Where the store stands: what the dashboard's overview and the first-login redirect read. */
export interface StoreSetupStatus {
  /** The owner has saved the settings once (the first-run setup is done). */
  setupComplete: boolean;
  /** Legal details still missing before an invoice may be issued; empty when invoicing is ready. */
  missingForInvoices: string[];
}

/**
 * The figures a store without settings runs with until its owner saves them: no fee, returns and
 * delivery as the spec's policy texts state them. Only shipping rules and days fall back; the
 * seller never does (no invoice without one).
 */
export const UNSET_FACTS = { brandName: 'Our store', codFee: 0, freeShippingOver: null, returnWindowDays: 7, deliveryDays: 6 } as const;

export const INVOICING_NOT_READY = (missing: string[]) =>
  `Invoices cannot be issued until the store's legal details are set in the dashboard (Store settings): ${missing.join(', ')} missing.`;

const COLUMNS = `brand_name AS "brandName", logo_url AS "logoUrl", legal_name AS "legalName", registered_address AS "registeredAddress",
  state, state_code AS "stateCode", gstin, pan, invoice_prefix AS "invoicePrefix", credit_note_prefix AS "creditNotePrefix",
  support_phone AS "supportPhone", support_email AS "supportEmail", support_hours AS "supportHours", facebook_url AS "facebookUrl",
  instagram_url AS "instagramUrl", twitter_url AS "twitterUrl", linkedin_url AS "linkedinUrl", office_address AS "officeAddress",
  map_url AS "mapUrl", cod_fee AS "codFee", free_shipping_over AS "freeShippingOver", return_window_days AS "returnWindowDays",
  delivery_days AS "deliveryDays", setup_completed_at AS "setupCompletedAt", updated_at AS "updatedAt"`;

/** How long a process trusts its copy without hearing of a change (a missed notice heals within it). */
export const SETTINGS_CACHE_MS = 30_000;

/** The anonymous caches' channel (CatalogService): a change here drops them in every process. */
export interface SharedCaches {
  /** Drops this process's caches and tells the other processes. */
  catalogueChanged(): void;
  /** Runs `listener` whenever the caches are dropped (here, or by another process's notice). */
  onChange(listener: () => void): void;
}

export class StoreSettingsService {
  private cached: { at: number; row: Promise<StoreSettingsRow | null> } | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: { audit: AuditService; caches: SharedCaches | null; cacheMs?: number },
  ) {
    deps.caches?.onChange(() => (this.cached = null));
  }

  /** The stored settings, or null while the owner has not set the store up. */
  async current(): Promise<StoreSettingsRow | null> {
    const now = Date.now();
    const ttl = this.deps.cacheMs ?? SETTINGS_CACHE_MS;
    if (!this.cached || now - this.cached.at > ttl) {
      const row = this.read(this.dataSource.manager);
      this.cached = { at: now, row };
      row.catch(() => (this.cached = null));
    }
    return this.cached.row;
  }

  private async read(manager: EntityManager): Promise<StoreSettingsRow | null> {
    const [row] = await manager.query(`SELECT ${COLUMNS} FROM store_settings WHERE id = 1`);
    return row ?? null;
  }

  /**
   * How to reach the store (footer, Contact Us, GET /user/contactus). NOT_FOUND ('Contact
   * information is not available.') until the owner has set the store up.
   */
  async contactInfo(): Promise<ContactInfoRow> {
    const s = await this.current();
    if (!s) throw notFound('Contact information is not available.');
    return {
      address: s.officeAddress,
      phone: s.supportPhone,
      email: s.supportEmail,
      mapUrl: s.mapUrl,
      socialLinks: { facebook: s.facebookUrl, twitter: s.twitterUrl, instagram: s.instagramUrl, linkedin: s.linkedinUrl },
    };
  }

  /** What checkout charges for shipping (a store not set up charges nothing extra). */
  async shippingRules(): Promise<ShippingRules> {
    const s = await this.current();
    return s ? { codFee: s.codFee, freeShippingOver: s.freeShippingOver } : { codFee: UNSET_FACTS.codFee, freeShippingOver: UNSET_FACTS.freeShippingOver };
  }

  /** Days after delivery a shopper may ask for a return. */
  async returnWindowDays(): Promise<number> {
    return (await this.current())?.returnWindowDays ?? UNSET_FACTS.returnWindowDays;
  }

  /** Days to deliver to a pincode that has no estimate of its own. */
  async deliveryDays(): Promise<number> {
    return (await this.current())?.deliveryDays ?? UNSET_FACTS.deliveryDays;
  }

  /** Whether the first-run setup is done, and what invoicing still needs. */
  async setupStatus(): Promise<StoreSetupStatus> {
    const s = await this.current();
    return { setupComplete: s !== null, missingForInvoices: missingForInvoices(s) };
  }

  /**
   * The seller printed on a new invoice and its series prefixes. CONFLICT, naming what is
   * missing, until the legal name, registered address, state and GSTIN are set: no invoice is
   * issued in another company's name or in none.
   */
  async invoiceIssuer(): Promise<{ seller: Seller; invoicePrefix: string; creditNotePrefix: string }> {
    const s = await this.current();
    const missing = missingForInvoices(s);
    if (!s || missing.length) throw new DomainError('CONFLICT', INVOICING_NOT_READY(missing), { missing });
    return {
      seller: {
        name: s.legalName!,
        address: s.registeredAddress!.split('\n').map((line) => line.trim()).filter(Boolean),
        state: s.state!,
        stateCode: s.stateCode ?? findIndianState(s.state)?.gstCode ?? s.gstin!.slice(0, 2),
        gstin: s.gstin!,
      },
      invoicePrefix: s.invoicePrefix,
      creditNotePrefix: s.creditNotePrefix,
    };
  }

  /** The series prefix of credit notes (a credit note needs no new seller: it reverses an invoice). */
  async creditNotePrefix(): Promise<string> {
    return (await this.current())?.creditNotePrefix ?? 'CN';
  }

  /**
   * Saves the settings (the first save completes the setup). BAD_INPUT with every field's
   * problem and nothing saved; otherwise one audited change, seen by shoppers on their next
   * request in every server process. Owner only (the admin resolver says so).
   */
  async save(ctx: ServiceContext, draft: StoreSettingsDraft): Promise<StoreSettingsRow> {
    const errors = storeSettingsErrors(draft);
    if (errors.length) refuse(errors);
    const text = (value: string | null | undefined) => (value ?? '').trim();
    const orNull = (value: string | null | undefined) => text(value) || null;
    const state = text(draft.state) ? findIndianState(draft.state) : null;
    const values = [
      text(draft.brandName),
      orNull(draft.logoUrl),
      orNull(draft.legalName),
      orNull(draft.registeredAddress?.replace(/\r\n/g, '\n')),
      state?.name ?? null,
      state?.gstCode ?? null,
      normalizeTaxId(draft.gstin) || null,
      normalizeTaxId(draft.pan) || null,
      text(draft.invoicePrefix).toUpperCase(),
      text(draft.creditNotePrefix).toUpperCase(),
      text(draft.supportPhone),
      text(draft.supportEmail),
      text(draft.supportHours),
      text(draft.facebookUrl),
      text(draft.instagramUrl),
      text(draft.twitterUrl),
      text(draft.linkedinUrl),
      text(draft.officeAddress),
      text(draft.mapUrl),
      rupeesToPaise(draft.codFee),
      draft.freeShippingOver == null ? null : rupeesToPaise(draft.freeShippingOver),
      draft.returnWindowDays,
      draft.deliveryDays,
    ];
    const saved = await ctx.transaction(async (tx) => {
      const m = tx.manager;
      // The row lock orders two owners saving at once: each audit record's "before" is what the other left.
      await m.query(`SELECT id FROM store_settings WHERE id = 1 FOR UPDATE`);
      const before = await this.read(m);
      await m.query(
        `INSERT INTO store_settings (id, brand_name, logo_url, legal_name, registered_address, state, state_code, gstin, pan, invoice_prefix, credit_note_prefix,
           support_phone, support_email, support_hours, facebook_url, instagram_url, twitter_url, linkedin_url, office_address, map_url,
           cod_fee, free_shipping_over, return_window_days, delivery_days)
         VALUES (1, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)
         ON CONFLICT (id) DO UPDATE SET brand_name = $1, logo_url = $2, legal_name = $3, registered_address = $4, state = $5, state_code = $6, gstin = $7, pan = $8,
           invoice_prefix = $9, credit_note_prefix = $10, support_phone = $11, support_email = $12, support_hours = $13, facebook_url = $14, instagram_url = $15,
           twitter_url = $16, linkedin_url = $17, office_address = $18, map_url = $19, cod_fee = $20, free_shipping_over = $21, return_window_days = $22,
           delivery_days = $23, updated_at = now()`,
        values,
      );
      const after = (await this.read(m))!;
      await this.deps.audit.record(tx, {
        action: before ? 'settings.update' : 'settings.setup',
        entityType: 'settings',
        entityId: 'store',
        before: before ? changedFields(before, after).before : undefined,
        after: before ? changedFields(before, after).after : auditView(after),
      });
      // Every process drops its copy (and the shop's cached answers) once the change is committed.
      tx.afterCommit(() => this.changed());
      return after;
    });
    return saved;
  }

  /** Drops this process's copy and tells the others (through the anonymous caches' channel). */
  private changed(): void {
    this.cached = null;
    this.deps.caches?.catalogueChanged();
  }
}

/** The row as the audit log keeps it: no timestamps (the record has its own). */
function auditView(row: StoreSettingsRow): Record<string, unknown> {
  const { setupCompletedAt: _setup, updatedAt: _updated, ...rest } = row;
  return rest;
}

/** Only the fields that changed, before and after. */
function changedFields(before: StoreSettingsRow, after: StoreSettingsRow) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  const was = auditView(before);
  const now = auditView(after);
  for (const key of Object.keys(now)) {
    if (JSON.stringify(was[key]) !== JSON.stringify(now[key])) {
      b[key] = was[key];
      a[key] = now[key];
    }
  }
  return { before: b, after: a };
}

/** Rupees view of the stored amounts (the edges show rupees). */
export const settingsInRupees = (s: StoreSettingsRow) => ({ ...s, codFee: paiseToRupees(s.codFee), freeShippingOver: s.freeShippingOver === null ? null : paiseToRupees(s.freeShippingOver) });
