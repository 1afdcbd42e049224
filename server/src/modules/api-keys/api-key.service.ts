/**
 * API keys (ADR 0183): owners make named keys for partners' machines, each limited to scopes,
 * optionally to addresses (CIDR) and to a date. The key (`sk_<40 random chars>`) is answered once;
 * only its SHA-256 is kept, so a leaked database leaks no key. A revoked or expired key, or one used
 * from another address, is an unknown token.
 */
import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { ServiceContext } from '../../shared/service-context.js';
import { badInput, notFound } from '../../shared/errors.js';
import { rowsOf } from '../../shared/db.js';
import type { AuditService } from '../staff/audit.service.js';
import { GRANTABLE_SCOPES, type GrantableScope } from './api-scopes.js';

export interface ApiKeyRow {
  id: number;
  name: string;
  /** The key's first characters, to tell keys apart (never enough to use it). */
  prefix: string;
  scopes: GrantableScope[];
  allowedIps: string[] | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  createdAt: Date;
}

/** The key behind a request: who it is for the audit log and what it may do. */
export interface ApiKeyCaller {
  id: number;
  name: string;
  scopes: GrantableScope[];
}

export interface ApiKeyInput {
  name: string;
  scopes: string[];
  expiresAt?: Date | null;
  allowedIps?: string[] | null;
}

const KEY_PREFIX = 'sk_';
const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
/** Keys look like `sk_…`: anything else is not looked up. */
export const looksLikeApiKey = (token: string) => token.startsWith(KEY_PREFIX) && token.length === KEY_PREFIX.length + 40;

export class ApiKeyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** The live key behind a bearer token used from `ip`, or null (unknown, revoked, expired, or another address). */
  async resolve(token: string, ip: string): Promise<ApiKeyCaller | null> {
    if (!looksLikeApiKey(token)) return null;
    const [row] = await this.dataSource.query(
      `SELECT id, name, scopes FROM api_key
        WHERE token_hash = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())
          AND (allowed_ips IS NULL OR (CASE WHEN $2::text ~ '^[0-9a-fA-F.:]+$' THEN $2::inet <<= ANY (allowed_ips) ELSE false END))`,
      [hashOf(token), ip.replace(/^::ffff:/, '')],
    );
    if (!row) return null;
    // When it was last used, to the minute (no write per request).
    void this.dataSource.query(`UPDATE api_key SET last_used_at = now() WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`, [row.id]).catch(() => undefined);
    return { id: row.id, name: row.name, scopes: row.scopes };
  }

  /** Owners: every key, newest first (revoked ones too). */
  async list(ctx: ServiceContext): Promise<ApiKeyRow[]> {
    return (await ctx.manager.query(`SELECT *, allowed_ips::text[] AS allowed_ips_text FROM api_key ORDER BY id DESC`)).map(toRow);
  }

  /** Owners: a new key; answers it with the key itself, shown this once. Audit-logged. */
  async create(ctx: ServiceContext, input: ApiKeyInput): Promise<{ key: ApiKeyRow; token: string }> {
    const staff = ctx.requireStaff();
    const name = input.name.trim();
    if (name.length < 1 || name.length > 80) throw badInput('Give the key a name of 1 to 80 characters (whose is it, what does it do).', { field: 'name' });
    const scopes = [...new Set(input.scopes)];
    if (scopes.length === 0) throw badInput('Choose at least one scope.', { field: 'scopes' });
    const unknown = scopes.filter((s) => !(GRANTABLE_SCOPES as readonly string[]).includes(s));
    if (unknown.length > 0) throw badInput(`Unknown scope: ${unknown.join(', ')}. Known: ${GRANTABLE_SCOPES.join(', ')}.`, { field: 'scopes' });
    if (input.expiresAt && input.expiresAt.getTime() <= Date.now()) throw badInput('The expiry must be in the future.', { field: 'expiresAt' });
    const allowedIps = input.allowedIps && input.allowedIps.length > 0 ? input.allowedIps.map((ip) => ip.trim()) : null;
    for (const ip of allowedIps ?? []) {
      if (!/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(ip)) throw badInput(`Not an address or range: ${ip} (e.g. 203.0.113.7 or 203.0.113.0/24).`, { field: 'allowedIps' });
    }
    const token = KEY_PREFIX + crypto.randomBytes(30).toString('base64url');
    return ctx.transaction(async (tx) => {
      let row: Record<string, unknown>;
      try {
        [row] = await tx.manager.query(
          `INSERT INTO api_key (name, token_hash, token_prefix, scopes, allowed_ips, expires_at, created_by) VALUES ($1, $2, $3, $4, $5::cidr[], $6, $7) RETURNING *, allowed_ips::text[] AS allowed_ips_text`,
          [name, hashOf(token), token.slice(0, 10), scopes, allowedIps, input.expiresAt ?? null, staff.staffId],
        );
      } catch (error) {
        if ((error as { code?: string }).code === '22P02') throw badInput('An allowed address is not a valid address or range.', { field: 'allowedIps' });
        throw error;
      }
      const key = toRow(row);
      await this.audit.record(tx, { action: 'api-key.create', entityType: 'api_key', entityId: String(key.id), after: { name, scopes, allowedIps, expiresAt: key.expiresAt } });
      return { key, token };
    });
  }

  /** Owners: stops a key at once. Audit-logged. */
  async revoke(ctx: ServiceContext, id: number): Promise<ApiKeyRow> {
    return ctx.transaction(async (tx) => {
      const [row] = rowsOf(await tx.manager.query(`UPDATE api_key SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 RETURNING *, allowed_ips::text[] AS allowed_ips_text`, [id]));
      if (!row) throw notFound('No API key with that id.');
      const key = toRow(row);
      await this.audit.record(tx, { action: 'api-key.revoke', entityType: 'api_key', entityId: String(id), before: { name: key.name } });
      return key;
    });
  }
}

const toRow = (r: Record<string, any>): ApiKeyRow => ({
  id: Number(r.id),
  name: r.name,
  prefix: r.token_prefix,
  scopes: r.scopes,
  allowedIps: r.allowed_ips_text ?? null,
  expiresAt: r.expires_at ?? null,
  revokedAt: r.revoked_at ?? null,
  lastUsedAt: r.last_used_at ?? null,
  createdAt: r.created_at,
});
