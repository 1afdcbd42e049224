/**
 * GraphQL shapes of the catalogue. Services work in paise with entities; `product.mapper.ts`
 * turns them into these (`Money`) at the edge. Field resolvers (category, section, reviews,
 * recommendations, facets) live in product.resolver.ts and load through DataLoaders.
 * `simpleResolvers: true`: plain data fields are read by graphql's default resolver instead of a
 * TypeGraphQL wrapper per field (a listing page resolves ~2,000 of them).
 */
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Node } from '../../shared/graphql/node.js';
import { Money } from '../../shared/graphql/money.js';
import { connectionOf } from '../../shared/graphql/connections.js';

export enum ProductSort {
  RELEVANCE = 'RELEVANCE',
  PRICE_ASC = 'PRICE_ASC',
  PRICE_DESC = 'PRICE_DESC',
  NEWEST = 'NEWEST',
  DISCOUNT = 'DISCOUNT',
  RATING = 'RATING',
}
registerEnumType(ProductSort, {
  name: 'ProductSort',
  description: 'Order of a product listing.',
  valuesConfig: {
    RELEVANCE: { description: 'Best match for the search text; without text, the store\'s own order (best sellers first).' },
    PRICE_ASC: { description: 'Lowest listing price first.' },
    PRICE_DESC: { description: 'Highest listing price first.' },
    NEWEST: { description: 'Most recently added first.' },
    DISCOUNT: { description: 'Largest discount first.' },
    RATING: { description: 'Highest average rating first.' },
  },
});

export enum ProductCollection {
  NEW_ARRIVALS = 'NEW_ARRIVALS',
  TRENDING = 'TRENDING',
  BEST_SELLERS = 'BEST_SELLERS',
  NEW_COLLECTION = 'NEW_COLLECTION',
}
registerEnumType(ProductCollection, {
  name: 'ProductCollection',
  description: 'A curated list of products (the home page carousels and their listing pages).',
  valuesConfig: {
    NEW_ARRIVALS: { description: 'Products marked as new arrivals (/new-arrivals, /new-rivals).' },
    TRENDING: { description: 'Products marked as trending (/trending).' },
    BEST_SELLERS: { description: 'Products with the highest best-seller score (seeded score plus units sold).' },
    NEW_COLLECTION: { description: 'The newest products of the store (/new-collection).' },
  },
});

@ObjectType({ description: 'A size of a colour variant: the unit that has a price and stock.', simpleResolvers: true })
export class ProductSize {
  @Field(() => ID, { description: 'Stable identifier of this size entry.' })
  id: string;

  @Field(() => String, { description: 'Size label: "S", "M", "L", "XL" or "Free Size".' })
  size: string;

  @Field(() => Money, { description: 'Price before discount (MRP).' })
  originalPrice: Money;

  @Field(() => Money, { description: 'Price the shopper pays.' })
  discountedPrice: Money;

  @Field(() => Int, { description: 'Whole percent off: (original - discounted) / original x 100.' })
  discountPercent: number;

  @Field(() => Int, { description: 'Units in stock; 0 means this size is disabled on the product page.' })
  stock: number;

  @Field(() => Boolean, { description: 'True when stock is above 0.' })
  inStock: boolean;
}

@ObjectType({ description: 'One colour of a product, with its own images, style attributes and sizes.', simpleResolvers: true })
export class ProductVariant {
  @Field(() => ID, { description: 'Stable identifier of the variant.' })
  id: string;

  @Field(() => String, { description: 'Colour name shown to shoppers, e.g. "Red".' })
  colorName: string;

  @Field(() => String, { description: 'CSS colour code of the swatch, e.g. "#b22222".' })
  colorValue: string;

  @Field(() => String, { description: 'Sleeve style: "Half", "Full", "Short" or empty when not applicable.' })
  sleeve: string;

  @Field(() => String, { description: 'Neck style: "Round", "V-Neck", "Collar" or empty when not applicable.' })
  neck: string;

  @Field(() => String, { description: 'Style type: "Casual", "Formal", "Sport", "jeans" or empty.' })
  type: string;

  @Field(() => [String], { description: 'Image URLs in display order (front, back, detail).' })
  images: string[];

  @Field(() => String, { description: 'Image URL shown when a product card is hovered.' })
  hoverImage: string;

  @Field(() => [ProductSize], { description: 'Sizes of this colour in display order.' })
  sizes: ProductSize[];
}

