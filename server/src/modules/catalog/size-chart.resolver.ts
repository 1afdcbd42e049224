/**
 * GraphQL adapter of size charts: Product.sizeChart and Category.sizeChart, both through the
 * per-request loader (all charts of a response in one statement). No mutation: staff editing
 * comes with the staff dashboard (SizeChartService.replaceChart).
 */
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../shared/context.js';
import { Category } from './category.entity.js';
import { ProductType } from './catalog.types.js';
import { SizeChart } from './size-chart.types.js';

@Resolver(() => ProductType)
export class ProductSizeChartResolver {
  @FieldResolver(() => SizeChart, { nullable: true, description: 'The size chart and fit of the product\'s category; null when the category has none.' })
  sizeChart(@Root() product: ProductType, @Ctx() ctx: RequestContext): Promise<SizeChart | null> {
    return ctx.loaders.sizeChartByCategory.load(product.categoryId);
  }
}

@Resolver(() => Category)
export class CategorySizeChartResolver {
  @FieldResolver(() => SizeChart, { nullable: true, description: 'The size chart and fit of the category\'s garments; null when it has none.' })
  sizeChart(@Root() category: Category, @Ctx() ctx: RequestContext): Promise<SizeChart | null> {
    return ctx.loaders.sizeChartByCategory.load(category.id);
  }
}
