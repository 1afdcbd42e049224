import type { RequestContext } from '../../shared/context.js';
import { isDomainError } from '../../shared/errors.js';

/**
 * Merges a visitor's server cart into the customer who just logged in (issue #14, item 8). The
 * login has succeeded whatever happens here: a token that is unknown or expired, or a merge
 * refused (too many lines: the visitor cart stays, mergeCart(cartToken:) can retry), is logged.
 */
export async function mergeVisitorCartAtLogin(ctx: RequestContext, customerId: number, cartToken: string): Promise<void> {
  try {
    await ctx.services.cart.adoptVisitorCart(ctx.serviceContext.as({ kind: 'customer', customerId, sessionId: null }), cartToken);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    ctx.log.info({ code: error.code }, 'visitor cart not merged at login');
  }
}
