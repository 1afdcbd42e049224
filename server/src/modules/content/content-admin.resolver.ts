import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { AdminContext } from '../../shared/context.js';
import { parseId } from '../../shared/ids.js';
import { badInput } from '../../shared/errors.js';
import { CATALOGUE_ROLES } from '../catalog-admin/catalog-admin.resolver.js';
import type { AdminBannerRow, AdminCollectionRow, AdminOfferRow, MerchKind } from './content-admin.service.js';

export enum MerchKindGql {
  BANNER = 'banner',
  OFFER = 'offer',
  THEMED_COLLECTION = 'themed_collection',
}
registerEnumType(MerchKindGql, {
  name: 'MerchKind',
  description: 'A kind of merchandising item.',
  valuesConfig: {
    BANNER: { description: 'A home banner (hero slider).' },
    OFFER: { description: 'An offer with its products.' },
    THEMED_COLLECTION: { description: 'A themed collection of a section.' },
  },
});

@InputType({ description: 'A home banner.' })
class BannerInput {
  @Field(() => String, { description: 'Headline.' }) title: string;
  @Field(() => String, { nullable: true, description: 'Line under the headline.' }) subtitle?: string | null;
  @Field(() => String, { description: 'Image URL (from /admin/upload).' }) image: string;
  @Field(() => String, { nullable: true, description: 'Where a tap goes: a store path (/…) or https.' }) link?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Shown (new: true unless false; edits: unchanged unless given).' }) active?: boolean | null;
  @Field(() => Date, { nullable: true, description: 'Shown from this moment (null: no start limit; left out on an edit: unchanged).' }) startsAt?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Shown until this moment, after the start (null: no end; left out on an edit: unchanged).' }) endsAt?: Date | null;
}

@InputType({ description: 'An offer with its products.' })
class OfferInput {
  @Field(() => String, { description: 'Title.' }) title: string;
  @Field(() => String, { nullable: true, description: 'Description.' }) description?: string | null;
  @Field(() => String, { description: 'Poster image URL.' }) poster: string;
  @Field(() => Boolean, { nullable: true, description: 'Shown (new: true unless false; edits: unchanged unless given).' }) active?: boolean | null;
  @Field(() => Date, { nullable: true, description: 'Shown from this moment (null: no start limit; left out on an edit: unchanged).' }) startsAt?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Shown until this moment, after the start (null: no end; left out on an edit: unchanged).' }) endsAt?: Date | null;
  @Field(() => [ID], { description: 'Products in the order shown.' }) productIds: string[];
}

@InputType({ description: 'A themed collection of a section with its products.' })
class CollectionInput {
  @Field(() => ID, { description: 'Section.' }) sectionId: string;
  @Field(() => String, { description: 'Title.' }) title: string;
  @Field(() => String, { nullable: true, description: 'Description.' }) description?: string | null;
  @Field(() => String, { description: 'Image URL.' }) image: string;
  @Field(() => Boolean, { nullable: true, description: 'Shown (new: true unless false; edits: unchanged unless given).' }) active?: boolean | null;
  @Field(() => Date, { nullable: true, description: 'Shown from this moment (null: no start limit; left out on an edit: unchanged).' }) startsAt?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Shown until this moment, after the start (null: no end; left out on an edit: unchanged).' }) endsAt?: Date | null;
  @Field(() => [ID], { description: 'Products in the order shown.' }) productIds: string[];
}

@ObjectType('AdminBanner', { description: 'A home banner as staff see it.' })
class AdminBanner {
  @Field(() => ID, { description: 'Banner id.' }) id: string;
  @Field(() => String, { description: 'Headline.' }) title: string;
  @Field(() => String, { description: 'Subtitle.' }) subtitle: string;
  @Field(() => String, { description: 'Image URL.' }) image: string;
  @Field(() => String, { description: 'Link.' }) link: string;
  @Field(() => Int, { description: 'Place in the slider (0 first).' }) position: number;
  @Field(() => Boolean, { description: 'Shown (subject to its dates).' }) active: boolean;
  @Field(() => Date, { nullable: true, description: 'Shown from (null: no start limit).' }) startsAt: Date | null;
  @Field(() => Date, { nullable: true, description: 'Shown until (null: no end).' }) endsAt: Date | null;
}

