import { Router } from 'express';
import { handle } from '../../app/rest-kit.js';

/** REST twins of the catalogue calls of spec section 7. */
export function catalogRoutes(): Router {
  const router = Router();

  // GET /user/getSections → { data: [ { _id, name, gender, categories: [ { _id, name, image } ] } ] }
  router.get(
    '/user/getSections',
    handle(async (ctx) => {
      const sections = await ctx.services.catalog.listSections();
      const categories = await ctx.services.catalog.categoriesForSections(sections.map((s) => s.id));
      return {
        data: sections.map((section, i) => ({
          _id: String(section.id),
          id: String(section.id),
          name: section.name,
          gender: section.gender,
          categories: categories[i].map((c) => ({ _id: String(c.id), name: c.name, image: c.image })),
        })),
      };
    }),
  );

  return router;
}
