/** GraphQL adapter of the store's content: home page, offers, themed collections, static pages. */
import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../shared/context.js';
import { ProductCollection, ProductConnection, ProductType } from '../catalog/catalog.types.js';
import { ConnectionArgs, connectionFromPage, pageOfOrderedList } from '../../shared/graphql/connections.js';
import { toGqlProduct } from '../catalog/product.mapper.js';
import { idOrNull, parseId } from '../../shared/ids.js';
import { loadProducts } from '../catalog/product.resolver.js';
import { Banner, ContactInfo, ContactMessageInput, SubmitContactMessagePayload, DealTile, HomePage, Offer, Policy, PolicyType, SocialLinks, Testimonial, ThemedCollection } from './content.types.js';
import { moneyFromPaise } from '../../shared/graphql/money.js';
import { payload } from '../../shared/graphql/user-errors.js';
import { DEAL_PRICES, type OfferRow, type ThemedCollectionRow } from './content.service.js';

export const toOffer = (row: OfferRow) => Object.assign(new Offer(), { ...row, id: String(row.id) });
const toCollection = (row: ThemedCollectionRow) => Object.assign(new ThemedCollection(), { ...row, id: String(row.id), sectionId: String(row.sectionId) });
const limitArg = { nullable: true, defaultValue: 12, description: 'How many products, 1 to 50.' } as const;
const clampLimit = (limit: number | undefined) => Math.max(1, Math.min(50, limit ?? 12));

@Resolver(() => HomePage)
export class HomePageResolver {
  @Query(() => HomePage, { description: 'Everything the home page shows. Product lists are scoped to a section when one is given.' })
  async homePage(
    @Ctx() ctx: RequestContext,
    @Arg('sectionId', () => ID, { nullable: true, description: 'Scope the product lists to this section (Men or Women).' }) sectionId?: string,
  ): Promise<HomePage> {
    const content = ctx.services.content;
    const [banners, offers, testimonials, deliveryCities] = await Promise.all([
      content.banners(),
      content.offers(),
      content.testimonials(ctx.language),
      ctx.services.delivery.cityNames(),
    ]);
    return Object.assign(new HomePage(), {
      sectionId: sectionId ? parseId(sectionId, 'Section not found.') : null,
      banners: banners.map((b) => Object.assign(new Banner(), { ...b, id: String(b.id) })),
      offers: offers.map(toOffer),
      dealPrices: DEAL_PRICES.map((rupees) => moneyFromPaise(rupees * 100)),
      deals: DEAL_PRICES.map((price) =>
        Object.assign(new DealTile(), { maxPrice: moneyFromPaise(price * 100), label: `Grab Deals Under ₹${price}`, image: `/img/deal/${price}.webp` }),
      ),
      testimonials: testimonials.map((t) => Object.assign(new Testimonial(), { ...t, id: String(t.id) })),
      deliveryCities,
    });
  }

  @FieldResolver(() => [ProductType], { description: 'NEW COLLECTIONS carousel: new arrivals, newest first.' })
  newArrivals(@Root() home: HomePage, @Ctx() ctx: RequestContext, @Arg('limit', () => Int, limitArg) limit?: number) {
    return collection(ctx, ProductCollection.NEW_ARRIVALS, home.sectionId, limit);
  }

  @FieldResolver(() => [ProductType], { description: 'BEST SELLER carousel: highest best-seller score first.' })
  bestSellers(@Root() home: HomePage, @Ctx() ctx: RequestContext, @Arg('limit', () => Int, limitArg) limit?: number) {
    return collection(ctx, ProductCollection.BEST_SELLERS, home.sectionId, limit);
  }

  @FieldResolver(() => [ProductType], { description: 'TRENDING NOW carousel.' })
  trending(@Root() home: HomePage, @Ctx() ctx: RequestContext, @Arg('limit', () => Int, limitArg) limit?: number) {
    return collection(ctx, ProductCollection.TRENDING, home.sectionId, limit);
  }

  @FieldResolver(() => [ProductType], { description: 'The newest products of the store (new collection).' })
  newCollection(@Root() home: HomePage, @Ctx() ctx: RequestContext, @Arg('limit', () => Int, limitArg) limit?: number) {
    return collection(ctx, ProductCollection.NEW_COLLECTION, home.sectionId, limit);
  }

  @FieldResolver(() => [ThemedCollection], { description: 'Themed collections of a section (the home scope when omitted).' })
  async themedCollections(
    @Root() home: HomePage,
    @Ctx() ctx: RequestContext,
    @Arg('sectionId', () => ID, { nullable: true, description: 'The section; defaults to the home page scope.' }) sectionId?: string,
  ): Promise<ThemedCollection[]> {
    const scope = sectionId ? parseId(sectionId, 'Section not found.') : home.sectionId;
    return (await ctx.services.content.themedCollections(scope)).map(toCollection);
  }
}

async function collection(ctx: RequestContext, which: ProductCollection, sectionId: number | null, limit?: number): Promise<ProductType[]> {
  return (await ctx.services.catalog.collectionProducts(which, sectionId, clampLimit(limit))).map(toGqlProduct);
}

@Resolver(() => Offer)
export class OfferResolver {
  @Query(() => [Offer], { description: 'Active offers in display order.' })
  async offers(@Ctx() ctx: RequestContext): Promise<Offer[]> {
    return (await ctx.services.content.offers()).map(toOffer);
  }

