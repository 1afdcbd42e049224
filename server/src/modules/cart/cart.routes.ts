import { Router } from 'express';
import { z } from 'zod';
import { handle, parseBody, type RestErrorCode } from '../../shared/http.js';
import { requireCustomer } from '../../shared/context.js';
import { toApplyResponse, toLineRequest, toRestCart as toRestCartShape, toRestCoupon, toRestQuote } from './cart.mapper.js';
import type { PricedCart } from './cart.service.js';
import type { RequestContext } from '../../shared/context.js';
import { toRestProduct } from '../catalog/product.rest.js';
import { CART_MESSAGES } from './cart-rules.js';
import { COUPON_MESSAGES } from '../coupons/coupon-rules.js';
import { DELIVERY_MESSAGES } from '../delivery/delivery.service.js';

const id = z.union([z.string().min(1).max(20), z.number().int()]);
const variant = z.object({ color: z.string().min(1).max(60), size: z.string().min(1).max(20) });
const addBody = z.object({ productId: id, variant, quantity: z.coerce.number().int().min(1).max(999).optional() });
const keyBody = z.object({ productId: id, variant });
const qtyBody = z.object({ productId: id, variant, newQty: z.coerce.number().int().min(-1000).max(100000) });
const promoBody = z.object({ code: z.string().max(40).optional() });
const pincodeBody = z.object({ pincode: z.union([z.string().max(20), z.number()]).optional() });

/** The REST cart: each line carries the spec's full product object (one query for all lines). */
async function restCart(ctx: RequestContext, cart: PricedCart) {
  const shape = toRestCartShape(cart);
  const products = await ctx.services.catalog.productsByIds(cart.lines.map((l) => l.productId));
  shape.items.forEach((item, i) => {
    const product = products[i];
    if (product) item.product = { ...toRestProduct(product), image: item.product.image };
  });
  return shape;
}

/** REST twins of the cart, coupon and pincode calls of spec section 7 (shapes in rest-contract.md). */
export function cartRoutes(): Router {
  const router = Router();

  // PUT /user/addToCart {productId, variant:{color,size}, quantity?} → {success, message, cart}
  router.put(
    '/user/addToCart',
    handle(async (ctx, req) => {
      const body = parseBody(addBody, req.body, CART_MESSAGES.variantNotFound);
      const quantity = body.quantity ?? 1;
      // The Idempotency-Key header, when sent, makes a repeated request change nothing (the balancer may replay it).
      const cart = await ctx.services.cart.add(ctx.serviceContext, toLineRequest({ productId: body.productId, ...body.variant, quantity }), null, ctx.idempotencyKey);
      return { success: true, message: CART_MESSAGES.added(quantity), cart: await restCart(ctx, cart) };
    }),
  );

  // PUT /user/remove-cart-item {productId, variant} → {success, cart}
  router.put(
    '/user/remove-cart-item',
    handle(async (ctx, req) => {
      const body = parseBody(keyBody, req.body, CART_MESSAGES.variantNotFound);
      const cart = await ctx.services.cart.remove(ctx.serviceContext, toLineRequest({ productId: body.productId, ...body.variant }));
      return { success: true, cart: await restCart(ctx, cart) };
    }),
  );

  // POST /user/changeQty {productId, variant, newQty} → {success, cart}
  router.post(
    '/user/changeQty',
    handle(async (ctx, req) => {
      const body = parseBody(qtyBody, req.body);
      const cart = await ctx.services.cart.setQuantity(ctx.serviceContext, toLineRequest({ productId: body.productId, ...body.variant, quantity: body.newQty }));
      return { success: true, cart: await restCart(ctx, cart) };
    }),
  );

  // GET /user/get-cart (ours) → {success, cart}
  router.get(
    '/user/get-cart',
    handle(async (ctx) => ({ success: true, cart: await restCart(ctx, await ctx.services.cart.read(ctx.serviceContext)) })),
  );

  // GET /user/cart-quote (ours) → {success, quote}: the pricing module's quote of the cart (totals per payment method, messages)
  router.get(
    '/user/cart-quote',
    handle(async (ctx) => ({ success: true, quote: toRestQuote(await ctx.services.cart.quote(ctx.serviceContext)) })),
  );

  // DELETE /user/clear-cart (ours) → {success, cart}
  router.delete(
    '/user/clear-cart',
    handle(async (ctx) => {
      return { success: true, cart: await restCart(ctx, await ctx.services.cart.clearCart(ctx.serviceContext)) };
    }),
  );

  // GET /user/promoCodes (bearer) → {data: [coupon]}
  router.get(
    '/user/promoCodes',
    handle(async (ctx) => {
      requireCustomer(ctx);
      const coupons = await ctx.services.coupons.listAvailable();
      return { data: coupons.map((c) => ({ _id: String(c.id), ...toRestCoupon(c) })) };
    }),
  );

  // POST /user/apply-promo {code} → {success, message, discountAmount, discount, orderAmount, payableAmount, code}
  router.post(
    '/user/apply-promo',
    handle(async (ctx, req, res) => {
      const body = parseBody(promoBody, req.body, COUPON_MESSAGES.required);
      const { result } = await ctx.services.cart.applyCoupon(ctx.serviceContext, body.code ?? '');
      // A refused code is a 4xx like every failure, but keeps the full apply-promo shape (`code` is the coupon's).
      if (!result.success) res.status(422).json({ ...toApplyResponse(result), errorCode: 'COUPON_INVALID' satisfies RestErrorCode });
      return toApplyResponse(result);
    }),
  );

  // POST /user/clear-promo (ours) → {success, message, cart}
  router.post(
    '/user/clear-promo',
    handle(async (ctx) => {
      const cart = await ctx.services.cart.clearCoupon(ctx.serviceContext);
      return { success: true, message: COUPON_MESSAGES.cleared, cart: await restCart(ctx, cart) };
    }),
  );

  // POST /user/check-pincode {pincode} → {success, message, deliverable, estimatedDelivery?, cod?, city, state}
  router.post(
    '/user/check-pincode',
    handle(async (ctx, req) => {
      const body = parseBody(pincodeBody, req.body, DELIVERY_MESSAGES.invalid);
      const check = await ctx.services.delivery.check(ctx.serviceContext, String(body.pincode ?? ''));
      return {
        success: check.deliverable,
        message: check.message,
        deliverable: check.deliverable,
        ...(check.estimatedDate ? { estimatedDelivery: check.estimatedDate.toISOString(), deliveryDays: check.deliveryDays } : {}),
        cod: check.codAvailable,
        city: check.city,
        state: check.state,
      };
    }),
  );

  return router;
}
