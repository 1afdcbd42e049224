import { Arg, Args, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { parseId } from '../../shared/ids.js';
import { ProductType } from '../catalog/catalog.types.js';
import { requireCustomer, type RequestContext } from '../../shared/context.js';
import { DomainError, isDomainError } from '../../shared/errors.js';
import { ConnectionArgs, connectionFromPage, connectionOf } from '../../shared/graphql/connections.js';
import { payload, UserError } from '../../shared/graphql/user-errors.js';
import type { WishlistEntry } from './wishlist.service.js';

/** A visitor's wishlist (always empty): one id, never a customer's. */
export const VISITOR_WISHLIST_ID = 'visitor';

/**
 * A wishlist's id: "w" and its customer's id, so each shopper's wishlist is its own object in a
 * normalised cache (it used to be "current" for everybody). Opaque to clients.
 */
export const wishlistIdOf = (customerId: number | null): string => (customerId === null ? VISITOR_WISHLIST_ID : `w${customerId}`);

@ObjectType({ description: 'A product saved in the wishlist.' })
export class WishlistItem {
  @Field(() => ID, { description: 'Identifies this entry among every wishlist: its wishlist and its product (opaque; not the product id).' })
  id: string;

  @Field(() => ID, { description: "The saved product's id." })
  productId: string;

  @Field(() => Date, { description: 'When it was saved.' })
  addedAt: Date;
}

@ObjectType('WishlistItemConnection', { description: 'A page of the saved products, newest first (Relay connection).' })
export class WishlistItemConnection extends connectionOf(WishlistItem, 'WishlistItem', 'saved product') {
  @Field(() => Int, { description: 'How many products are saved in all (as Wishlist.count).' })
  totalCount: number;
}

@ObjectType({ description: "The shopper's wishlist: saved products and their count (empty for visitors)." })
export class Wishlist {
  @Field(() => ID, { description: `Identifies this shopper's wishlist, stable across reads (opaque); "${VISITOR_WISHLIST_ID}" for a visitor's empty one.` })
  id: string;

  @Field(() => Int, { description: 'How many products are saved.' })
  count: number;

  @Field(() => [ID], { description: 'Ids of the saved products, newest first (hearts on cards read this; at most 200, the wishlist\'s limit).' })
  productIds: string[];

  customerId: number | null;
}

const toProductId = (id: string): number => parseId(id, 'Product not found.');

async function wishlistOf(ctx: RequestContext): Promise<Wishlist> {
  if (ctx.customerId === null) return Object.assign(new Wishlist(), { id: VISITOR_WISHLIST_ID, count: 0, productIds: [], customerId: null });
  const entries = await ctx.services.wishlist.list(ctx.customerId);
  return Object.assign(new Wishlist(), {
    id: wishlistIdOf(ctx.customerId),
    count: entries.length,
    productIds: entries.map((e) => String(e.productId)),
    customerId: ctx.customerId,
  });
}

const toItem = (wishlistId: string, entry: WishlistEntry) =>
  Object.assign(new WishlistItem(), { id: `${wishlistId}:${entry.productId}`, productId: String(entry.productId), addedAt: entry.addedAt });

function wishlistPayloadType(name: string, mutation: string) {
  @ObjectType(name, { description: `What ${mutation} answers: the wishlist after the change, or the caller's mistakes in userErrors.` })
  class WishlistPayload {
    @Field(() => Wishlist, { nullable: true, description: 'The wishlist after the change; null when userErrors is not empty.' })
    wishlist: Wishlist | null;

    @Field(() => [UserError], { description: "The caller's mistakes (an unknown product: NOT_FOUND on productId; a full wishlist: INVALID); empty on success." })
    userErrors: UserError[];
  }
  return WishlistPayload;
}

export const ToggleWishlistPayload = wishlistPayloadType('ToggleWishlistPayload', 'toggleWishlist');
export const AddToWishlistPayload = wishlistPayloadType('AddToWishlistPayload', 'addToWishlist');
export const RemoveFromWishlistPayload = wishlistPayloadType('RemoveFromWishlistPayload', 'removeFromWishlist');
type WishlistPayload = { wishlist: Wishlist | null; userErrors: UserError[] };

/**
 * A wishlist mutation's payload: the wishlist after `work`. A product that names nothing is a
 * mistake about the `productId` argument; a visitor stays a top-level UNAUTHENTICATED.
 */
function wishlistPayload(ctx: RequestContext, work: (customerId: number) => Promise<unknown>): Promise<WishlistPayload> {
  const customerId = requireCustomer(ctx);
  return payload(
    async () => {
      try {
        await work(customerId);
      } catch (error) {
        if (isDomainError(error) && error.code === 'NOT_FOUND') throw new DomainError('NOT_FOUND', error.message, { argument: 'productId' });
        throw error;
      }
      return { wishlist: await wishlistOf(ctx) };
    },
    { wishlist: null },
  );
}

@Resolver(() => Wishlist)
export class WishlistResolver {
  @Query(() => Wishlist, { description: "The logged-in shopper's wishlist; empty with count 0 for visitors (as the spec says)." })
  wishlist(@Ctx() ctx: RequestContext): Promise<Wishlist> {
    return wishlistOf(ctx);
  }

  @FieldResolver(() => WishlistItemConnection, { description: 'The saved products, newest first, a page at a time (20 when no size is given).' })
  async items(@Root() wishlist: Wishlist, @Ctx() ctx: RequestContext, @Args(() => ConnectionArgs) page: ConnectionArgs): Promise<WishlistItemConnection> {
    const read = wishlist.customerId === null ? { items: [], cursors: [], hasNextPage: false, hasPreviousPage: false } : await ctx.services.wishlist.page(wishlist.customerId, page);
    return Object.assign(new WishlistItemConnection(), { ...connectionFromPage(read.items.map((entry) => toItem(wishlist.id, entry)), read.cursors, read), totalCount: wishlist.count });
  }

  @Mutation(() => ToggleWishlistPayload, { description: 'Saves the product when it is not saved, removes it when it is. Needs a login.' })
  toggleWishlist(@Arg('productId', () => ID, { description: 'Product id.' }) productId: string, @Ctx() ctx: RequestContext): Promise<WishlistPayload> {
    return wishlistPayload(ctx, (customerId) => ctx.services.wishlist.toggle(customerId, toProductId(productId)));
  }

  @Mutation(() => AddToWishlistPayload, { description: 'Saves a product in the wishlist (no change when already saved). Needs a login.' })
  addToWishlist(@Arg('productId', () => ID, { description: 'Product id.' }) productId: string, @Ctx() ctx: RequestContext): Promise<WishlistPayload> {
    return wishlistPayload(ctx, (customerId) => ctx.services.wishlist.add(customerId, toProductId(productId)));
  }

  @Mutation(() => RemoveFromWishlistPayload, { description: 'Removes a product from the wishlist (no change when it was not saved). Needs a login.' })
  removeFromWishlist(@Arg('productId', () => ID, { description: 'Product id.' }) productId: string, @Ctx() ctx: RequestContext): Promise<WishlistPayload> {
    return wishlistPayload(ctx, (customerId) => ctx.services.wishlist.remove(customerId, toProductId(productId)));
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
