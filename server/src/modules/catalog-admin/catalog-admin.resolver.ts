import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AdminContext } from '../../shared/context.js';
import { parseId } from '../../shared/ids.js';
import { badInput } from '../../shared/errors.js';
import type { ProductDraft } from './product-rules.js';
import {
  AdminProduct,
  AdminProductFilterInput,
  AdminProductInput,
  ProductBulkActionGql,
  AdminProductList,
  AdminSection,
  AdminSize,
  StockMovementGql,
  StockReasonGql,
  toAdminProduct,
  toAdminSize,
  toAdminSection,
  toAdminSummary,
  toStockMovement,
} from './catalog-admin.types.gql.js';

/** Who may change the catalogue, its stock, coupons and merchandising. */
export const CATALOGUE_ROLES = ['owner', 'catalogue'];

const PRODUCT_NOT_FOUND = 'Product not found.';

/** Admin schema: products, colours, sizes, publishing and stock. */
@Authorized(CATALOGUE_ROLES)
@Resolver()
export class CatalogAdminResolver {
  @Query(() => AdminProductList, { description: 'Products for the dashboard (published or not), newest first.' })
  async adminProducts(
    @Ctx() ctx: AdminContext,
    @Arg('search', () => String, { nullable: true, description: 'Part of the name, or the product id.' }) search?: string,
    @Arg('sectionId', () => ID, { nullable: true, description: 'Only this section.' }) sectionId?: string,
    @Arg('categoryId', () => ID, { nullable: true, description: 'Only this category.' }) categoryId?: string,
    @Arg('published', () => Boolean, { nullable: true, description: 'Only published (true) or unpublished (false) products.' }) published?: boolean,
    @Arg('lowStockOnly', () => Boolean, { nullable: true, description: 'Only products with a size at or below its low-stock threshold.' }) lowStockOnly?: boolean,
    @Arg('archived', () => Boolean, { nullable: true, description: 'Archived products (true); otherwise the ones not archived.' }) archived?: boolean,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 50, description: 'At most this many (1 to 100).' }) limit?: number,
    @Arg('offset', () => Int, { nullable: true, defaultValue: 0, description: 'Skip this many.' }) offset?: number,
  ): Promise<AdminProductList> {
    const { items, totalCount } = await ctx.services.catalogAdmin.listProducts({
      search: search?.slice(0, 200),
      sectionId: sectionId ? parseId(sectionId, 'Section not found.') : null,
      categoryId: categoryId ? parseId(categoryId, 'Category not found.') : null,
      published,
      lowStockOnly,
      archived,
      limit,
      offset,
    });
    return { items: items.map(toAdminSummary), totalCount };
  }

  @Query(() => [AdminSection], { description: 'Every section with its categories (hidden ones too), in menu order.' })
  async catalogueSections(@Ctx() ctx: AdminContext): Promise<AdminSection[]> {
    return (await ctx.services.catalogueStructure.listSections()).map(toAdminSection);
  }

  @Query(() => AdminProduct, { description: 'One product with every colour and size (NOT_FOUND when there is none).' })
  async adminProduct(@Arg('id', () => ID, { description: 'Product id.' }) id: string, @Ctx() ctx: AdminContext): Promise<AdminProduct> {
    return toAdminProduct(await ctx.services.catalogAdmin.getProduct(parseId(id, PRODUCT_NOT_FOUND)));
  }

  @Query(() => [StockMovementGql], { description: 'Stock changes of a product, newest first (at most 100).' })
  async stockMovements(@Arg('productId', () => ID, { description: 'Product id.' }) productId: string, @Ctx() ctx: AdminContext): Promise<StockMovementGql[]> {
    return (await ctx.services.inventory.stockMovements(ctx.serviceContext, parseId(productId, PRODUCT_NOT_FOUND))).map(toStockMovement);
  }

  @Mutation(() => AdminProduct, { description: 'Creates a product with its colours and sizes. BAD_INPUT with `fieldErrors` (field, message) changes nothing.' })
  async createProduct(@Arg('input', () => AdminProductInput, { description: 'The product.' }) input: AdminProductInput, @Ctx() ctx: AdminContext): Promise<AdminProduct> {
    return toAdminProduct(await ctx.services.catalogAdmin.saveProduct(ctx.serviceContext, null, toDraft(input)));
  }

  @Mutation(() => AdminProduct, { description: 'Replaces a product\'s fields, colours and sizes (left-out colours and sizes are removed). BAD_INPUT with `fieldErrors` changes nothing.' })
  async updateProduct(
    @Arg('id', () => ID, { description: 'Product id.' }) id: string,
    @Arg('input', () => AdminProductInput, { description: 'The product as it should be.' }) input: AdminProductInput,
    @Ctx() ctx: AdminContext,
  ): Promise<AdminProduct> {
    return toAdminProduct(await ctx.services.catalogAdmin.saveProduct(ctx.serviceContext, parseId(id, PRODUCT_NOT_FOUND), toDraft(input)));
  }

  @Mutation(() => AdminProduct, { description: 'Shows (true) or hides (false) a product in the shop: listings, search and its page.' })
  async setProductPublished(
    @Arg('id', () => ID, { description: 'Product id.' }) id: string,
    @Arg('published', () => Boolean, { description: 'Shown in the shop.' }) published: boolean,
    @Ctx() ctx: AdminContext,
  ): Promise<AdminProduct> {
    return toAdminProduct(await ctx.services.catalogAdmin.setPublished(ctx.serviceContext, parseId(id, PRODUCT_NOT_FOUND), published));
  }

  @Mutation(() => Int, {
    description:
      'Publishes, unpublishes, archives or restores many products: the ones named by `ids`, or every product matching `filter` (`{}`: every product not archived). One transaction; answers how many changed. BAD_INPUT without ids or filter.',
  })
  async bulkUpdateProducts(
    @Arg('action', () => ProductBulkActionGql, { description: 'What to do.' }) action: ProductBulkActionGql,
    @Ctx() ctx: AdminContext,
    @Arg('ids', () => [ID], { nullable: true, description: 'These products (at most 1,000).' }) ids?: string[] | null,
    @Arg('filter', () => AdminProductFilterInput, { nullable: true, description: 'Every product the dashboard list shows with this filter.' }) filter?: AdminProductFilterInput | null,
  ): Promise<number> {
    return ctx.services.catalogAdmin.bulkChange(ctx.serviceContext, action, {
      ids: ids ? ids.map((id) => parseId(id, PRODUCT_NOT_FOUND)) : null,
      filter: filter
        ? {
            ...filter,
            search: filter.search?.slice(0, 200),
            sectionId: filter.sectionId ? parseId(filter.sectionId, 'Section not found.') : null,
            categoryId: filter.categoryId ? parseId(filter.categoryId, 'Category not found.') : null,
          }
        : null,
    });
  }

  @Mutation(() => AdminProduct, { description: 'Archives a product: out of the shop and the dashboard\'s default list, kept for orders (instead of deleting).' })
  async archiveProduct(@Arg('id', () => ID, { description: 'Product id.' }) id: string, @Ctx() ctx: AdminContext): Promise<AdminProduct> {
    return toAdminProduct(await ctx.services.catalogAdmin.setArchived(ctx.serviceContext, parseId(id, PRODUCT_NOT_FOUND), true));
  }

  @Mutation(() => AdminProduct, { description: 'Restores an archived product, unpublished (publish it when ready).' })
  async restoreProduct(@Arg('id', () => ID, { description: 'Product id.' }) id: string, @Ctx() ctx: AdminContext): Promise<AdminProduct> {
    return toAdminProduct(await ctx.services.catalogAdmin.setArchived(ctx.serviceContext, parseId(id, PRODUCT_NOT_FOUND), false));
  }

  @Mutation(() => AdminSize, { description: 'Adds (or with a negative change removes) stock of a size for a reason; recorded as a stock movement. Stock never goes below 0.' })
  async adjustStock(
    @Arg('sizeId', () => ID, { description: 'The size.' }) sizeId: string,
    @Arg('delta', () => Int, { description: 'Pieces to add (negative: remove).' }) delta: number,
    @Arg('reason', () => StockReasonGql, { description: 'Why.' }) reason: StockReasonGql,
    @Ctx() ctx: AdminContext,
    @Arg('note', () => String, { nullable: true, description: 'A note for the record (200 characters kept).' }) note?: string,
  ): Promise<AdminSize> {
    return toAdminSize(await ctx.services.catalogAdmin.adjustStock(ctx.serviceContext, parseId(sizeId, 'Size not found.'), delta, reason, note ?? ''));
  }
}

/** GraphQL input → the rules' draft (ids parsed; an unknown id is a field error, not NOT_FOUND). */
function toDraft(input: AdminProductInput): ProductDraft {
  const id = (value: string | null | undefined, field: string) => {
    if (value == null || value === '') return null;
    if (!/^\d{1,9}$/.test(value)) throw badInput('Unknown id.', { field, fieldErrors: [{ field, message: 'Unknown id.' }] });
    return Number(value);
  };
  return {
    ...input,
    sectionId: id(input.sectionId, 'sectionId') ?? 0,
    categoryId: id(input.categoryId, 'categoryId') ?? 0,
    variants: input.variants.map((v, i) => ({
      ...v,
      id: id(v.id, `variants.${i}.id`),
      sizes: v.sizes.map((s, j) => ({ ...s, id: id(s.id, `variants.${i}.sizes.${j}.id`) })),
    })),
  };
}
