/**
 * Invoice links that work as plain links for a short time: a browser tab, an e-mail client or a
 * native app's download manager cannot send `Authorization`, so GraphQL `Order.invoiceDownloadUrl`
 * answers a URL signed for one order and its owner that expires after INVOICE_LINK_MINUTES.
 * The bearer-token download (`GET /api/v1/user/order/:id/invoice`) stays as it is.
 *
 * The signature is an HMAC-SHA256 under a key derived from JWT_SECRET (changing the secret voids
 * every link, as it ends every login). A link names the login (session) it was made for and dies
 * with it: after logout (or the session's expiry) it is refused, as the token would be. At download
 * the owner named in the link must still own the order (an anonymised order has no owner), so a
 * link is never worth more than its owner's token. The session id is no credential by itself (a
 * token is a JWT signed with the secret), so it may sit in the URL.
 */
import crypto from 'node:crypto';
import { Router } from 'express';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Config } from '../config.js';
import type { RequestContext } from '../shared/context.js';
import type { Services } from './services.js';
import type { Logger } from '../shared/logger.js';
import { Order } from '../modules/orders/order.types.gql.js';
import { restErrorBody, restErrorHandler } from '../shared/http.js';

export const INVOICE_LINK_PATH = '/api/v1/invoice-links';
export const INVALID_LINK_MESSAGE = 'This invoice link is not valid. Open the order again for a new link.';
export const EXPIRED_LINK_MESSAGE = 'This invoice link has expired. Open the order again for a new link.';
export const LOGGED_OUT_LINK_MESSAGE = 'This invoice link ended when you logged out. Log in and open the order again for a new link.';

// v2: links name the session; a v1 link (no session) no longer verifies.
const linkKey = (jwtSecret: string) => crypto.createHmac('sha256', jwtSecret).update('kapda/invoice-link/v2').digest();

function signature(jwtSecret: string, orderId: number, customerId: number, sessionId: string, expires: number): string {
  return crypto.createHmac('sha256', linkKey(jwtSecret)).update(`invoice:${orderId}:${customerId}:${sessionId}:${expires}`).digest('base64url');
}

/** Who a link is for: the order's owner, in the login that asked for it. */
export interface InvoiceLinkHolder {
  customerId: number;
  sessionId: string;
}

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The signed path of an order's invoice for its owner's session, valid until now + INVOICE_LINK_MINUTES (or logout). */
export function invoiceLink(config: Pick<Config, 'jwtSecret' | 'INVOICE_LINK_MINUTES'>, orderId: number, holder: InvoiceLinkHolder, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + config.INVOICE_LINK_MINUTES * 60;
  const query = new URLSearchParams({
    customer: String(holder.customerId),
    session: holder.sessionId,
    expires: String(expires),
    signature: signature(config.jwtSecret, orderId, holder.customerId, holder.sessionId, expires),
  });
  return `${INVOICE_LINK_PATH}/${orderId}.pdf?${query}`;
}

type LinkCheck = { ok: true; orderId: number; customerId: number; sessionId: string } | { ok: false; status: 403 | 410; message: string };

/** Checks a link's parts: the signature first (a changed expiry is a forgery, not an expiry), then the time. */
export function checkInvoiceLink(jwtSecret: string, file: string, query: Record<string, unknown>, now = Date.now()): LinkCheck {
  const invalid = { ok: false, status: 403, message: INVALID_LINK_MESSAGE } as const;
  const orderId = /^(\d{1,10})\.pdf$/.exec(file)?.[1];
  const { customer, session, expires, signature: given } = query;
  if (!orderId || typeof customer !== 'string' || typeof session !== 'string' || typeof expires !== 'string' || typeof given !== 'string') return invalid;
  if (!/^\d{1,10}$/.test(customer) || !SESSION_ID.test(session) || !/^\d{1,12}$/.test(expires)) return invalid;
  const expected = Buffer.from(signature(jwtSecret, Number(orderId), Number(customer), session, Number(expires)));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return invalid;
  if (Number(expires) * 1000 < now) return { ok: false, status: 410, message: EXPIRED_LINK_MESSAGE };
  return { ok: true, orderId: Number(orderId), customerId: Number(customer), sessionId: session };
}

/** GET /api/v1/invoice-links/<orderId>.pdf?customer&expires&signature → the PDF, no header needed. */
export function invoiceLinkRoutes(services: Services, logger: Logger): Router {
  const router = Router();
  router.get(`${INVOICE_LINK_PATH}/:file`, (req, res, next) => {
    const check = checkInvoiceLink(services.config.jwtSecret, String(req.params.file), req.query);
    res.setHeader('Cache-Control', 'private, no-store');
    if (!check.ok) {
      // A changed link is FORBIDDEN; an expired one is gone (NOT_FOUND, as an expired data-export link).
      const expired = check.status === 410;
      res.status(check.status).json(restErrorBody(expired ? 'NOT_FOUND' : 'FORBIDDEN', check.message, { code: expired ? 'LINK_EXPIRED' : 'LINK_INVALID' }));
      return;
    }
    const { customerId, sessionId, orderId } = check;
    (async () => {
      // The login the link was made for must still be live: logging out ends its links.
      if (!(await services.authTokens.isActive(sessionId))) {
        res.status(403).json(restErrorBody('FORBIDDEN', LOGGED_OUT_LINK_MESSAGE, { code: 'LINK_LOGGED_OUT' }));
        return;
      }
      const { fileName, pdf } = await services.orders.invoicePdf({ customerId, isStaff: false }, orderId);
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
      res.send(pdf);
    })().catch(next);
  });
  // Domain errors (the order is no longer the owner's: 404; not invoiced: 409) as every REST call answers them.
  router.use(INVOICE_LINK_PATH, restErrorHandler(logger));
  return router;
}

@Resolver(() => Order)
export class OrderInvoiceLinkResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      'A link that downloads the PDF tax invoice with no Authorization header (for a plain <a href>, a new tab or a download manager), signed for this order and the caller\'s login and valid for a short time (INVOICE_LINK_MINUTES, default 15) or until that login ends (logout); ask again for a fresh one. Null until the order is invoiced, and on the staff endpoint.',
  })
  invoiceDownloadUrl(@Root() order: Order, @Ctx() ctx: Pick<RequestContext, 'services'> & { customerId?: number | null; sessionId?: string | null }): string | null {
    // Orders reach a shopper only when they are the caller's own; the download checks the owner again.
    // The type is shared with the staff schema, whose context has no customer: null there (staff
    // download from /admin/files/orders/<id>/invoice.pdf).
    if (!order.invoiceNumber || typeof ctx.customerId !== 'number' || !ctx.sessionId) return null;
    return invoiceLink(ctx.services.config, Number(order.id), { customerId: ctx.customerId, sessionId: ctx.sessionId });
  }
}
