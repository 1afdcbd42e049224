/** GraphQL shapes of the store's content: home page, offers, banners, static pages, contact form. */
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Node } from '../../shared/graphql/node.js';
import { Money } from '../../shared/graphql/money.js';
import { UserError } from '../../shared/graphql/user-errors.js';

@ObjectType({ description: 'A hero slide of the home page.' })
export class Banner {
  @Field(() => ID, { description: 'Stable identifier of the banner.' })
  id: string;

  @Field(() => String, { description: 'Headline over the image.' })
  title: string;

  @Field(() => String, { description: 'Line under the headline.' })
  subtitle: string;

  @Field(() => String, { description: 'Image URL.' })
  image: string;

  @Field(() => String, { description: 'Where the slide leads (a client path), or empty.' })
  link: string;
}

@ObjectType({ implements: Node, description: 'A promotion with its poster and products (/offers-listing/{id}).' })
export class Offer {
  @Field(() => ID, { description: 'Stable identifier of the offer (also the REST `_id`).' })
  id: string;

  @Field(() => String, { description: 'URL-safe name.' })
  slug: string;

  @Field(() => String, { description: 'Title, e.g. "Festive Kurta Fest".' })
  title: string;

  @Field(() => String, { description: 'Description (the home card cuts it to 4 words).' })
  description: string;

  @Field(() => String, { description: 'Poster image URL.' })
  poster: string;
}

@ObjectType({ description: 'A hand-picked themed collection of one section (e.g. "Wedding Season").' })
export class ThemedCollection {
  @Field(() => ID, { description: 'Stable identifier of the collection.' })
  id: string;

  @Field(() => ID, { description: 'The section the collection belongs to.' })
  sectionId: string;

  @Field(() => String, { description: 'URL-safe name.' })
  slug: string;

  @Field(() => String, { description: 'Title shown on the tile.' })
  title: string;

  @Field(() => String, { description: 'Short description.' })
  description: string;

  @Field(() => String, { description: 'Tile image URL.' })
  image: string;
}

@ObjectType({ description: 'What a customer said about the store (home and About Us sliders).' })
export class Testimonial {
  @Field(() => ID, { description: 'Stable identifier of the testimonial.' })
  id: string;

  @Field(() => String, { description: "Customer's name." })
  name: string;

  @Field(() => String, { description: "Customer's city." })
  city: string;

  @Field(() => String, { description: 'What they said.' })
  text: string;

  @Field(() => Int, { description: 'Stars from 1 to 5.' })
  rating: number;

  @Field(() => String, { description: 'Avatar image URL.' })
  avatar: string;
}

/** The store's policy pages: GraphQL names upper case, the values the rows (and REST paths) use. */
export enum PolicyType {
  PRIVACY_POLICY = 'privacy-policy',
  TERMS = 'terms',
  SHIPPING_DELIVERY = 'shipping-delivery',
  CANCELLATION_REFUND = 'cancellation-refund',
  ABOUT_US = 'about-us',
}
registerEnumType(PolicyType, {
  name: 'PolicyType',
  description: 'A policy page of the store. New values may be added.',
  valuesConfig: {
    PRIVACY_POLICY: { description: 'The privacy policy (/privacy-policy).' },
    TERMS: { description: 'The terms and conditions (/terms).' },
    SHIPPING_DELIVERY: { description: 'Shipping and delivery (/shiping-delivery).' },
    CANCELLATION_REFUND: { description: 'Cancellation and refund (/cancellation-refund).' },
    ABOUT_US: { description: "The About Us text (/about-us): the store's story." },
  },
});

@ObjectType({ description: 'A "Grab Deals Under" tile of the home page.' })
export class DealTile {
  @Field(() => Money, { description: 'The price cap (₹399 … ₹2,999); leads to a listing with ProductFilter.maxPrice set to its amount.' })
  maxPrice: Money;

