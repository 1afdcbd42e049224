/** GraphQL adapter of products and listings: parse, call one service method, map to rupees. */
import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../shared/context.js';
import { Category } from './category.entity.js';
import { Section } from './section.entity.js';
import { ProductFacets, ProductFilter, ProductPage, ProductSort, ProductType, Review } from './catalog.types.js';
import { toGqlProduct, toGqlReview } from './product.mapper.js';
import { idOrNull, parseId } from '../../shared/ids.js';
import type { ListingQuery } from './listing.js';

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

  @Query(() => ProductPage, { description: 'A filtered, sorted, paginated product listing with its total count (and facet counts on request).' })
  async products(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => ProductFilter, { nullable: true, description: 'Filters; omitted means the whole store.' }) filter?: ProductFilter,
    @Arg('sort', () => ProductSort, { nullable: true, defaultValue: ProductSort.RELEVANCE, description: 'Order of the products.' }) sort?: ProductSort,
    @Arg('page', () => Int, { nullable: true, description: 'Page number from 1 (offset pagination). Ignored when `after` is given.' }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: 24, description: 'Products per page, 1 to 100.' }) pageSize?: number,
    @Arg('after', () => String, { nullable: true, description: 'Cursor of the previous page (`endCursor`) for cursor pagination.' }) after?: string,
  ): Promise<ProductPage> {
    const query: ListingQuery = ctx.services.catalog.parseListingQuery({ filter: filter ?? {}, sort: sort ?? ProductSort.RELEVANCE, page, pageSize, after });
    // The page fields (totalCount, totalCountExact, page, pageSize, hasNextPage, endCursor) as the service answers them.
    const { products, ...pageFields } = await ctx.services.catalog.listProducts(query);
    return Object.assign(new ProductPage(), { filterKey: query, items: products.map(toGqlProduct), ...pageFields });
  }

  @Query(() => [ProductType], { description: 'Header search dropdown: best matches for the text within a section (typo tolerant).' })
  async searchProducts(
    @Arg('text', () => String, { description: 'What the shopper typed.' }) text: string,
    @Ctx() ctx: RequestContext,
    @Arg('sectionId', () => ID, { nullable: true, description: 'Search only this section.' }) sectionId?: string,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 8, description: 'How many results, 1 to 50.' }) limit?: number,
  ): Promise<ProductType[]> {
    const products = await ctx.services.catalog.searchProducts(text, sectionId ? parseId(sectionId) : null, limit ?? 8);
    return products.map(toGqlProduct);
  }

  @FieldResolver(() => Category, { description: 'The category of the product.' })
  async category(@Root() product: ProductType, @Ctx() ctx: RequestContext): Promise<Category> {
    return product.categoryEntity ?? (await ctx.loaders.categoryById.load(product.categoryId))!;
  }

  @FieldResolver(() => Section, { description: 'The section (Men or Women) of the product.' })
  async section(@Root() product: ProductType, @Ctx() ctx: RequestContext): Promise<Section> {
    return (await ctx.loaders.sectionById.load(product.sectionId))!;
  }

  @FieldResolver(() => [Review], { description: 'Reviews, newest first (at most 20).' })
  async reviews(@Root() product: ProductType, @Ctx() ctx: RequestContext): Promise<Review[]> {
    return (await ctx.loaders.reviewsByProduct.load(product.dbId)).map(toGqlReview);
  }

  @FieldResolver(() => [ProductType], { description: '"You may also like": other products of the same category, best sellers first (at most 8).' })
  async recommendations(@Root() product: ProductType, @Ctx() ctx: RequestContext): Promise<ProductType[]> {
    const ids = await ctx.loaders.recommendedIdsByProduct.load(product.dbId);
    return loadProducts(ctx, ids);
  }
}

@Resolver(() => ProductPage)
export class ProductPageResolver {
  @FieldResolver(() => ProductFacets, { description: 'Counts per size, colour, sleeve, neck and type over the whole listing (one extra query).' })
  facets(@Root() page: ProductPage, @Ctx() ctx: RequestContext): Promise<ProductFacets> {
    return ctx.services.catalog.facets(page.filterKey as ListingQuery);
  }
}

/** Products by id through the per-request loader, skipping ids that no longer exist or are unpublished. */
export async function loadProducts(ctx: RequestContext, ids: readonly number[]): Promise<ProductType[]> {
  const products = await ctx.loaders.productById.loadMany(ids);
  return products.filter((p): p is ProductType => p != null && !(p instanceof Error) && p.published);
}
