/** Admin schema: sections and categories (create, edit, hide, reorder, delete when empty). */
import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { AdminContext } from '../../shared/context.js';
import { parseId } from '../../shared/ids.js';
import { badInput } from '../../shared/errors.js';
import { CATALOGUE_ROLES } from './catalog-admin.resolver.js';
import { AdminCategory, AdminCategoryInput, AdminSection, AdminSectionInput, toAdminCategory, toAdminSection } from './catalog-admin.types.gql.js';
import { CATEGORY_NOT_FOUND, SECTION_NOT_FOUND } from './catalogue-structure.service.js';
import type { CategoryDraft, SectionDraft } from './structure-rules.js';

@Authorized(CATALOGUE_ROLES)
@Resolver()
export class CatalogueStructureResolver {
  @Mutation(() => AdminSection, { description: 'Creates a section at the end of the menu. BAD_INPUT with `fieldErrors` changes nothing.' })
  async createSection(@Arg('input', () => AdminSectionInput, { description: 'The section.' }) input: AdminSectionInput, @Ctx() ctx: AdminContext): Promise<AdminSection> {
    return toAdminSection(await ctx.services.catalogueStructure.createSection(ctx.serviceContext, toSectionDraft(input)));
  }

  @Mutation(() => AdminSection, { description: 'Renames a section, changes its audience or image, or hides/shows it (its categories and products follow in the shop at once).' })
  async updateSection(
    @Arg('id', () => ID, { description: 'Section id.' }) id: string,
    @Arg('input', () => AdminSectionInput, { description: 'The section as it should be.' }) input: AdminSectionInput,
    @Ctx() ctx: AdminContext,
  ): Promise<AdminSection> {
    return toAdminSection(await ctx.services.catalogueStructure.updateSection(ctx.serviceContext, parseId(id, SECTION_NOT_FOUND), toSectionDraft(input)));
  }

  @Mutation(() => Boolean, { description: 'Deletes a section without categories (CONFLICT while it has any: hide it instead).' })
  async deleteSection(@Arg('id', () => ID, { description: 'Section id.' }) id: string, @Ctx() ctx: AdminContext): Promise<boolean> {
    await ctx.services.catalogueStructure.deleteSection(ctx.serviceContext, parseId(id, SECTION_NOT_FOUND));
    return true;
  }

  @Mutation(() => [AdminSection], { description: 'Puts the sections in this menu order (every section, each once).' })
  async reorderSections(@Arg('ids', () => [ID], { description: 'Every section id in the new order.' }) ids: string[], @Ctx() ctx: AdminContext): Promise<AdminSection[]> {
    return (await ctx.services.catalogueStructure.reorderSections(ctx.serviceContext, ids.map((id) => parseId(id, SECTION_NOT_FOUND)))).map(toAdminSection);
  }

  @Mutation(() => AdminCategory, { description: 'Creates a category at the end of its section. BAD_INPUT with `fieldErrors` changes nothing.' })
  async createCategory(@Arg('input', () => AdminCategoryInput, { description: 'The category.' }) input: AdminCategoryInput, @Ctx() ctx: AdminContext): Promise<AdminCategory> {
    return toAdminCategory(await ctx.services.catalogueStructure.createCategory(ctx.serviceContext, toCategoryDraft(input)));
  }

  @Mutation(() => AdminCategory, { description: 'Edits a category: name, image, HSN code, URL name, SEO fields, hidden, or its section (its products move with it).' })
  async updateCategory(
    @Arg('id', () => ID, { description: 'Category id.' }) id: string,
    @Arg('input', () => AdminCategoryInput, { description: 'The category as it should be.' }) input: AdminCategoryInput,
    @Ctx() ctx: AdminContext,
  ): Promise<AdminCategory> {
    return toAdminCategory(await ctx.services.catalogueStructure.updateCategory(ctx.serviceContext, parseId(id, CATEGORY_NOT_FOUND), toCategoryDraft(input)));
  }

  @Mutation(() => Boolean, { description: 'Deletes a category without products (CONFLICT when it has any, archived ones included: hide it instead).' })
  async deleteCategory(@Arg('id', () => ID, { description: 'Category id.' }) id: string, @Ctx() ctx: AdminContext): Promise<boolean> {
    await ctx.services.catalogueStructure.deleteCategory(ctx.serviceContext, parseId(id, CATEGORY_NOT_FOUND));
    return true;
  }

  @Mutation(() => AdminSection, { description: "Puts a section's categories in this order (every category of the section, each once)." })
  async reorderCategories(
    @Arg('sectionId', () => ID, { description: 'Section id.' }) sectionId: string,
    @Arg('ids', () => [ID], { description: 'Every category id of the section in the new order.' }) ids: string[],
    @Ctx() ctx: AdminContext,
  ): Promise<AdminSection> {
    return toAdminSection(
      await ctx.services.catalogueStructure.reorderCategories(ctx.serviceContext, parseId(sectionId, SECTION_NOT_FOUND), ids.map((id) => parseId(id, CATEGORY_NOT_FOUND))),
    );
  }
}

const toSectionDraft = (input: AdminSectionInput): SectionDraft => ({ ...input, gender: input.gender as SectionDraft['gender'] });

function toCategoryDraft(input: AdminCategoryInput): CategoryDraft {
  if (!/^\d{1,9}$/.test(input.sectionId)) throw badInput('Choose a section.', { field: 'sectionId', fieldErrors: [{ field: 'sectionId', message: 'Choose a section.' }] });
  return { ...input, sectionId: Number(input.sectionId) };
}