  @Field(() => String, { description: 'Tile label, e.g. "Grab Deals Under ₹399".' })
  label: string;

  @Field(() => String, { description: 'Tile image URL.' })
  image: string;
}

@ObjectType({ description: "The store's social media pages." })
export class SocialLinks {
  @Field(() => String, { description: 'Facebook page URL.' })
  facebook: string;

  @Field(() => String, { description: 'Twitter / X page URL.' })
  twitter: string;

  @Field(() => String, { description: 'Instagram page URL.' })
  instagram: string;

  @Field(() => String, { description: 'LinkedIn page URL.' })
  linkedin: string;
}

@ObjectType({ description: 'How to reach the store (footer and Contact Us).' })
export class ContactInfo {
  @Field(() => String, { description: 'Office address (empty until the owner sets it).' })
  address: string;

  @Field(() => String, { description: 'Contact phone number.' })
  phone: string;

  @Field(() => String, { description: 'Support e-mail address.' })
  email: string;

  @Field(() => String, { description: 'Embeddable map URL of the office.' })
  mapUrl: string;

  @Field(() => SocialLinks, { description: 'Social media links.' })
  socialLinks: SocialLinks;
}

@ObjectType({ description: 'A store page the owner writes in the dashboard (privacy policy, terms, shipping, cancellation and refund, About Us), with the store\'s figures filled in.' })
export class Policy {
  @Field(() => PolicyType, { description: 'Which policy.' })
  type: PolicyType;

  @Field(() => String, { description: 'Page title.' })
  title: string;

  @Field(() => String, { description: 'Sanitized HTML content (safe to render).' })
  content: string;

  @Field(() => Date, { description: 'When the text last changed.' })
  updatedAt: Date;
}

@ObjectType({ description: 'Everything the home page shows, in one query.' })
export class HomePage {
  /** Section scope of the product lists (null: whole store). */
  sectionId: number | null;

  @Field(() => [Banner], { description: 'Hero slider slides.' })
  banners: Banner[];

  @Field(() => [Offer], { description: 'Offer cards of the OFFERS scroller.' })
  offers: Offer[];

  @Field(() => [DealTile], { description: 'The DEALS grid: Grab Deals Under 399, 599, 899, 1299, 1599, 1999, 2499, 2999.' })
  deals: DealTile[];

  @Field(() => [Money], { description: 'The deal price caps: ₹399, 599, 899, 1,299, 1,599, 1,999, 2,499, 2,999.' })
  dealPrices: Money[];

  @Field(() => [Testimonial], { description: 'Six customer testimonials.' })
  testimonials: Testimonial[];

  @Field(() => [String], { description: 'The "We Deliver In" city list, ending with "Across India".' })
  deliveryCities: string[];
}

@InputType({ description: 'The Contact Us form. Every field is required; the server validates it (a userError INVALID on the field, with the reason).' })
export class ContactMessageInput {
  @Field(() => String, { description: 'First name.' })
  firstName: string;

  @Field(() => String, { description: 'Last name.' })
  lastName: string;

  @Field(() => String, { description: 'Phone number (10-digit Indian mobile, optionally with +91).' })
  phone: string;

  @Field(() => String, { description: 'E-mail address.' })
  email: string;

  @Field(() => String, { description: 'The message.' })
  message: string;
}

@ObjectType({ description: 'What submitContactMessage answers: the message was stored, or the mistakes in the form.' })
export class SubmitContactMessagePayload {
  @Field(() => ID, { nullable: true, description: 'Identifier of the stored message; null when userErrors is not empty.' })
  contactMessageId: string | null;

  @Field(() => String, { nullable: true, description: 'The thanks to show the visitor; null when userErrors is not empty.' })
  message: string | null;

  @Field(() => [UserError], { description: 'Mistakes in the form: a missing or invalid field (INVALID on ["input", <field>]); empty on success.' })
  userErrors: UserError[];
}
