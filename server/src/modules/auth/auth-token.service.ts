import { SignJWT, jwtVerify } from 'jose';
import type { DataSource } from 'typeorm';
import { Session } from './session.entity.js';
import { preparedQuery } from '../../shared/db.js';

export interface Caller {
  customerId: number;
  sessionId: string;
}

/**
 * Issues and checks login tokens. A token is a signed JWT naming a session row; the row makes
 * logout real (a revoked session's token stops working at once).
 */
export class AuthTokenService {
  private readonly key: Uint8Array;

  constructor(
    private readonly dataSource: DataSource,
    secret: string,
    private readonly ttlHours: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** Starts a session for the customer and returns its bearer token. */
  async issue(customerId: number, manager = this.dataSource.manager): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = new Date(Date.now() + this.ttlHours * 3600_000);
    const session = await manager.getRepository(Session).save({ customerId, expiresAt, revokedAt: null });
    const token = await new SignJWT({ sid: session.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(customerId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, expiresAt };
  }

  /** The caller behind a token, or null when it is forged, expired or revoked. */
  async resolve(token: string): Promise<Caller | null> {
    let sessionId: string;
    let customerId: number;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      sessionId = String(payload.sid ?? '');
      customerId = Number(payload.sub);
    } catch {
      return null;
    }
    if (!sessionId || !Number.isInteger(customerId)) return null;
    // Every signed-in request runs it: prepared (see preparedQuery).
    const rows = await preparedQuery<{ customer_id: number }>(
      this.dataSource,
      `SELECT customer_id FROM session WHERE id = $1 AND revoked_at IS NULL AND expires_at > now()`,
      [sessionId],
    );
    if (rows.length === 0 || rows[0].customer_id !== customerId) return null;
    return { customerId, sessionId };
  }

  /** Whether a session resolved earlier is still live (not logged out, not expired): open sockets ask on each event. */
  async isActive(sessionId: string): Promise<boolean> {
    const rows = await preparedQuery<{ one: number }>(this.dataSource, `SELECT 1 AS one FROM session WHERE id = $1 AND revoked_at IS NULL AND expires_at > now()`, [sessionId]);
    return rows.length > 0;
  }

  /** Logout: the session's token stops working. */
  async revoke(sessionId: string): Promise<void> {
    await this.dataSource.query(`UPDATE session SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [sessionId]);
  }
}
