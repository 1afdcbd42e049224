/** GraphQL adapter of products and listings: parse, call one service method, map to rupees. */
import { Arg, Args, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../shared/context.js';
import { Category } from './category.entity.js';
import { Section } from './section.entity.js';
import { ProductConnection, ProductFacets, ProductFilter, ProductSort, ProductType, ReviewConnection } from './catalog.types.js';
import { toGqlProduct, toGqlReview } from './product.mapper.js';
import { idOrNull, parseId } from '../../shared/ids.js';
import type { ListingQuery } from './listing.js';
import type { ListingResult } from './catalog.service.js';
import { ConnectionArgs, connectionFromPage, readPageRequest } from '../../shared/graphql/connections.js';

@Resolver(() => ProductType)
export class ProductResolver {
  @Query(() => ProductType, { nullable: true, description: 'One product by id, with variants and sizes; null when it does not exist or is not on sale.' })
  async product(@Arg('id', () => ID, { description: 'The product id.' }) id: string, @Ctx() ctx: RequestContext): Promise<ProductType | null> {
    const productId = idOrNull(id);
    const product = productId === null ? null : await ctx.services.catalog.findProduct(productId);
    return product && toGqlProduct(product);
  }

  @Query(() => ProductType, { nullable: true, description: 'One product by its slug; null when it does not exist or is not on sale.' })
  async productBySlug(@Arg('slug', () => String, { description: 'The product slug.' }) slug: string, @Ctx() ctx: RequestContext): Promise<ProductType | null> {
    const product = await ctx.services.catalog.findProductBySlug(slug);
    return product && toGqlProduct(product);
  }

  @Query(() => ProductConnection, {
    description:
      'A filtered, sorted product listing, a page at a time (`first`/`after` forwards, `last`/`before` backwards; 24 when no size is given), with its total count (and facet counts on request). Bad page arguments or a cursor of another sort are BAD_INPUT.',
  })
  async products(
    @Ctx() ctx: RequestContext,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('filter', () => ProductFilter, { nullable: true, description: 'Filters; omitted means the whole store.' }) filter?: ProductFilter,
    @Arg('sort', () => ProductSort, { nullable: true, defaultValue: ProductSort.RELEVANCE, description: 'Order of the products.' }) sort?: ProductSort,
  ): Promise<ProductConnection> {
    const query: ListingQuery = ctx.services.catalog.parseListingQuery({ filter: filter ?? {}, sort: sort ?? ProductSort.RELEVANCE, connection: page });
    return toProductConnection(await ctx.services.catalog.listProducts(query), query);
  }

  @Query(() => ProductConnection, {
    description: 'Header search dropdown: best matches for the text within a section (typo tolerant), a page at a time (8 when no size is given).',
  })
  async searchProducts(
    @Arg('text', () => String, { description: 'What the shopper typed.' }) text: string,
    @Ctx() ctx: RequestContext,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('sectionId', () => ID, { nullable: true, description: 'Search only this section.' }) sectionId?: string,
  ): Promise<ProductConnection> {
    const sectionDbId = sectionId ? parseId(sectionId, 'Section not found.') : null;
    return toProductConnection(await ctx.services.catalog.searchProducts(text, sectionDbId, page), null);
  }

  @FieldResolver(() => Category, { description: 'The category of the product.' })
  async category(@Root() product: ProductType, @Ctx() ctx: RequestContext): Promise<Category> {
    return product.categoryEntity ?? (await ctx.loaders.categoryById.load(product.categoryId))!;
  }

  @FieldResolver(() => Section, { description: 'The section (Men or Women) of the product.' })
  async section(@Root() product: ProductType, @Ctx() ctx: RequestContext): Promise<Section> {
    return (await ctx.loaders.sectionById.load(product.sectionId))!;
  }

  @FieldResolver(() => ReviewConnection, { description: 'Published reviews, newest first, a page at a time (20 when no size is given); the same as `productReviews`.' })
  async reviews(@Root() product: ProductType, @Ctx() ctx: RequestContext, @Args(() => ConnectionArgs) page: ConnectionArgs): Promise<ReviewConnection> {
    // A first page (no cursor) of every product of the answer loads in one statement; other pages one by one.
    const firstPage = page.after == null && page.last == null && page.before == null;
    const read = firstPage
      ? { ...(await ctx.loaders.reviewPageByProduct.load({ productId: product.dbId, first: readPageRequest(page).size })), totalCount: product.numReviews }
      : await ctx.services.reviews.list(product.dbId, page);
    return Object.assign(new ReviewConnection(), { ...connectionFromPage(read.items.map(toGqlReview), read.cursors, read), totalCount: read.totalCount });
  }

  @FieldResolver(() => [ProductType], { description: '"You may also like": other products of the same category, best sellers first (at most 8).' })
  async recommendations(@Root() product: ProductType, @Ctx() ctx: RequestContext): Promise<ProductType[]> {
    const ids = await ctx.loaders.recommendedIdsByProduct.load(product.dbId);
    return loadProducts(ctx, ids);
  }
}

@Resolver(() => ProductConnection)
export class ProductConnectionResolver {
  @FieldResolver(() => ProductFacets, { nullable: true, description: 'Counts per size, colour, sleeve, neck and type over the whole listing (one extra query); null on the search dropdown.' })
  facets(@Root() page: ProductConnection, @Ctx() ctx: RequestContext): Promise<ProductFacets> | null {
    return page.filterKey ? ctx.services.catalog.facets(page.filterKey as ListingQuery) : null;
  }
}

/** A listing page as a connection; `filterKey` is the listing for its facets (null: none offered). */
function toProductConnection(result: ListingResult, filterKey: ListingQuery | null): ProductConnection {
  return Object.assign(new ProductConnection(), {
    ...connectionFromPage(result.products.map(toGqlProduct), result.cursors, result),
    filterKey,
    totalCount: result.totalCount,
    totalCountExact: result.totalCountExact,
  });
}

/** Products by id through the per-request loader, skipping ids that no longer exist or are unpublished. */
export async function loadProducts(ctx: RequestContext, ids: readonly number[]): Promise<ProductType[]> {
  const products = await ctx.loaders.productById.loadMany(ids);
  return products.filter((p): p is ProductType => p != null && !(p instanceof Error) && p.published);
}
