import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { customerOrNull, type RequestContext } from '../../shared/context.js';
import { DomainError } from '../../shared/errors.js';
import { payload } from '../../shared/graphql/user-errors.js';
import { ProductType } from '../catalog/catalog.types.js';
import {
  AddToCartPayload,
  ApplyCouponPayload,
  Cart,
  CartLine,
  CartLineInput,
  CartLineKeyInput,
  ClearCartPayload,
  ClearCouponPayload,
  Coupon,
  CreateCartPayload,
  DeliveryCheck,
  MergeCartPayload,
  RemoveFromCartPayload,
  UpdateCartQuantityPayload,
  type CartPayload,
} from './cart.types.js';
import { toGqlCart, toGqlCoupon, toLineRequest } from './cart.mapper.js';
import type { PricedCart } from './cart.service.js';

const CART_TOKEN_DESCRIPTION =
  "A visitor cart's token (createCart): act on that cart, no login needed. Omit it to act on the logged-in customer's cart.";

/** A cart mutation's payload: the cart after `work`, or the caller's mistakes (field paths under `line`). */
const cartPayload = (work: () => Promise<PricedCart>): Promise<CartPayload> => payload(async () => ({ cart: toGqlCart(await work()) }), { cart: null }, 'line');

@Resolver()
export class CartResolver {
  @Query(() => Cart, {
    nullable: true,
    description:
      "The logged-in shopper's cart, priced from the catalogue now, with its coupon re-checked (a read changes nothing). Null for a visitor, who has no server cart without a token: use visitorCart(cartToken) or cartPreview.",
  })
  async cart(@Ctx() ctx: RequestContext): Promise<Cart | null> {
    if (customerOrNull(ctx) === null) return null;
    return toGqlCart(await ctx.services.cart.read(ctx.serviceContext));
  }

  @Query(() => Cart, { nullable: true, description: "A visitor's server cart (createCart), priced from the catalogue now; null when the token is unknown, expired or already merged at login." })
  async visitorCart(@Arg('cartToken', () => String, { description: 'The token createCart answered.' }) cartToken: string, @Ctx() ctx: RequestContext): Promise<Cart | null> {
    const cart = await ctx.services.cart.readVisitorCart(ctx.serviceContext, cartToken);
    return cart && toGqlCart(cart);
  }

  @Query(() => Cart, { description: "Prices a visitor's browser cart from the catalogue (no coupon); unknown sizes are left out. Its id and line ids are never a real cart's." })
  async cartPreview(@Arg('lines', () => [CartLineInput], { description: 'The browser cart lines.' }) lines: CartLineInput[], @Ctx() ctx: RequestContext): Promise<Cart> {
    return toGqlCart(await ctx.services.cart.preview(ctx.serviceContext, lines.map(toLineRequest)));
  }

  @Mutation(() => CreateCartPayload, {
    description:
      "Creates a visitor's server cart, no login needed (as Shopify's cartCreate), with the lines given added up to their stock. Answers the cart and its token: keep the token and pass it as `cartToken`; pass it to verifyOtp to merge the cart into the customer's at login.",
  })
  async createCart(
    @Arg('lines', () => [CartLineInput], { defaultValue: [], description: 'Lines to start with (unknown or sold-out sizes are skipped).' }) lines: CartLineInput[],
    @Ctx() ctx: RequestContext,
  ): Promise<CreateCartPayload> {
    return payload(
      async () => {
        const created = await ctx.services.cart.create(ctx.serviceContext, lines.map(toLineRequest));
        return { cart: toGqlCart(created.cart), cartToken: created.cartToken };
      },
      { cart: null, cartToken: null },
      'lines',
    );
  }

