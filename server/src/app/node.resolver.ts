/**
 * `node(id:)`: any main object from its global id (shared/graphql/node.ts). Each type is looked
 * up through its own module's service, with the caller's rights: an order, address or profile
 * that is not the caller's answers null, as an unknown id does (a lookup, not an error).
 */
import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../shared/context.js';
import { isDomainError } from '../shared/errors.js';
import { asNode, Node, parseGlobalId } from '../shared/graphql/node.js';
import { toGqlProduct, toGqlReview } from '../modules/catalog/product.mapper.js';
import { toGqlOrder } from '../modules/orders/order.types.gql.js';
import { toOffer } from '../modules/content/content.resolver.js';

type Lookup = (ctx: RequestContext, id: number) => Promise<object | null | undefined>;

/** The types `node` knows, each with the one service call that reads it for this caller. */
const LOOKUPS: Record<string, Lookup> = {
  Product: async (ctx, id) => toGqlProduct(await ctx.services.catalog.getProduct(id)),
  Section: async (ctx, id) => (await ctx.services.catalog.sectionsByIds([id]))[0],
  Category: (ctx, id) => ctx.services.catalog.getCategory(id),
  Offer: async (ctx, id) => toOffer(await ctx.services.content.getOffer(id)),
  Review: async (ctx, id) => toGqlReview(await ctx.services.reviews.getVisible(ctx.serviceContext, id)),
  Order: async (ctx, id) => (ctx.customerId === null ? null : toGqlOrder(await ctx.services.orders.getForCaller({ customerId: ctx.customerId, isStaff: false }, id))),
  Address: (ctx, id) => (ctx.customerId === null ? Promise.resolve(null) : ctx.services.addresses.getOwned(ctx.serviceContext, id)),
  Customer: (ctx, id) => (ctx.customerId === id ? ctx.services.customers.getProfile(id) : Promise.resolve(null)),
};

/** The type names that implement Node (the schema test keeps this list and the schema in step). */
export const NODE_TYPES = Object.keys(LOOKUPS);

@Resolver()
export class NodeResolver {
  @Query(() => Node, {
    nullable: true,
    description:
      'Any object that implements Node, by its global id (base64 of "<__typename>:<id>"); null when there is none, or it is not the caller\'s (someone else\'s order, address or profile). BAD_INPUT when the id is not a global id at all.',
  })
  async node(@Arg('id', () => ID, { description: 'The global id, e.g. "UHJvZHVjdDoxMg==" (Product 12).' }) id: string, @Ctx() ctx: RequestContext): Promise<Node | null> {
    const { typename, id: localId } = parseGlobalId(id);
    const lookup = LOOKUPS[typename];
    if (!lookup) return null;
    try {
      const found = await lookup(ctx, localId);
      return found ? (asNode(found, typename) as Node) : null;
    } catch (error) {
      if (isDomainError(error) && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }
}
