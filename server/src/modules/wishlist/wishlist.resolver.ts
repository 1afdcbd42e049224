import { Arg, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { parseId } from '../../shared/ids.js';
import { ProductType } from '../catalog/catalog.types.js';
import { requireCustomer, type RequestContext } from '../../shared/context.js';
import type { WishlistEntry } from './wishlist.service.js';

/** The wishlist is one object per session in the client cache. */
export const WISHLIST_ID = 'current';

@ObjectType({ description: 'A product saved in the wishlist.' })
export class WishlistItem {
  @Field(() => ID, { description: 'The saved product\'s id (one entry per product).' })
  id: string;

  @Field(() => ID, { description: 'The saved product\'s id.' })
  productId: string;

  @Field(() => Date, { description: 'When it was saved.' })
  addedAt: Date;
}

@ObjectType({ description: "The shopper's wishlist: saved products and their count (empty for visitors)." })
export class Wishlist {
  @Field(() => ID, { description: `Always "${WISHLIST_ID}": the wishlist of whoever is logged in.` })
  id: string;

  @Field(() => Int, { description: 'How many products are saved.' })
  count: number;

  @Field(() => [ID], { description: 'Ids of the saved products, newest first (hearts on cards read this).' })
  productIds: string[];

  /** Loaded lazily by the `items` field. */
  entries?: WishlistEntry[];
  customerId: number | null;
}

const toProductId = (id: string): number => parseId(id, 'Product not found.');

async function wishlistOf(ctx: RequestContext): Promise<Wishlist> {
  if (ctx.customerId === null) return Object.assign(new Wishlist(), { id: WISHLIST_ID, count: 0, productIds: [], entries: [], customerId: null });
  const entries = await ctx.services.wishlist.list(ctx.customerId);
  return Object.assign(new Wishlist(), {
    id: WISHLIST_ID,
    count: entries.length,
    productIds: entries.map((e) => String(e.productId)),
    entries,
    customerId: ctx.customerId,
  });
}

@Resolver(() => Wishlist)
export class WishlistResolver {
  @Query(() => Wishlist, { description: "The logged-in shopper's wishlist; empty with count 0 for visitors (as the spec says)." })
  wishlist(@Ctx() ctx: RequestContext): Promise<Wishlist> {
    return wishlistOf(ctx);
  }

  @FieldResolver(() => [WishlistItem], { description: 'The saved products, newest first.' })
  items(@Root() wishlist: Wishlist): WishlistItem[] {
    return (wishlist.entries ?? []).map((e) => Object.assign(new WishlistItem(), { id: String(e.productId), productId: String(e.productId), addedAt: e.addedAt }));
  }

  @Mutation(() => Wishlist, { description: 'Saves the product when it is not saved, removes it when it is. Needs a login.' })
  async toggleWishlist(@Arg('productId', () => ID, { description: 'Product id.' }) productId: string, @Ctx() ctx: RequestContext): Promise<Wishlist> {
    await ctx.services.wishlist.toggle(requireCustomer(ctx), toProductId(productId));
    return wishlistOf(ctx);
  }

  @Mutation(() => Wishlist, { description: 'Saves a product in the wishlist (no change when already saved). Needs a login.' })
  async addToWishlist(@Arg('productId', () => ID, { description: 'Product id.' }) productId: string, @Ctx() ctx: RequestContext): Promise<Wishlist> {
    await ctx.services.wishlist.add(requireCustomer(ctx), toProductId(productId));
    return wishlistOf(ctx);
  }

  @Mutation(() => Wishlist, { description: 'Removes a product from the wishlist (no change when it was not saved). Needs a login.' })
  async removeFromWishlist(@Arg('productId', () => ID, { description: 'Product id.' }) productId: string, @Ctx() ctx: RequestContext): Promise<Wishlist> {
    await ctx.services.wishlist.remove(requireCustomer(ctx), toProductId(productId));
    return wishlistOf(ctx);
  }
}

@Resolver(() => WishlistItem)
export class WishlistItemResolver {
  @FieldResolver(() => ProductType, { nullable: true, description: 'The saved product (null if it was removed from the store).' })
  async product(@Root() item: WishlistItem, @Ctx() ctx: RequestContext): Promise<ProductType | null> {
    // The catalogue's per-request product loader batches every item into one query.
    return (await ctx.loaders.productById.load(Number(item.productId))) ?? null;
  }
}