  @Mutation(() => AddToCartPayload, {
    description:
      "Adds a product's colour and size to the cart (the same size again raises the quantity, up to its stock). A quantity below 1 is refused (INVALID on line.quantity). Send an `Idempotency-Key` HTTP header (at most 100 characters, unique per add) to make a repeated request add nothing more: the same key within a day answers the cart as it is.",
  })
  addToCart(
    @Arg('line', () => CartLineInput, { description: 'What to add and how many (at least 1).' }) line: CartLineInput,
    @Arg('cartToken', () => String, { nullable: true, description: CART_TOKEN_DESCRIPTION }) cartToken: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<CartPayload> {
    // The Idempotency-Key header, when sent, makes a repeated request change nothing (the balancer may replay it).
    return cartPayload(() => ctx.services.cart.add(ctx.serviceContext, toLineRequest(line), cartToken, ctx.idempotencyKey));
  }

  @Mutation(() => UpdateCartQuantityPayload, { description: 'Sets the quantity of a cart line: 0 or less removes it; more than the stock is refused.' })
  updateCartQuantity(
    @Arg('line', () => CartLineInput, { description: 'The line and its new quantity.' }) line: CartLineInput,
    @Arg('cartToken', () => String, { nullable: true, description: CART_TOKEN_DESCRIPTION }) cartToken: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<CartPayload> {
    return cartPayload(() => ctx.services.cart.setQuantity(ctx.serviceContext, toLineRequest(line), cartToken));
  }

  @Mutation(() => RemoveFromCartPayload, { description: 'Removes a line from the cart.' })
  removeFromCart(
    @Arg('line', () => CartLineKeyInput, { description: 'The line to remove.' }) line: CartLineKeyInput,
    @Arg('cartToken', () => String, { nullable: true, description: CART_TOKEN_DESCRIPTION }) cartToken: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<CartPayload> {
    return cartPayload(() => ctx.services.cart.remove(ctx.serviceContext, toLineRequest(line), cartToken));
  }

  @Mutation(() => ClearCartPayload, { description: "Empties the cart (a customer's cart loses its coupon too)." })
  clearCart(@Arg('cartToken', () => String, { nullable: true, description: CART_TOKEN_DESCRIPTION }) cartToken: string | null, @Ctx() ctx: RequestContext): Promise<CartPayload> {
    return cartPayload(() => ctx.services.cart.clearCart(ctx.serviceContext, cartToken));
  }

  @Mutation(() => MergeCartPayload, {
    description:
      "Merges into the logged-in customer's cart a browser cart (lines) and/or a visitor's server cart (cartToken, which is then deleted): quantities of the same size add up, capped by stock.",
  })
  mergeCart(
    @Arg('lines', () => [CartLineInput], { defaultValue: [], description: 'The browser cart lines.' }) lines: CartLineInput[],
    @Arg('mergeKey', () => String, { nullable: true, description: 'Identifies this browser cart: merging it again under the same key changes nothing.' }) mergeKey: string | null,
    @Arg('cartToken', () => String, { nullable: true, description: "A visitor cart's token (createCart): its lines are merged and the visitor cart deleted." }) cartToken: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<CartPayload> {
    return cartPayload(() => ctx.services.cart.merge(ctx.serviceContext, lines.map(toLineRequest), mergeKey, cartToken));
  }

  @Mutation(() => ApplyCouponPayload, {
    description: "Applies a coupon code to the logged-in customer's cart; the discount is computed on the server. A refusal is a userError COUPON_INVALID on code. Visitor carts take no coupon (a login is needed).",
  })
  applyCoupon(@Arg('code', () => String, { description: 'The coupon code (any case).' }) code: string, @Ctx() ctx: RequestContext): Promise<ApplyCouponPayload> {
    return payload(
      async () => {
        const { result, cart } = await ctx.services.cart.applyCoupon(ctx.serviceContext, code);
        if (!result.success) throw new DomainError('COUPON_INVALID', result.message, { argument: 'code' });
        return { cart: toGqlCart(cart), message: result.message };
      },
      { cart: null, message: null },
    );
  }

  @Mutation(() => ClearCouponPayload, { description: "Removes the logged-in customer's applied coupon: code and discount reset." })
  clearCoupon(@Ctx() ctx: RequestContext): Promise<CartPayload> {
    return cartPayload(() => ctx.services.cart.clearCoupon(ctx.serviceContext));
  }

  @Query(() => [Coupon], { description: 'Coupons a shopper can use now, lowest minimum order first.' })
  async coupons(@Ctx() ctx: RequestContext): Promise<Coupon[]> {
    return (await ctx.services.coupons.listAvailable()).map(toGqlCoupon);
  }

  @Query(() => DeliveryCheck, { description: 'Whether we deliver to a pincode, by when, and whether cash on delivery is allowed there.' })
  async checkPincode(@Arg('pincode', () => String, { description: 'A 6-digit Indian pincode.' }) pincode: string, @Ctx() ctx: RequestContext): Promise<DeliveryCheck> {
    return ctx.services.delivery.check(ctx.serviceContext, pincode);
  }
}

@Resolver(() => CartLine)
export class CartLineResolver {
  @FieldResolver(() => ProductType, { nullable: true, description: 'The product of this line (batched with the other lines).' })
  product(@Root() line: CartLine, @Ctx() ctx: RequestContext): Promise<ProductType | null> {
    return ctx.loaders.productById.load(Number(line.productId));
  }
}