@ObjectType('Product', { implements: Node, description: 'A garment of the store, with its colour variants and sizes.', simpleResolvers: true })
export class ProductType {
  /** Database id (not exposed; `id` is its string form). */
  dbId: number;
  /** For the category/section field resolvers. */
  categoryId: number;
  sectionId: number;
  /** Staff's publish switch (not exposed: the shop never sees an unpublished product). */
  published: boolean;
  /** The category when it was loaded with the product (saves the loader a query). */
  categoryEntity?: import('./category.entity.js').Category;

  @Field(() => ID, { description: 'Stable identifier of the product (also the REST `_id`).' })
  id: string;

  @Field(() => String, { description: 'URL-safe unique name, e.g. "mens-cotton-slim-fit-kurta-12".' })
  slug: string;

  @Field(() => String, { description: 'Display name, e.g. "Men\'s Cotton Slim Fit Kurta".' })
  name: string;

  @Field(() => String, { description: 'One-line subtitle shown under the name.' })
  subtitle: string;

  @Field(() => String, { description: "Title for search engines and the browser tab, set by staff; empty: use the name." })
  seoTitle: string;

  @Field(() => String, { description: 'Description for search engines, set by staff (at most 160 characters); empty when none.' })
  seoDescription: string;

  @Field(() => String, { description: 'Plain-text description (cards cut it to a few words).' })
  description: string;

  @Field(() => String, { description: 'Multi-line "Label: value" text for the Specifications tab.' })
  specifications: string;

  @Field(() => String, { description: 'Text for the Material & Care tab.' })
  materialCare: string;

  @Field(() => Float, { description: 'Mean review rating from 0 to 5 (0 when there are no reviews).' })
  averageRating: number;

  @Field(() => Int, { description: 'Number of reviews.' })
  numReviews: number;

  @Field(() => Boolean, { description: 'False when every size of every variant has stock 0 (Out of Stock).' })
  inStock: boolean;

  @Field(() => Int, { description: 'Total units in stock over all variants and sizes.' })
  totalStock: number;

  @Field(() => Money, { description: "Discounted price of the first variant's first size (the listing price)." })
  price: Money;

  @Field(() => Money, { description: "Original price (MRP) of the first variant's first size." })
  originalPrice: Money;

  @Field(() => Int, { description: "Whole percent off of the first variant's first size (0: no discount)." })
  discountPercent: number;

  @Field(() => String, { description: "The first variant's first image URL." })
  image: string;

  @Field(() => String, { description: "The first variant's hover image URL." })
  hoverImage: string;

  @Field(() => Boolean, { description: 'Marked as a new arrival.' })
  isNewArrival: boolean;

  @Field(() => Boolean, { description: 'Marked as trending.' })
  isTrending: boolean;

  @Field(() => Date, { description: 'When the product was added to the store.' })
  createdAt: Date;

  @Field(() => [ProductVariant], { description: 'Colour variants in display order; the first is the default.' })
  variants: ProductVariant[];

  @Field(() => [String], { description: 'Size labels offered in any colour, in display order (e.g. ["S","M","L"]): cards that show sizes without every variant.' })
  sizeLabels: string[];
}

@ObjectType({ implements: Node, description: "A shopper's review of a product.", simpleResolvers: true })
export class Review {
  @Field(() => ID, { description: 'Stable identifier of the review.' })
  id: string;

  @Field(() => Int, { description: 'Rating from 1 to 5.' })
  rating: number;

  @Field(() => String, { description: 'Short headline of the review.' })
  title: string;

  @Field(() => String, { description: 'The review text.' })
  text: string;

  @Field(() => String, { description: "Reviewer's display name." })
  authorName: string;

