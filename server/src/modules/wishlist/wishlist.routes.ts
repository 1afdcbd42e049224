import { Router } from 'express';
import { parseId } from '../../shared/ids.js';
import { handle } from '../../shared/http.js';
import { requireCustomer, type RequestContext } from '../../shared/context.js';
import { badInput, } from '../../shared/errors.js';
import { toRestProduct } from '../catalog/product.rest.js';

const productIdOf = (body: unknown): number => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badInput('Request body must be a JSON object.');
  const raw = (body as Record<string, unknown>).productId;
  if (raw === undefined || raw === null || raw === '') throw badInput('productId is required.');
  return parseId(raw, 'Product not found.');
};

/** The wishlist's products in the spec's Product shape (the catalogue's mapper), newest first. */
async function wishlistProducts(ctx: RequestContext, customerId: number) {
  const entries = await ctx.services.wishlist.list(customerId);
  const products = await ctx.services.catalog.productsByIds(entries.map((e) => e.productId));
  return products.filter((p) => p !== null).map((p) => toRestProduct(p));
}

/** REST twins of the wishlist calls (spec section 7). */
export function wishlistRoutes(): Router {
  const router = Router();

  // { productId, product? }: with productId alone it toggles (the wishlist page's call), with
  // a product it adds. → { success, wishlisted, wishlistCount }
  router.put(
    '/user/add-wishlist',
    handle(async (ctx, req) => {
      const customerId = requireCustomer(ctx);
      const productId = productIdOf(req.body);
      const hasProduct = req.body.product !== undefined && req.body.product !== null;
      const state = hasProduct ? await ctx.services.wishlist.add(customerId, productId) : await ctx.services.wishlist.toggle(customerId, productId);
      return { success: true, message: state.wishlisted ? 'Added to wishlist' : 'Removed from wishlist', wishlisted: state.wishlisted, wishlistCount: state.count };
    }),
  );

  router.put(
    '/user/remove-wishlist',
    handle(async (ctx, req) => {
      const state = await ctx.services.wishlist.remove(requireCustomer(ctx), productIdOf(req.body));
      return { success: true, message: 'Removed from wishlist', wishlisted: state.wishlisted, wishlistCount: state.count };
    }),
  );

  // → { products: [Product], wishlistCount }
  router.get(
    '/user/get-wishlists',
    handle(async (ctx) => {
      const customerId = requireCustomer(ctx);
      const products = await wishlistProducts(ctx, customerId);
      return { success: true, products, wishlistCount: products.length };
    }),
  );

  return router;
}
