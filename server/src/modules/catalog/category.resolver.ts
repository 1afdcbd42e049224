/** GraphQL adapter of categories. */
import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../shared/context.js';
import { Category } from './category.entity.js';
import { ProductType } from './catalog.types.js';
import { idOrNull, parseId } from '../../shared/ids.js';

@Resolver(() => Category)
export class CategoryResolver {
  @Query(() => [Category], { description: 'Categories (of one section when given), in menu order: the Shop page grid.' })
  categories(@Ctx() ctx: RequestContext, @Arg('sectionId', () => ID, { nullable: true, description: 'Only this section.' }) sectionId?: string): Promise<Category[]> {
    return ctx.services.catalog.listCategories(sectionId ? parseId(sectionId, 'Section not found.') : null);
  }

  @Query(() => Category, { nullable: true, description: 'One category; null when unknown.' })
  async category(@Arg('id', () => ID, { description: 'The category id.' }) id: string, @Ctx() ctx: RequestContext): Promise<Category | null> {
    const categoryId = idOrNull(id);
    return categoryId === null ? null : ctx.services.catalog.findCategory(categoryId);
  }

  @FieldResolver(() => [ProductType], { description: 'The first products of the category, best sellers first (the category list shows 4).' })
  topProducts(@Root() category: Category, @Ctx() ctx: RequestContext, @Arg('limit', () => Int, { nullable: true, defaultValue: 4, description: 'How many, 1 to 50.' }) limit?: number) {
    return ctx.loaders.topProductsByCategory.load({ categoryId: category.id, limit: Math.max(1, Math.min(50, limit ?? 4)) });
  }
}
