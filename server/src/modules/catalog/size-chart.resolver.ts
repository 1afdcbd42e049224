/**
 * GraphQL adapter of size charts: Product.sizeChart (the product's own, else its category's) and
 * Category.sizeChart, through the per-request loaders (all charts of a response in two statements
 * at most). Staff edit them on /admin/graphql (catalog-admin's size-chart-admin.resolver.ts).
 */
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../shared/context.js';
import { Category } from './category.entity.js';
import { ProductType } from './catalog.types.js';
import { SizeChart } from './size-chart.types.js';

@Resolver(() => ProductType)
export class ProductSizeChartResolver {
  @FieldResolver(() => SizeChart, { nullable: true, description: "The product's size chart and fit: its own when staff gave it one, else its category's; null when neither has one." })
  async sizeChart(@Root() product: ProductType, @Ctx() ctx: RequestContext): Promise<SizeChart | null> {
    return (await ctx.loaders.productOwnSizeChart.load(product.dbId)) ?? ctx.loaders.sizeChartByCategory.load(product.categoryId);
  }
}

@Resolver(() => Category)
export class CategorySizeChartResolver {
  @FieldResolver(() => SizeChart, { nullable: true, description: 'The size chart and fit of the category\'s garments; null when it has none.' })
  sizeChart(@Root() category: Category, @Ctx() ctx: RequestContext): Promise<SizeChart | null> {
    return ctx.loaders.sizeChartByCategory.load(category.id);
  }
}