@ObjectType('AdminPickedProduct', { description: 'A product chosen for an offer or collection, named.' })
class AdminPickedProduct {
  @Field(() => ID, { description: 'Product id.' }) id: string;
  @Field(() => String, { description: 'Product name.' }) name: string;
}

@ObjectType('AdminOffer', { description: 'An offer as staff see it.' })
class AdminOffer {
  @Field(() => ID, { description: 'Offer id.' }) id: string;
  @Field(() => String, { description: 'Slug.' }) slug: string;
  @Field(() => String, { description: 'Title.' }) title: string;
  @Field(() => String, { description: 'Description.' }) description: string;
  @Field(() => String, { description: 'Poster URL.' }) poster: string;
  @Field(() => Int, { description: 'Place in the list (0 first).' }) position: number;
  @Field(() => Boolean, { description: 'Shown (subject to its dates).' }) active: boolean;
  @Field(() => Date, { nullable: true, description: 'Shown from (null: no start limit).' }) startsAt: Date | null;
  @Field(() => Date, { nullable: true, description: 'Shown until (null: no end).' }) endsAt: Date | null;
  @Field(() => [ID], { description: 'Products in order.' }) productIds: string[];
  @Field(() => [AdminPickedProduct], { description: 'The same products, named, in order.' }) products: AdminPickedProduct[];
}

@ObjectType('AdminThemedCollection', { description: 'A themed collection as staff see it.' })
class AdminThemedCollection {
  @Field(() => ID, { description: 'Collection id.' }) id: string;
  @Field(() => ID, { description: 'Section id.' }) sectionId: string;
  @Field(() => String, { description: 'Slug.' }) slug: string;
  @Field(() => String, { description: 'Title.' }) title: string;
  @Field(() => String, { description: 'Description.' }) description: string;
  @Field(() => String, { description: 'Image URL.' }) image: string;
  @Field(() => Int, { description: 'Place within its section (0 first).' }) position: number;
  @Field(() => Boolean, { description: 'Shown (subject to its dates).' }) active: boolean;
  @Field(() => Date, { nullable: true, description: 'Shown from (null: no start limit).' }) startsAt: Date | null;
  @Field(() => Date, { nullable: true, description: 'Shown until (null: no end).' }) endsAt: Date | null;
  @Field(() => [ID], { description: 'Products in order.' }) productIds: string[];
  @Field(() => [AdminPickedProduct], { description: 'The same products, named, in order.' }) products: AdminPickedProduct[];
}

const ids = (values: string[], field: string) =>
  values.map((v) => {
    if (!/^\d{1,9}$/.test(v)) throw badInput(`No product has the id ${v}.`, { field, fieldErrors: [{ field, message: `No product has the id ${v}.` }] });
    return Number(v);
  });
const banner = (r: AdminBannerRow): AdminBanner => ({ ...r, id: String(r.id) });
const picked = (products: Array<{ id: number; name: string }>) => products.map((p) => ({ id: String(p.id), name: p.name }));
const offer = (r: AdminOfferRow): AdminOffer => ({ ...r, id: String(r.id), productIds: r.productIds.map(String), products: picked(r.products) });
const collection = (r: AdminCollectionRow): AdminThemedCollection => ({ ...r, id: String(r.id), sectionId: String(r.sectionId), productIds: r.productIds.map(String), products: picked(r.products) });
const optionalId = (id: string | null | undefined, what: string) => (id ? parseId(id, what) : null);

