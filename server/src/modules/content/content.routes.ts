import { Router } from 'express';
import { handle } from '../../shared/http.js';
import { parseId } from '../../shared/ids.js';
import { toRestProduct } from '../catalog/product.rest.js';
import { intParam } from '../catalog/catalog.routes.js';
import { ProductCollection } from '../catalog/catalog.types.js';
import type { CatalogProduct } from '../catalog/catalog.records.js';
import { DEAL_PRICES, type OfferRow } from './content.service.js';

const restOffer = (o: OfferRow) => ({ _id: String(o.id), id: String(o.id), slug: o.slug, title: o.title, description: o.description, poster: o.poster });
/** The shop's products of a list (unpublished ones left out), REST-shaped. */
const byIds = (products: (CatalogProduct | null)[]) => products.filter((p): p is CatalogProduct => p !== null && p.published).map((p) => toRestProduct(p));

/** REST twins of the content calls of spec section 7. */
export function contentRoutes(): Router {
  const router = Router();

  // GET /website/home_page → { data: { banners, newArrivals, bestSellers, trending, newCollection, offers, deals, testimonials, deliveryCities } }
  router.get(
    '/website/home_page',
    handle(async (ctx, req) => {
      const { catalog, content } = ctx.services;
      const sectionId = typeof req.query.sectionId === 'string' && req.query.sectionId ? parseId(req.query.sectionId, 'Section not found.') : null;
      const limit = intParam(req, 'limit', 12, 1, 50);
      const [banners, offers, testimonials, deliveryCities, newArrivals, bestSellers, trending, newCollection] = await Promise.all([
        content.banners(),
        content.offers(),
        content.testimonials(ctx.language),
        ctx.services.delivery.cityNames(),
        catalog.collectionProducts(ProductCollection.NEW_ARRIVALS, sectionId, limit),
        catalog.collectionProducts(ProductCollection.BEST_SELLERS, sectionId, limit),
        catalog.collectionProducts(ProductCollection.TRENDING, sectionId, limit),
        catalog.collectionProducts(ProductCollection.NEW_COLLECTION, sectionId, limit),
      ]);
      return {
        data: {
          banners: banners.map((b) => ({ _id: String(b.id), id: String(b.id), image: b.image, title: b.title, subtitle: b.subtitle, link: b.link })),
          offers: offers.map(restOffer),
          newArrivals: newArrivals.map((p) => toRestProduct(p)),
          bestSellers: bestSellers.map((p) => toRestProduct(p)),
          trending: trending.map((p) => toRestProduct(p)),
          newCollection: newCollection.map((p) => toRestProduct(p)),
          deals: DEAL_PRICES.map((price) => ({ price, label: `Grab Deals Under ₹${price}`, image: `/img/deal/${price}.webp` })),
          testimonials: testimonials.map((t) => ({ _id: String(t.id), ...t, id: String(t.id) })),
          deliveryCities,
        },
      };
    }),
  );

  // GET /user/themed-collections?sectionId= → { data: [{ _id, title, slug, image, description, products }] }
  router.get(
    '/user/themed-collections',
    handle(async (ctx, req) => {
      const sectionId = typeof req.query.sectionId === 'string' && req.query.sectionId ? parseId(req.query.sectionId, 'Section not found.') : null;
      const collections = await ctx.services.content.themedCollections(sectionId);
      const ids = await ctx.services.content.productIdsOfCollections(collections.map((c) => c.id));
      const products = await ctx.services.catalog.productsByIds(ids.flat());
      const byId = new Map(products.filter((p): p is CatalogProduct => p !== null).map((p) => [p.id, p]));
      return {
        data: collections.map((c, i) => ({
          _id: String(c.id),
          id: String(c.id),
          sectionId: String(c.sectionId),
          title: c.title,
          slug: c.slug,
          description: c.description,
          image: c.image,
          products: byIds(ids[i].map((id) => byId.get(id) ?? null)),
        })),
      };
    }),
  );

  // GET /user/themed-collections/:slug → { data: { _id, title, slug, image, description, products } } (ours: the /collections/{slug} page)
  router.get(
    '/user/themed-collections/:slug',
    handle(async (ctx, req) => {
      const c = await ctx.services.content.getThemedCollection(String(req.params.slug));
      const [ids] = await ctx.services.content.productIdsOfCollections([c.id]);
      const products = byIds(await ctx.services.catalog.productsByIds(ids));
      return { data: { _id: String(c.id), id: String(c.id), sectionId: String(c.sectionId), title: c.title, slug: c.slug, description: c.description, image: c.image, products } };
    }),
  );

  // GET /user/getOffers → { offers }
  router.get(
    '/user/getOffers',
    handle(async (ctx) => ({ offers: (await ctx.services.content.offers()).map(restOffer) })),
  );

  // GET /user/offerProducts/:id → { products, offer }
  router.get(
    '/user/offerProducts/:id',
    handle(async (ctx, req) => {
      const offer = await ctx.services.content.getOffer(parseId(String(req.params.id), 'Offer not found.'));
      const [ids] = await ctx.services.content.productIdsOfOffers([offer.id]);
      return { products: byIds(await ctx.services.catalog.productsByIds(ids)), offer: restOffer(offer) };
    }),
  );

  // GET /user/contactus → { data: { socialLinks, address, phone, email, mapUrl } }
  router.get(
    '/user/contactus',
    handle(async (ctx) => ({ data: await ctx.services.storeSettings.contactInfo() })),
  );

  // GET /user/policy_and_terms?type=privacy-policy|terms&lang=en → { data: { title, content } }
  router.get(
    '/user/policy_and_terms',
    handle(async (ctx, req) => {
      const policy = await ctx.services.content.policy(String(req.query.type ?? ''), typeof req.query.lang === 'string' ? req.query.lang : 'en');
      return { data: { type: policy.type, title: policy.title, content: policy.content, updatedAt: policy.updatedAt } };
    }),
  );

  // POST /user/contact-us {firstName, lastName, phone, email, message} → 201 { success, message, id } (ours)
  router.post(
    '/user/contact-us',
    handle(async (ctx, req) => {
      const result = await ctx.services.content.submitContactMessage(req.body ?? {}, { customerId: ctx.customerId, ip: ctx.ip });
      return { success: true, message: result.message, id: String(result.id) };
    }, 201),
  );

  return router;
}
