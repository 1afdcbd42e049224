/** Per-request DataLoaders of the catalogue, spread into shared/loaders.ts. */
import DataLoader from 'dataloader';
import type { Services } from '../../shared/context.js';
import type { Category } from './category.entity.js';
import type { Section } from './section.entity.js';
import type { ProductType } from './catalog.types.js';
import type { ReviewRow } from './catalog.service.js';
import { toGqlProduct } from './product.mapper.js';
import { toGqlSizeChart, type SizeChart } from './size-chart.types.js';

/** Products (GraphQL shape, with variants and sizes) by id: one SQL statement per batch; null for unknown ids. */
export function productByIdLoader(services: Services) {
  return new DataLoader<number, ProductType | null>(async (ids) =>
    (await services.catalog.productsByIds(ids)).map((p) => (p ? toGqlProduct(p) : null)),
  );
}

/**
 * Category.topProducts of every category of a response in one statement per distinct limit
 * (a category list with 4 products each used to cost 2 statements per category).
 */
function topProductsLoader(services: Services) {
  return new DataLoader<{ categoryId: number; limit: number }, ProductType[], string>(
    async (keys) => {
      const byLimit = new Map<number, number[]>();
      for (const k of keys) byLimit.set(k.limit, [...(byLimit.get(k.limit) ?? []), k.categoryId]);
      const answers = new Map<string, ProductType[]>();
      await Promise.all(
        [...byLimit].map(async ([limit, ids]) => {
          const lists = await services.catalog.topProductsOfCategories(ids, limit);
          ids.forEach((id, i) => answers.set(`${id}:${limit}`, lists[i].map(toGqlProduct)));
        }),
      );
      return keys.map((k) => answers.get(`${k.categoryId}:${k.limit}`) ?? []);
    },
    { cacheKeyFn: (k) => `${k.categoryId}:${k.limit}` },
  );
}

export function catalogLoaders(services: Services) {
  return {
    topProductsByCategory: topProductsLoader(services),
    categoryById: new DataLoader<number, Category | undefined>((ids) => services.catalog.categoriesByIds(ids)),
    sectionById: new DataLoader<number, Section | undefined>((ids) => services.catalog.sectionsByIds(ids)),
    /** Product.reviews: the reviews module's batch (the catalogue does not read reviews). */
    reviewsByProduct: new DataLoader<number, ReviewRow[]>((ids) => services.reviews.publishedForProducts(ids)),
    recommendedIdsByProduct: new DataLoader<number, number[]>((ids) => services.catalog.recommendedIds(ids)),
    offerProductIds: new DataLoader<number, number[]>((ids) => services.content.productIdsOfOffers(ids)),
    /** Size charts by category id: every chart of a response (product page, listing) in one statement. */
    sizeChartByCategory: new DataLoader<number, SizeChart | null>(async (ids) =>
      (await services.sizeCharts.chartsForCategories(ids)).map((chart) => (chart ? toGqlSizeChart(chart) : null)),
    ),
    themedCollectionProductIds: new DataLoader<number, number[]>((ids) => services.content.productIdsOfCollections(ids)),
  };
}