  @Field(() => Date, { description: 'When the review was written.' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When its writer last edited it (null when never).' })
  updatedAt: Date | null;

  @Field(() => Boolean, { description: 'Written by a shopper who bought and received the product (the "Verified buyer" badge).' })
  verifiedBuyer: boolean;

  @Field(() => [String], { description: 'Photo URLs the writer added (at most 3, WebP).' })
  photos: string[];
}

@ObjectType('ReviewConnection', { description: "A page of a product's published reviews, newest first (Relay connection).", simpleResolvers: true })
export class ReviewConnection extends connectionOf(Review, 'Review', 'review') {
  @Field(() => Int, { description: 'Published reviews of the product in all.' })
  totalCount: number;
}

@ObjectType({ description: 'How many products of the current listing carry one filter value.', simpleResolvers: true })
export class FacetValue {
  @Field(() => String, { description: 'The filter value (lower case), e.g. "red" or "xl".' })
  value: string;

  @Field(() => Int, { description: 'Products of the listing (with the current filters applied) that have this value.' })
  count: number;
}

@ObjectType({ description: 'Counts per filter value for the listing sidebar.', simpleResolvers: true })
export class ProductFacets {
  @Field(() => [FacetValue], { description: 'Size values.' })
  sizes: FacetValue[];

  @Field(() => [FacetValue], { description: 'Colour names.' })
  colors: FacetValue[];

  @Field(() => [FacetValue], { description: 'Sleeve styles.' })
  sleeves: FacetValue[];

  @Field(() => [FacetValue], { description: 'Neck styles.' })
  necks: FacetValue[];

  @Field(() => [FacetValue], { description: 'Style types.' })
  types: FacetValue[];

  @Field(() => Boolean, {
    description: 'True when the counts cover every matching product; false when more than 2,000 match and the counts are over the 2,000 best sellers among them (show values, not numbers).',
  })
  exact: boolean;
}

@InputType({ description: 'Filters of a product listing. Variant filters match when ANY variant has all the selected values.' })
export class ProductFilter {
  @Field(() => ID, { nullable: true, description: 'Only products of this section (Men or Women).' })
  sectionId?: string;

  @Field(() => ID, { nullable: true, description: 'Only products of this category.' })
  categoryId?: string;

  @Field(() => [ID], { nullable: true, description: 'Only products of any of these categories.' })
  categoryIds?: string[];

  @Field(() => ProductCollection, { nullable: true, description: 'Only products of this curated collection.' })
  collection?: ProductCollection;

  @Field(() => ID, { nullable: true, description: 'Only products of this offer.' })
  offerId?: string;

  @Field(() => String, { nullable: true, description: 'Search text (typo tolerant); sorts by relevance under RELEVANCE.' })
  search?: string;

  @Field(() => Float, { nullable: true, description: 'Minimum average rating, 0 to 5.' })
  minRating?: number;

  @Field(() => Float, { nullable: true, description: "Minimum percent off of the first variant's first size, 0 to 100." })
  minDiscountPercent?: number;

  @Field(() => Float, {
    nullable: true,
    description:
      "Highest listing price (the first variant's first size, discounted, else original) in the store currency's major unit (rupees, e.g. 1299 or 1299.5): a bound, not an amount charged, so a number as in Shopify's PriceRangeFilter; compared to the paisa.",
  })
  maxPrice?: number;

  @Field(() => [String], { nullable: true, description: 'Sizes, e.g. ["S","M"]: a variant must offer one of them.' })
  sizes?: string[];

  @Field(() => [String], { nullable: true, description: 'Colour names, e.g. ["Red","Blue"] (case-insensitive).' })
  colors?: string[];

  @Field(() => [String], { nullable: true, description: 'Sleeve styles: Half, Full, Short.' })
  sleeves?: string[];

  @Field(() => [String], { nullable: true, description: 'Neck styles: Round, V-Neck, Collar.' })
  necks?: string[];

  @Field(() => [String], { nullable: true, description: 'Style types: Casual, Formal, Sport, jeans.' })
  types?: string[];

  @Field(() => Boolean, { nullable: true, description: 'Only products with at least one size in stock.' })
  inStockOnly?: boolean;
}

@ObjectType('ProductConnection', {
  description:
    'A page of a product listing (Relay connection): `first`/`after` pages forwards, `last`/`before` backwards; cursors are keysets of the sort, so a page boundary stays put when products are added or removed elsewhere.',
  simpleResolvers: true,
})
export class ProductConnection extends connectionOf(ProductType, 'Product', 'product') {
  /** The filter as parsed by the service, kept for the facets field resolver. */
  filterKey: unknown;

  @Field(() => Int, {
    description:
      'Number of products matching the filters, over all pages. Exact when `totalCountExact` is true; otherwise a lower bound (counting stops after 1,000 matches, or 200 with search text: show it as "1,000+").',
  })
  totalCount: number;

  @Field(() => Boolean, { description: 'False when more products match than were counted: `totalCount` is then a lower bound (counting every match of a huge catalogue is not worth its cost).' })
  totalCountExact: boolean;
}