/** Admin schema: home banners, offers and themed collections with their order and images. */
@Authorized(CATALOGUE_ROLES)
@Resolver()
export class ContentAdminResolver {
  @Query(() => [AdminBanner], { description: 'Every home banner (hidden ones too) in slider order.' })
  async adminBanners(@Ctx() ctx: AdminContext): Promise<AdminBanner[]> {
    return (await ctx.services.contentAdmin.banners()).map(banner);
  }

  @Query(() => [AdminOffer], { description: 'Every offer (hidden ones too) in display order.' })
  async adminOffers(@Ctx() ctx: AdminContext): Promise<AdminOffer[]> {
    return (await ctx.services.contentAdmin.offers()).map(offer);
  }

  @Query(() => [AdminThemedCollection], { description: 'Every themed collection, by section, in display order.' })
  async adminThemedCollections(@Ctx() ctx: AdminContext): Promise<AdminThemedCollection[]> {
    return (await ctx.services.contentAdmin.collections()).map(collection);
  }

  @Mutation(() => AdminBanner, { description: 'Creates (no id) or edits a home banner; new ones go last.' })
  async saveBanner(
    @Arg('input', () => BannerInput, { description: 'The banner.' }) input: BannerInput,
    @Ctx() ctx: AdminContext,
    @Arg('id', () => ID, { nullable: true, description: 'The banner to edit; omit to create.' }) id?: string,
  ): Promise<AdminBanner> {
    return banner(await ctx.services.contentAdmin.saveBanner(ctx.serviceContext, optionalId(id, 'Banner not found.'), input));
  }

  @Mutation(() => AdminOffer, { description: 'Creates (no id) or edits an offer and its products; new ones go last.' })
  async saveOffer(
    @Arg('input', () => OfferInput, { description: 'The offer.' }) input: OfferInput,
    @Ctx() ctx: AdminContext,
    @Arg('id', () => ID, { nullable: true, description: 'The offer to edit; omit to create.' }) id?: string,
  ): Promise<AdminOffer> {
    return offer(await ctx.services.contentAdmin.saveOffer(ctx.serviceContext, optionalId(id, 'Offer not found.'), { ...input, productIds: ids(input.productIds, 'productIds') }));
  }

  @Mutation(() => AdminThemedCollection, { description: 'Creates (no id) or edits a themed collection and its products; new ones go last in their section.' })
  async saveThemedCollection(
    @Arg('input', () => CollectionInput, { description: 'The collection.' }) input: CollectionInput,
    @Ctx() ctx: AdminContext,
    @Arg('id', () => ID, { nullable: true, description: 'The collection to edit; omit to create.' }) id?: string,
  ): Promise<AdminThemedCollection> {
    const draft = { ...input, sectionId: parseId(input.sectionId, 'Section not found.'), productIds: ids(input.productIds, 'productIds') };
    return collection(await ctx.services.contentAdmin.saveCollection(ctx.serviceContext, optionalId(id, 'Collection not found.'), draft));
  }

  @Mutation(() => Boolean, { description: 'Puts every banner / offer / collection of one section in this order.' })
  async reorderMerchandising(
    @Arg('kind', () => MerchKindGql, { description: 'What to reorder.' }) kind: MerchKindGql,
    @Arg('ids', () => [ID], { description: 'Every item once, first to last.' }) order: string[],
    @Ctx() ctx: AdminContext,
  ): Promise<boolean> {
    await ctx.services.contentAdmin.reorder(ctx.serviceContext, kind as MerchKind, order.map((id) => parseId(id)));
    return true;
  }

  @Mutation(() => Boolean, { description: 'Removes a banner, offer or themed collection.' })
  async deleteMerchandising(
    @Arg('kind', () => MerchKindGql, { description: 'What it is.' }) kind: MerchKindGql,
    @Arg('id', () => ID, { description: 'Its id.' }) id: string,
    @Ctx() ctx: AdminContext,
  ): Promise<boolean> {
    await ctx.services.contentAdmin.remove(ctx.serviceContext, kind as MerchKind, parseId(id));
    return true;
  }
}
