import { Arg, Authorized, Ctx, Field, Float, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { AdminContext } from '../../shared/context.js';
import { parseId } from '../../shared/ids.js';
import { badInput } from '../../shared/errors.js';
import { paiseToRupees } from '../../shared/money.js';
import { CATALOGUE_ROLES } from '../catalog-admin/catalog-admin.resolver.js';
import type { AdminBannerRow, AdminCollectionRow, AdminOfferRow, AdminTestimonialRow, MerchKind } from './content-admin.service.js';
import { PolicyType } from './content.types.js';

export enum MerchKindGql {
  BANNER = 'banner',
  OFFER = 'offer',
  THEMED_COLLECTION = 'themed_collection',
  TESTIMONIAL = 'testimonial',
}
registerEnumType(MerchKindGql, {
  name: 'MerchKind',
  description: 'A kind of merchandising item.',
  valuesConfig: {
    BANNER: { description: 'A home banner (hero slider).' },
    OFFER: { description: 'An offer with its products.' },
    THEMED_COLLECTION: { description: 'A themed collection of a section.' },
    TESTIMONIAL: { description: 'A testimonial of the home and About Us sliders.' },
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
  @Field(() => String, { nullable: true, description: 'The discount on its products: "percentage" or "flat"; null: only a collection (no price changes); left out on an edit: unchanged.' }) discountType?: string | null;
  @Field(() => Float, { nullable: true, description: 'Whole percent (1–90), or rupees off each piece for a flat discount.' }) discountValue?: number | null;
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
  @Field(() => String, { nullable: true, description: 'The discount on its products: "percentage" or "flat"; null: only a collection.' }) discountType: string | null;
  @Field(() => Float, { nullable: true, description: 'Whole percent, or rupees off each piece for a flat discount; null without a discount.' }) discountValue: number | null;
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

@InputType({ description: 'A store page in one language.' })
class StorePageInput {
  @Field(() => PolicyType, { description: 'Which page.' }) type: PolicyType;
  @Field(() => String, { description: 'Language: "en" or "hi".' }) lang: string;
  @Field(() => String, { description: 'Page title.' }) title: string;
  @Field(() => String, {
    description: 'The text as HTML (headings, paragraphs, lists, links; anything else is removed). {codFee}, {freeShippingThreshold} and {returnWindowDays} are replaced by the store figures when shown.',
  })
  content: string;
}

@ObjectType('AdminStorePage', { description: 'A store page in one language as staff edit it (placeholders unfilled).' })
class AdminStorePage {
  @Field(() => PolicyType, { description: 'Which page.' }) type: PolicyType;
  @Field(() => String, { description: 'Language: "en" or "hi".' }) lang: string;
  @Field(() => String, { description: 'Title.' }) title: string;
  @Field(() => String, { description: 'Sanitized HTML as stored.' }) content: string;
  @Field(() => Date, { description: 'When it last changed.' }) updatedAt: Date;
}

@InputType({ description: 'A testimonial.' })
class TestimonialInput {
  @Field(() => String, { description: "Customer's name." }) name: string;
  @Field(() => String, { nullable: true, description: "Customer's city." }) city?: string | null;
  @Field(() => String, { description: 'What they said, in English (plain text).' }) text: string;
  @Field(() => String, { nullable: true, description: 'The same in Hindi (plain text; empty: Hindi readers see the English).' }) textHi?: string | null;
  @Field(() => Int, { description: 'Stars from 1 to 5.' }) rating: number;
  @Field(() => String, { nullable: true, description: 'Avatar image URL (from /admin/upload), or empty.' }) avatar?: string | null;
}

@ObjectType('AdminTestimonial', { description: 'A testimonial as staff see it.' })
class AdminTestimonial {
  @Field(() => ID, { description: 'Testimonial id.' }) id: string;
  @Field(() => String, { description: 'Name.' }) name: string;
  @Field(() => String, { description: 'City.' }) city: string;
  @Field(() => String, { description: 'Text in English.' }) text: string;
  @Field(() => String, { description: 'Text in Hindi (empty: none).' }) textHi: string;
  @Field(() => Int, { description: 'Stars.' }) rating: number;
  @Field(() => String, { description: 'Avatar URL.' }) avatar: string;
  @Field(() => Int, { description: 'Place in the slider (0 first).' }) position: number;
}

const testimonial = (r: AdminTestimonialRow): AdminTestimonial => ({ ...r, id: String(r.id) });
const page = (r: { type: string; lang: string; title: string; content: string; updatedAt: Date }): AdminStorePage => ({ ...r, type: r.type as PolicyType });

const ids = (values: string[], field: string) =>
  values.map((v) => {
    if (!/^\d{1,9}$/.test(v)) throw badInput(`No product has the id ${v}.`, { field, fieldErrors: [{ field, message: `No product has the id ${v}.` }] });
    return Number(v);
  });
const banner = (r: AdminBannerRow): AdminBanner => ({ ...r, id: String(r.id) });
const picked = (products: Array<{ id: number; name: string }>) => products.map((p) => ({ id: String(p.id), name: p.name }));
const offer = (r: AdminOfferRow): AdminOffer => ({
  ...r,
  id: String(r.id),
  // A flat discount is kept in paise and shown in rupees, like a coupon's.
  discountValue: r.discountValue === null ? null : r.discountType === 'flat' ? paiseToRupees(r.discountValue) : r.discountValue,
  productIds: r.productIds.map(String),
  products: picked(r.products),
});
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

  @Query(() => [AdminStorePage], { description: 'Every store page (privacy, terms, shipping, cancellation and refund, About Us) in every language written.' })
  async adminStorePages(@Ctx() ctx: AdminContext): Promise<AdminStorePage[]> {
    return (await ctx.services.contentAdmin.pages()).map(page);
  }

  @Mutation(() => AdminStorePage, { description: 'Writes a store page in one language; its HTML is sanitized before it is stored.' })
  async saveStorePage(@Arg('input', () => StorePageInput, { description: 'The page.' }) input: StorePageInput, @Ctx() ctx: AdminContext): Promise<AdminStorePage> {
    return page(await ctx.services.contentAdmin.savePage(ctx.serviceContext, { ...input, type: input.type as string }));
  }

  @Query(() => [AdminTestimonial], { description: 'Every testimonial in slider order.' })
  async adminTestimonials(@Ctx() ctx: AdminContext): Promise<AdminTestimonial[]> {
    return (await ctx.services.contentAdmin.testimonials()).map(testimonial);
  }

  @Mutation(() => AdminTestimonial, { description: 'Creates (no id) or edits a testimonial; new ones go last.' })
  async saveTestimonial(
    @Arg('input', () => TestimonialInput, { description: 'The testimonial.' }) input: TestimonialInput,
    @Ctx() ctx: AdminContext,
    @Arg('id', () => ID, { nullable: true, description: 'The testimonial to edit; omit to create.' }) id?: string,
  ): Promise<AdminTestimonial> {
    return testimonial(await ctx.services.contentAdmin.saveTestimonial(ctx.serviceContext, optionalId(id, 'Testimonial not found.'), input));
  }

  @Mutation(() => Boolean, { description: 'Puts every banner / offer / collection of one section / testimonial in this order.' })
  async reorderMerchandising(
    @Arg('kind', () => MerchKindGql, { description: 'What to reorder.' }) kind: MerchKindGql,
    @Arg('ids', () => [ID], { description: 'Every item once, first to last.' }) order: string[],
    @Ctx() ctx: AdminContext,
  ): Promise<boolean> {
    await ctx.services.contentAdmin.reorder(ctx.serviceContext, kind as MerchKind, order.map((id) => parseId(id)));
    return true;
  }

  @Mutation(() => Boolean, { description: 'Removes a banner, offer, themed collection or testimonial.' })
  async deleteMerchandising(
    @Arg('kind', () => MerchKindGql, { description: 'What it is.' }) kind: MerchKindGql,
    @Arg('id', () => ID, { description: 'Its id.' }) id: string,
    @Ctx() ctx: AdminContext,
  ): Promise<boolean> {
    await ctx.services.contentAdmin.remove(ctx.serviceContext, kind as MerchKind, parseId(id));
    return true;
  }
}
