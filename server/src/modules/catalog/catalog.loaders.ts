/** Per-request DataLoaders of the catalogue, spread into shared/loaders.ts. */
import DataLoader from 'dataloader';
import type { Services } from '../../shared/context.js';
import type { Category } from './category.entity.js';
import type { Section } from './section.entity.js';
import type { ProductType } from './catalog.types.js';
import type { ReviewRow } from './catalog.service.js';
import { toGqlProduct } from './product.mapper.js';
import { toGqlSizeChart, type SizeChart } from './size-chart.types.js';
import type { ListPage } from '../../shared/graphql/connections.js';

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

/** The first page of each product's reviews (Product.reviews without a cursor), batched by page size. */
function reviewPagesLoader(services: Services) {
  return new DataLoader<{ productId: number; first: number }, ListPage<ReviewRow>, string>(
    async (keys) => {
      const bySize = new Map<number, number[]>();
      for (const k of keys) bySize.set(k.first, [...(bySize.get(k.first) ?? []), k.productId]);
      const answers = new Map<string, ListPage<ReviewRow>>();
      await Promise.all(
        [...bySize].map(async ([first, ids]) => {
          const pages = await services.reviews.firstPagesForProducts(ids, first);
          ids.forEach((id, i) => answers.set(`${id}:${first}`, pages[i]));
        }),
      );
      return keys.map((k) => answers.get(`${k.productId}:${k.first}`)!);
    },
    { cacheKeyFn: (k) => `${k.productId}:${k.first}` },
  );
}

export function catalogLoaders(services: Services) {
  return {
    topProductsByCategory: topProductsLoader(services),
    categoryById: new DataLoader<number, Category | undefined>((ids) => services.catalog.categoriesByIds(ids)),
    sectionById: new DataLoader<number, Section | undefined>((ids) => services.catalog.sectionsByIds(ids)),
    /** Product.reviews' first pages: the reviews module's batch (the catalogue does not read reviews), one statement per distinct size. */
    reviewPageByProduct: reviewPagesLoader(services),
    recommendedIdsByProduct: new DataLoader<number, number[]>((ids) => services.catalog.recommendedIds(ids)),
    offerProductPlaces: new DataLoader<number, Array<{ productId: number; position: number }>>((ids) => services.content.productPlacesOfOffers(ids)),
    /** Size charts by category id: every chart of a response (product page, listing) in one statement. */
    sizeChartByCategory: new DataLoader<number, SizeChart | null>(async (ids) =>
      (await services.sizeCharts.chartsForCategories(ids)).map((chart) => (chart ? toGqlSizeChart(chart) : null)),
    ),
    /** Products' own size charts (overriding their category's): every one of a response in one statement. */
    productOwnSizeChart: new DataLoader<number, SizeChart | null>(async (ids) =>
      (await services.sizeCharts.chartsForProducts(ids)).map((chart) => (chart ? toGqlSizeChart({ categoryId: 0, ...chart }) : null)),
    ),
    themedCollectionProductIds: new DataLoader<number, number[]>((ids) => services.content.productIdsOfCollections(ids)),
    themedCollectionProductPlaces: new DataLoader<number, Array<{ productId: number; position: number }>>((ids) => services.content.productPlacesOfCollections(ids)),
  };
}
