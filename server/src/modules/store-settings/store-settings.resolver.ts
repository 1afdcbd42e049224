/**
 * The store's settings over GraphQL: the facts shoppers are told (`shop`, public) and the owner's
 * editing (`adminStoreSettings`, `updateStoreSettings` on /admin/graphql). Every call is one
 * service method.
 */
import { Arg, Authorized, Ctx, Field, Float, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { AdminContext, RequestContext } from '../../shared/context.js';
import { Money, moneyFromPaise } from '../../shared/graphql/money.js';
import { settingsInRupees, UNSET_FACTS, type StoreSettingsRow } from './store-settings.service.js';

@ObjectType({ description: "The store's social pages (empty strings for those it has none of)." })
export class ShopSocialLinks {
  @Field(() => String, { description: 'Facebook page (https://), or empty.' }) facebook: string;
  @Field(() => String, { description: 'Instagram profile (https://), or empty.' }) instagram: string;
  @Field(() => String, { description: 'Twitter / X profile (https://), or empty.' }) twitter: string;
  @Field(() => String, { description: 'LinkedIn page (https://), or empty.' }) linkedin: string;
}

@ObjectType({
  description:
    "The store's own facts, as its owner set them: its name, how to reach it, and the shipping and returns figures that checkout charges. The footer, About Us, Contact Us, the cart and checkout state them from here, so no text can contradict the bill.",
})
export class Shop {
  @Field(() => Boolean, { description: 'False until the owner has set the store up (the other fields are placeholders then).' }) configured: boolean;
  @Field(() => String, { description: 'The brand shoppers see (header, page titles, e-mails).' }) brandName: string;
  @Field(() => String, { nullable: true, description: "The brand's logo image URL; null to show the brand name as text." }) logoUrl: string | null;
  @Field(() => String, { nullable: true, description: 'The legal name of the company that sells (invoices, copyright line); null until set.' }) legalName: string | null;
  @Field(() => String, { description: 'Support phone number as printed; empty until set.' }) supportPhone: string;
  @Field(() => String, { description: 'Support e-mail address; empty until set.' }) supportEmail: string;
  @Field(() => String, { description: 'When support answers, e.g. "Mon–Sat, 10 am – 7 pm"; may be empty.' }) supportHours: string;
  @Field(() => String, { description: 'The office address shown on Contact Us; may be empty.' }) officeAddress: string;
  @Field(() => String, { description: 'An embeddable map of the office (https://); may be empty.' }) mapUrl: string;
  @Field(() => ShopSocialLinks, { description: 'Social pages.' }) socialLinks: ShopSocialLinks;
  @Field(() => Money, { description: 'Added to a cash-on-delivery order (₹0: none). Pay Now ships free.' }) codFee: Money;
  @Field(() => Money, { nullable: true, description: 'An order worth at least this after its coupon ships free whatever the payment, cash on delivery included; null: no threshold.' })
  freeShippingOver: Money | null;
  @Field(() => Int, { description: 'Days after delivery within which a return may be asked for (0: no returns).' }) returnWindowDays: number;
  @Field(() => Int, { description: 'Days to deliver where a pincode has no estimate of its own.' }) deliveryDays: number;
}

function toShop(s: StoreSettingsRow | null): Shop {
  return Object.assign(new Shop(), {
    configured: s !== null,
    brandName: s?.brandName ?? UNSET_FACTS.brandName,
    logoUrl: s?.logoUrl ?? null,
    legalName: s?.legalName ?? null,
    supportPhone: s?.supportPhone ?? '',
    supportEmail: s?.supportEmail ?? '',
    supportHours: s?.supportHours ?? '',
    officeAddress: s?.officeAddress ?? '',
    mapUrl: s?.mapUrl ?? '',
    socialLinks: Object.assign(new ShopSocialLinks(), { facebook: s?.facebookUrl ?? '', instagram: s?.instagramUrl ?? '', twitter: s?.twitterUrl ?? '', linkedin: s?.linkedinUrl ?? '' }),
    codFee: moneyFromPaise(s?.codFee ?? UNSET_FACTS.codFee),
    freeShippingOver: s ? (s.freeShippingOver === null ? null : moneyFromPaise(s.freeShippingOver)) : UNSET_FACTS.freeShippingOver,
    returnWindowDays: s?.returnWindowDays ?? UNSET_FACTS.returnWindowDays,
    deliveryDays: s?.deliveryDays ?? UNSET_FACTS.deliveryDays,
  });
}

/** Shoppers' schema: the store's facts. */
@Resolver()
export class ShopResolver {
  @Query(() => Shop, { description: "The store's name, contact and shipping/returns figures (public; the same figures checkout charges)." })
  async shop(@Ctx() ctx: RequestContext): Promise<Shop> {
    return toShop(await ctx.services.storeSettings.current());
  }
}

@InputType('StoreSettingsInput', { description: "The store's settings as the owner saves them (all at once). Amounts in rupees." })
export class StoreSettingsInput {
  @Field(() => String, { description: 'Brand shoppers see (1–60 characters).' }) brandName: string;
  @Field(() => String, { nullable: true, description: 'Logo: an uploaded image (/uploads/…) or an https:// address; empty for none.' }) logoUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'Legal name of the seller (invoices).' }) legalName?: string | null;
  @Field(() => String, { nullable: true, description: 'Registered address, one invoice line per line.' }) registeredAddress?: string | null;
  @Field(() => String, { nullable: true, description: 'Registered state or union territory (its GST code must start the GSTIN).' }) state?: string | null;
  @Field(() => String, { nullable: true, description: 'GSTIN (15 characters; shape, check character and state code are checked).' }) gstin?: string | null;
  @Field(() => String, { nullable: true, description: "PAN (10 characters; the GSTIN's own when both are given)." }) pan?: string | null;
  @Field(() => String, { description: 'Prefix of the invoice series (1–3 letters or digits), e.g. INV.' }) invoicePrefix: string;
  @Field(() => String, { description: 'Prefix of the credit-note series (1–3 letters or digits, not the invoice prefix), e.g. CN.' }) creditNotePrefix: string;
  @Field(() => String, { description: 'Support phone, with its code.' }) supportPhone: string;
  @Field(() => String, { description: 'Support e-mail.' }) supportEmail: string;
  @Field(() => String, { nullable: true, description: 'Support hours, e.g. "Mon–Sat, 10 am – 7 pm".' }) supportHours?: string | null;
  @Field(() => String, { nullable: true, description: 'Facebook page (https://).' }) facebookUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'Instagram profile (https://).' }) instagramUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'Twitter / X profile (https://).' }) twitterUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'LinkedIn page (https://).' }) linkedinUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'Office address shown on Contact Us.' }) officeAddress?: string | null;
  @Field(() => String, { nullable: true, description: 'Embeddable map of the office (https://).' }) mapUrl?: string | null;
  @Field(() => Float, { description: 'Cash on delivery fee, rupees (0: none).' }) codFee: number;
  @Field(() => Float, { nullable: true, description: 'Free shipping (cash on delivery included) from this order value, rupees; empty: no threshold.' }) freeShippingOver?: number | null;
  @Field(() => Int, { description: 'Return window, days after delivery (0–90; 0: no returns).' }) returnWindowDays: number;
  @Field(() => Int, { description: 'Delivery estimate, days (1–30), for pincodes without their own.' }) deliveryDays: number;
}