  @Query(() => Offer, { nullable: true, description: 'One active offer with its products; null when unknown or no longer active.' })
  async offer(@Arg('id', () => ID, { description: 'The offer id.' }) id: string, @Ctx() ctx: RequestContext): Promise<Offer | null> {
    const offerId = idOrNull(id);
    const row = offerId === null ? null : await ctx.services.content.findOffer(offerId);
    return row && toOffer(row);
  }

  @FieldResolver(() => ProductConnection, { description: 'Products of the offer in display order, a page at a time (20 when no size is given; totalCount counts them all).' })
  async products(@Root() offer: Offer, @Ctx() ctx: RequestContext, @Args(() => ConnectionArgs) page: ConnectionArgs): Promise<ProductConnection> {
    return productPage(ctx, await ctx.loaders.offerProductPlaces.load(Number(offer.id)), page);
  }
}

/** A page of an ordered hand-picked list (an offer's, a collection's); a product unpublished since it joined is left out of its page. */
async function productPage(ctx: RequestContext, places: Array<{ productId: number; position: number }>, page: ConnectionArgs): Promise<ProductConnection> {
  const read = pageOfOrderedList(places, page, (place) => [place.position, place.productId]);
  const loaded = await ctx.loaders.productById.loadMany(read.items.map((place) => place.productId));
  const shown = read.items.flatMap((_, i) => {
    const product = loaded[i];
    return product && !(product instanceof Error) && product.published ? [{ product, cursor: read.cursors[i] }] : [];
  });
  return Object.assign(new ProductConnection(), {
    ...connectionFromPage(
      shown.map((s) => s.product),
      shown.map((s) => s.cursor),
      read,
    ),
    filterKey: null,
    totalCount: places.length,
    totalCountExact: true,
  });
}

@Resolver(() => ThemedCollection)
export class ThemedCollectionResolver {
  @Query(() => [ThemedCollection], { description: 'Themed collections of a section (all sections when omitted).' })
  async themedCollections(@Ctx() ctx: RequestContext, @Arg('sectionId', () => ID, { nullable: true, description: 'The section.' }) sectionId?: string) {
    return (await ctx.services.content.themedCollections(sectionId ? parseId(sectionId, 'Section not found.') : null)).map(toCollection);
  }

  @Query(() => ThemedCollection, { nullable: true, description: 'One themed collection shown now, by its slug (/collections/{slug}); null when unknown, hidden or out of its dates.' })
  async themedCollection(@Arg('slug', () => String, { description: 'The collection slug.' }) slug: string, @Ctx() ctx: RequestContext): Promise<ThemedCollection | null> {
    const row = await ctx.services.content.findThemedCollection(slug);
    return row && toCollection(row);
  }

  @FieldResolver(() => [ProductType], { description: 'Products of the collection in display order.' })
  async products(@Root() c: ThemedCollection, @Ctx() ctx: RequestContext, @Arg('limit', () => Int, limitArg) limit?: number) {
    const ids = await ctx.loaders.themedCollectionProductIds.load(Number(c.id));
    return loadProducts(ctx, ids.slice(0, clampLimit(limit)));
  }

  @FieldResolver(() => ProductConnection, { description: 'Products of the collection in display order, a page at a time (the listing page /collections/{slug}; 20 when no size is given).' })
  async productPage(@Root() c: ThemedCollection, @Ctx() ctx: RequestContext, @Args(() => ConnectionArgs) page: ConnectionArgs): Promise<ProductConnection> {
    return productPage(ctx, await ctx.loaders.themedCollectionProductPlaces.load(Number(c.id)), page);
  }
}

@Resolver()
export class StorePagesResolver {
  @Query(() => ContactInfo, { description: "The store's contact details from its settings: office address, support phone and e-mail, social links." })
  async contactInfo(@Ctx() ctx: RequestContext): Promise<ContactInfo> {
    const info = await ctx.services.storeSettings.contactInfo();
    return Object.assign(new ContactInfo(), { ...info, socialLinks: Object.assign(new SocialLinks(), info.socialLinks) });
  }

  @Query(() => Policy, { description: 'A policy page with sanitized HTML.' })
  async policy(
    @Arg('type', () => PolicyType, { description: 'Which policy.' }) type: PolicyType,
    @Ctx() ctx: RequestContext,
    @Arg('lang', () => String, { nullable: true, defaultValue: 'en', description: 'Language code; English when not available.' }) lang?: string,
  ): Promise<Policy> {
    return Object.assign(new Policy(), await ctx.services.content.policy(type, lang ?? 'en'));
  }

  @Mutation(() => SubmitContactMessagePayload, { description: 'Stores a Contact Us message. A missing or invalid field is a userError INVALID on that field.' })
  submitContactMessage(@Arg('input', () => ContactMessageInput, { description: 'The form fields.' }) input: ContactMessageInput, @Ctx() ctx: RequestContext): Promise<SubmitContactMessagePayload> {
    return payload(
      async () => {
        const result = await ctx.services.content.submitContactMessage({ ...input }, { customerId: ctx.customerId, ip: ctx.ip });
        return { contactMessageId: String(result.id), message: result.message };
      },
      { contactMessageId: null, message: null },
    );
  }
}
