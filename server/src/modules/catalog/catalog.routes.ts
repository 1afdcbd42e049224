import { Router, type Request } from 'express';
import { handle } from '../../shared/http.js';
import { badInput } from '../../shared/errors.js';
import { parseId } from '../../shared/ids.js';
import { toRestProduct } from './product.rest.js';
import { ProductCollection, ProductSort, type ProductFilter } from './catalog.types.js';
import type { CatalogProduct } from './catalog.records.js';

const restProducts = (products: CatalogProduct[]) => products.map((p) => toRestProduct(p));

/** A whole-number query parameter within [min, max], or the fallback when absent. */
export function intParam(req: Request, name: string, fallback: number, min: number, max: number): number {
  const raw = req.query[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw badInput(`${name} must be a whole number from ${min} to ${max}.`);
  return n;
}
const optionalId = (req: Request, name: string, what: string) => {
  const raw = req.query[name];
  return typeof raw === 'string' && raw !== '' && raw !== 'undefined' && raw !== 'null' ? parseId(raw, what) : null;
};

const str = (req: Request, name: string): string | undefined => {
  const raw = req.query[name];
  return typeof raw === 'string' && raw !== '' && raw !== 'undefined' && raw !== 'null' ? raw : undefined;
};
/** A list parameter: `colors=red,blue` or `colors=red&colors=blue`. */
const listParam = (req: Request, name: string): string[] | undefined => {
  const raw = req.query[name];
  const values = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === 'string').flatMap((v) => v.split(','));
  return values.length ? values : undefined;
};
const numParam = (req: Request, name: string): number | undefined => {
  const raw = str(req, name);
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n)) throw badInput(`${name} must be a number.`);
  return n;
};
function enumParam<T extends string>(req: Request, name: string, values: Record<string, T>): T | undefined {
  const raw = str(req, name);
  if (raw === undefined) return undefined;
  const found = Object.values(values).find((v) => v === raw.toUpperCase());
  if (!found) throw badInput(`${name} must be one of ${Object.values(values).join(', ')}.`);
  return found;
}

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

  // GET /user/getProductsByCategory/:categoryId[?page=&limit=] → { products, totalCount }
  router.get(
    '/user/getProductsByCategory/:categoryId',
    handle(async (ctx, req) => {
      const categoryId = parseId(String(req.params.categoryId), 'Category not found.');
      const q = ctx.services.catalog.parseListingQuery({
        filter: { categoryId: String(categoryId) },
        page: intParam(req, 'page', 1, 1, 100000),
        pageSize: intParam(req, 'limit', 50, 1, 100),
      });
      const result = await ctx.services.catalog.listProducts(q);
      // Products found means the category exists; only an empty answer needs the 404 check.
      if (result.totalCount === 0) await ctx.services.catalog.getCategory(categoryId);
      return { products: restProducts(result.products), totalCount: result.totalCount };
    }),
  );

  // GET /user/products?sectionId=&categoryId=&collection=&offerId=&search=&minRating=&minDiscount=&maxPrice=
  //   &sizes=&colors=&sleeves=&necks=&types=&inStockOnly=&sort=&page=&pageSize=&after=
  // → { success, products, totalCount, totalCountExact, page, pageSize, hasNextPage, endCursor }
  // Ours: the REST twin of the GraphQL `products` listing (same service call, same rules).
  router.get(
    '/user/products',
    handle(async (ctx, req) => {
      const filter: ProductFilter = {
        sectionId: str(req, 'sectionId'),
        categoryId: str(req, 'categoryId'),
        categoryIds: listParam(req, 'categoryIds'),
        collection: enumParam(req, 'collection', ProductCollection),
        offerId: str(req, 'offerId'),
        search: str(req, 'search'),
        minRating: numParam(req, 'minRating'),
        minDiscountPercent: numParam(req, 'minDiscount'),
        maxPrice: numParam(req, 'maxPrice'),
        sizes: listParam(req, 'sizes'),
        colors: listParam(req, 'colors'),
        sleeves: listParam(req, 'sleeves'),
        necks: listParam(req, 'necks'),
        types: listParam(req, 'types'),
        inStockOnly: str(req, 'inStockOnly') === 'true' || str(req, 'inStockOnly') === '1',
      };
      const q = ctx.services.catalog.parseListingQuery({
        filter,
        sort: enumParam(req, 'sort', ProductSort) ?? ProductSort.RELEVANCE,
        page: str(req, 'page') === undefined ? null : intParam(req, 'page', 1, 1, 100000),
        pageSize: intParam(req, 'pageSize', intParam(req, 'limit', 24, 1, 100), 1, 100),
        after: str(req, 'after') ?? null,
      });
      const page = await ctx.services.catalog.listProducts(q);
      // The REST shape as it was: endCursor only while another page follows (its value is now a keyset cursor).
      return {
        success: true,
        products: restProducts(page.products),
        totalCount: page.totalCount,
        totalCountExact: page.totalCountExact,
        page: page.page,
        pageSize: page.pageSize,
        hasNextPage: page.hasNextPage,
        endCursor: page.hasNextPage ? page.endCursor : null,
      };
    }),
  );

  // GET /user/:id/best-seller → { products } (the id is the older client's fixed placeholder; ignored)
  router.get(
    '/user/:id/best-seller',
    handle(async (ctx, req) => {
      const products = await ctx.services.catalog.collectionProducts(
        ProductCollection.BEST_SELLERS,
        optionalId(req, 'sectionId', 'Section not found.'),
        intParam(req, 'limit', 12, 1, 50),
      );
      return { products: restProducts(products) };
    }),
  );

  // GET /user/recommended-products/:id → { products } ("You may also like")
  router.get(
    '/user/recommended-products/:id',
    handle(async (ctx, req) => {
      const products = await ctx.services.catalog.recommendations(parseId(String(req.params.id), 'Product not found.'));
      return { products: restProducts(products) };
    }),
  );

  // GET /user/serachProducts?sectionId=&search= (spelled so) → { products: [{ _id, id, name, price, image, … }] }
  router.get(
    '/user/serachProducts',
    handle(async (ctx, req) => {
      const text = typeof req.query.search === 'string' ? req.query.search : '';
      const products = await ctx.services.catalog.searchProductList(text, optionalId(req, 'sectionId', 'Section not found.'), intParam(req, 'limit', 10, 1, 50));
      return {
        products: products.map((p) => {
          const rest = toRestProduct(p);
          return { _id: rest._id, id: rest.id, name: rest.name, price: rest.price, originalPrice: rest.originalPrice, discount: rest.discount, image: rest.image, category: rest.category };
        }),
      };
    }),
  );

  // GET /user/product/:id → { product } (ours: the product page by URL alone)
  router.get(
    '/user/product/:id',
    handle(async (ctx, req) => ({ product: toRestProduct(await ctx.services.catalog.getProduct(parseId(String(req.params.id), 'Product not found.'))) })),
  );

  return router;
}