@ObjectType({ description: "The store's settings as saved. Amounts in rupees." })
export class AdminStoreSettings {
  @Field(() => String, { description: 'Brand shoppers see (1–60 characters).' }) brandName: string;
  @Field(() => String, { nullable: true, description: 'Logo: an uploaded image (/uploads/…) or an https:// address; empty for none.' }) logoUrl: string | null;
  @Field(() => String, { nullable: true, description: 'Legal name of the seller (invoices).' }) legalName: string | null;
  @Field(() => String, { nullable: true, description: 'Registered address, one invoice line per line.' }) registeredAddress: string | null;
  @Field(() => String, { nullable: true, description: 'Registered state or union territory (its GST code must start the GSTIN).' }) state: string | null;
  @Field(() => String, { nullable: true, description: 'GSTIN (15 characters; shape, check character and state code are checked).' }) gstin: string | null;
  @Field(() => String, { nullable: true, description: "PAN (10 characters; the GSTIN's own when both are given)." }) pan: string | null;
  @Field(() => String, { description: 'Prefix of the invoice series (1–3 letters or digits), e.g. INV.' }) invoicePrefix: string;
  @Field(() => String, { description: 'Prefix of the credit-note series (1–3 letters or digits, not the invoice prefix), e.g. CN.' }) creditNotePrefix: string;
  @Field(() => String, { description: 'Support phone, with its code.' }) supportPhone: string;
  @Field(() => String, { description: 'Support e-mail.' }) supportEmail: string;
  @Field(() => String, { nullable: true, description: 'Support hours, e.g. "Mon–Sat, 10 am – 7 pm".' }) supportHours: string | null;
  @Field(() => String, { nullable: true, description: 'Facebook page (https://).' }) facebookUrl: string | null;
  @Field(() => String, { nullable: true, description: 'Instagram profile (https://).' }) instagramUrl: string | null;
  @Field(() => String, { nullable: true, description: 'Twitter / X profile (https://).' }) twitterUrl: string | null;
  @Field(() => String, { nullable: true, description: 'LinkedIn page (https://).' }) linkedinUrl: string | null;
  @Field(() => String, { nullable: true, description: 'Office address shown on Contact Us.' }) officeAddress: string | null;
  @Field(() => String, { nullable: true, description: 'Embeddable map of the office (https://).' }) mapUrl: string | null;
  @Field(() => Float, { description: 'Cash on delivery fee, rupees (0: none).' }) codFee: number;
  @Field(() => Float, { nullable: true, description: 'Free shipping (cash on delivery included) from this order value, rupees; empty: no threshold.' }) freeShippingOver: number | null;
  @Field(() => Int, { description: 'Return window, days after delivery (0–90; 0: no returns).' }) returnWindowDays: number;
  @Field(() => Int, { description: 'Delivery estimate, days (1–30), for pincodes without their own.' }) deliveryDays: number;
  @Field(() => String, { nullable: true, description: 'GST state code of the registered state.' }) stateCode: string | null;
  @Field(() => Date, { description: 'When the first-run setup was completed.' }) setupCompletedAt: Date;
  @Field(() => Date, { description: 'Last saved.' }) updatedAt: Date;
}

const toAdmin = (s: StoreSettingsRow): AdminStoreSettings => Object.assign(new AdminStoreSettings(), settingsInRupees(s));

/** Admin schema: the store's settings, the owner's alone (they name the seller on every invoice). */
@Authorized(['owner'])
@Resolver()
export class StoreSettingsAdminResolver {
  @Query(() => AdminStoreSettings, { nullable: true, description: "The store's settings; null until the first-run setup is done." })
  async adminStoreSettings(@Ctx() ctx: AdminContext): Promise<AdminStoreSettings | null> {
    const s = await ctx.services.storeSettings.current();
    return s ? toAdmin(s) : null;
  }

  @Mutation(() => AdminStoreSettings, {
    description: 'Saves the settings (the first save completes the setup). BAD_INPUT with fieldErrors (every invalid field) and nothing saved; audit-logged; shoppers see it on their next request.',
  })
  async updateStoreSettings(@Arg('input', () => StoreSettingsInput, { description: 'Every setting.' }) input: StoreSettingsInput, @Ctx() ctx: AdminContext): Promise<AdminStoreSettings> {
    return toAdmin(await ctx.services.storeSettings.save(ctx.serviceContext, { ...input }));
  }
}
