import { Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Section } from './section.entity.js';
import { Category } from './category.entity.js';
import type { RequestContext } from '../../shared/context.js';

@Resolver(() => Section)
export class SectionResolver {
  @Query(() => [Section], { description: "The store's sections (Men, Women) in menu order, each with its categories." })
  sections(@Ctx() ctx: RequestContext): Promise<Section[]> {
    return ctx.services.catalog.listSections();
  }

  @FieldResolver(() => [Category], { description: 'Categories of this section in menu order.' })
  categories(@Root() section: Section, @Ctx() ctx: RequestContext): Promise<Category[]> {
    return ctx.loaders.categoriesBySection.load(section.id);
  }
}
