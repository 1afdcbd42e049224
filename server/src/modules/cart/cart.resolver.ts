import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../shared/context.js';
import { requireCustomer } from '../../shared/context.js';
import { ProductType } from '../catalog/catalog.types.js';
import { Cart, CartLine, CartLineInput, CartLineKeyInput, Coupon, CouponApplyResult, DeliveryCheck } from './cart.types.js';
import { toApplyResponse, toGqlCart, toGqlCoupon, toLineRequest } from './cart.mapper.js';

@Resolver()
export class CartResolver {
  @Query(() => Cart, { description: "The logged-in shopper's cart, priced from the catalogue now, with its coupon re-checked." })
  async cart(@Ctx() ctx: RequestContext): Promise<Cart> {
    return toGqlCart(await ctx.services.cart.getPricedCart(requireCustomer(ctx)));
  }

  @Query(() => Cart, { description: "Prices a visitor's browser cart from the catalogue (no coupon); unknown sizes are left out." })
  async cartPreview(@Arg('lines', () => [CartLineInput], { description: 'The browser cart lines.' }) lines: CartLineInput[], @Ctx() ctx: RequestContext): Promise<Cart> {
    return toGqlCart(await ctx.services.cart.preview(lines.map(toLineRequest)), 'preview');
  }

  @Mutation(() => Cart, { description: "Adds a product's colour and size to the cart (the same size again raises the quantity, up to its stock)." })
  async addToCart(@Arg('line', () => CartLineInput, { description: 'What to add and how many.' }) line: CartLineInput, @Ctx() ctx: RequestContext): Promise<Cart> {
    return toGqlCart(await ctx.services.cart.add(requireCustomer(ctx), toLineRequest(line)));
  }

  @Mutation(() => Cart, { description: 'Sets the quantity of a cart line: 0 or less removes it; more than the stock is refused.' })
  async updateCartQuantity(@Arg('line', () => CartLineInput, { description: 'The line and its new quantity.' }) line: CartLineInput, @Ctx() ctx: RequestContext): Promise<Cart> {
    return toGqlCart(await ctx.services.cart.setQuantity(requireCustomer(ctx), toLineRequest(line)));
  }

  @Mutation(() => Cart, { description: 'Removes a line from the cart.' })
  async removeFromCart(@Arg('line', () => CartLineKeyInput, { description: 'The line to remove.' }) line: CartLineKeyInput, @Ctx() ctx: RequestContext): Promise<Cart> {
    return toGqlCart(await ctx.services.cart.remove(requireCustomer(ctx), toLineRequest(line)));
  }

  @Mutation(() => Cart, { description: 'Empties the cart and removes its coupon.' })
  async clearCart(@Ctx() ctx: RequestContext): Promise<Cart> {
    const customerId = requireCustomer(ctx);
    await ctx.services.cart.clear(customerId);
    return toGqlCart(await ctx.services.cart.getPricedCart(customerId));
  }

  @Mutation(() => Cart, { description: 'Merges the browser cart at login: quantities of the same size add up, capped by stock.' })
  async mergeCart(
    @Arg('lines', () => [CartLineInput], { description: 'The browser cart lines.' }) lines: CartLineInput[],
    @Arg('mergeKey', () => String, { nullable: true, description: 'Identifies this browser cart: merging it again under the same key changes nothing.' }) mergeKey: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Cart> {
    return toGqlCart(await ctx.services.cart.merge(requireCustomer(ctx), lines.map(toLineRequest), mergeKey));
  }

  @Mutation(() => CouponApplyResult, { description: 'Applies a coupon code to the cart; the discount is computed on the server. A refusal answers success false with the reason.' })
  async applyCoupon(@Arg('code', () => String, { description: 'The coupon code (any case).' }) code: string, @Ctx() ctx: RequestContext): Promise<CouponApplyResult> {
    const { result, cart } = await ctx.services.cart.applyCoupon(requireCustomer(ctx), code);
    return { ...toApplyResponse(result), cart: toGqlCart(cart) };
  }

  @Mutation(() => Cart, { description: 'Removes the applied coupon: code and discount reset.' })
  async clearCoupon(@Ctx() ctx: RequestContext): Promise<Cart> {
    return toGqlCart(await ctx.services.cart.clearCoupon(requireCustomer(ctx)));
  }

  @Query(() => [Coupon], { description: 'Coupons a shopper can use now, lowest minimum order first.' })
  async coupons(@Ctx() ctx: RequestContext): Promise<Coupon[]> {
    return (await ctx.services.coupons.listAvailable()).map(toGqlCoupon);
  }

  @Query(() => DeliveryCheck, { description: 'Whether we deliver to a pincode, by when, and whether cash on delivery is allowed there.' })
  async checkPincode(@Arg('pincode', () => String, { description: 'A 6-digit Indian pincode.' }) pincode: string, @Ctx() ctx: RequestContext): Promise<DeliveryCheck> {
    return ctx.services.delivery.check(pincode);
  }
}

@Resolver(() => CartLine)
export class CartLineResolver {
  @FieldResolver(() => ProductType, { nullable: true, description: 'The product of this line (batched with the other lines).' })
  product(@Root() line: CartLine, @Ctx() ctx: RequestContext): Promise<ProductType | null> {
    return ctx.loaders.productById.load(Number(line.productId));
  }
}
