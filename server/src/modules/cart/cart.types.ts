/** GraphQL shapes of the cart, coupons and delivery checks. Money in rupees (Float) here only. */
import { Field, Float, ID, InputType, Int, ObjectType, GraphQLISODateTime } from 'type-graphql';

@InputType({ description: 'A cart line as the shopper names it: product, colour name and size.' })
export class CartLineKeyInput {
  @Field(() => ID, { description: 'The product.' })
  productId: string;

  @Field(() => String, { description: 'Colour name of the chosen variant, e.g. "Maroon".' })
  color: string;

  @Field(() => String, { description: 'Size label, e.g. "M".' })
  size: string;
}

@InputType({ description: 'A cart line with its quantity (adding, changing or a browser cart line).' })
export class CartLineInput extends CartLineKeyInput {
  @Field(() => Int, { description: 'How many. When adding: at least 1. When changing: 0 or less removes the line.', defaultValue: 1 })
  quantity: number;
}

@ObjectType({ description: 'One line of a cart, priced from the catalogue now.' })
export class CartLine {
  @Field(() => ID, { description: 'Identifies the line: the id of its product size.' })
  id: string;

  @Field(() => ID, { description: 'The product.' })
  productId: string;

  @Field(() => ID, { description: 'The colour variant.' })
  variantId: string;

  @Field(() => String, { description: 'Product name.' })
  productName: string;

  @Field(() => String, { description: "Name of the product's category." })
  categoryName: string;

  @Field(() => String, { description: 'Colour name of the variant.' })
  color: string;

  @Field(() => String, { description: 'CSS colour code of the variant.' })
  colorValue: string;

  @Field(() => String, { description: 'Size label.' })
  size: string;

  @Field(() => String, { description: "URL of the variant's first image ('' when none)." })
  image: string;

  @Field(() => Float, { description: 'Original (MRP) unit price in rupees.' })
  originalPrice: number;

  @Field(() => Float, { description: 'Unit price the shopper pays now, in rupees.' })
  price: number;

  @Field(() => Float, { description: 'Unit price when the shopper last added or changed this line, in rupees.' })
  priceSeen: number;

  @Field(() => Boolean, { description: 'True when the price changed since the shopper last added or changed the line.' })
  priceChanged: boolean;

  @Field(() => Int, { description: 'Quantity in the cart.' })
  quantity: number;

  @Field(() => Int, { description: 'Units of this size in stock now.' })
  stock: number;

  @Field(() => Int, { description: 'Highest quantity allowed: the stock (99 when unknown).' })
  maxQuantity: number;

  @Field(() => Boolean, { description: 'True when this size has no stock: the line is shown but not charged.' })
  outOfStock: boolean;

  @Field(() => Boolean, { description: 'True when fewer units are in stock than the quantity.' })
  insufficientStock: boolean;

  @Field(() => Float, { description: 'Price times quantity, in rupees (0 when out of stock).' })
  lineTotal: number;
}

@ObjectType({ description: 'The coupon applied to a cart, re-checked on every read.' })
export class AppliedCoupon {
  @Field(() => String, { description: 'The coupon code.' })
  code: string;

  @Field(() => Float, { description: 'Discount it gives on this cart, in rupees.' })
  discount: number;
}

@ObjectType({ description: "A cart: the shopper's server cart or a priced browser cart." })
export class Cart {
  @Field(() => ID, { description: '"me" for the logged-in shopper\'s cart, "preview" for a priced browser cart.' })
  id: string;

  @Field(() => [CartLine], { description: 'Lines in the order they were added.' })
  lines: CartLine[];

  @Field(() => Int, { description: 'Total quantity of all lines.' })
  itemCount: number;

  @Field(() => Float, { description: 'Sum of in-stock lines, in rupees.' })
  subtotal: number;

  @Field(() => Float, { description: "The applied coupon's discount, in rupees (0 when none)." })
  discount: number;

  @Field(() => Float, { description: 'Subtotal minus discount, in rupees; shipping and taxes come at checkout.' })
  total: number;

  @Field(() => AppliedCoupon, { nullable: true, description: 'The applied coupon, or null.' })
  coupon: AppliedCoupon | null;

  @Field(() => String, { nullable: true, description: 'Why an applied coupon was removed on this read (the cart no longer qualifies), or null.' })
  couponMessage: string | null;
}

@ObjectType({ description: 'A coupon a shopper can use.' })
export class Coupon {
  @Field(() => ID, { description: 'Stable identifier of the coupon.' })
  id: string;

  @Field(() => String, { description: 'The code to type, e.g. "FLAT200".' })
  code: string;

  @Field(() => String, { description: 'Short title, e.g. "Flat ₹200 off".' })
  title: string;

  @Field(() => String, { description: 'What the coupon gives and when.' })
  description: string;

  @Field(() => String, { description: '"percentage" or "flat".' })
  discountType: string;

  @Field(() => Float, { description: 'Percent off for percentage coupons; rupees off for flat ones.' })
  discountValue: number;

  @Field(() => Float, { nullable: true, description: 'Highest discount of a percentage coupon, in rupees.' })
  maxDiscount: number | null;

  @Field(() => Float, { description: 'Minimum order amount in rupees (0: any order).' })
  minOrderAmount: number;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the coupon expires, or null.' })
  expiryDate: Date | null;

  @Field(() => Boolean, { description: 'True when only a first order may use it.' })
  firstOrderOnly: boolean;
}

@ObjectType({ description: 'The answer to applying a coupon (the spec\'s apply-promo response) with the cart after it.' })
export class CouponApplyResult {
  @Field(() => Boolean, { description: 'True when the coupon was applied.' })
  success: boolean;

  @Field(() => String, { description: 'What happened, in the shopper\'s words (why a coupon was refused).' })
  message: string;

  @Field(() => String, { description: 'The code, upper-case.' })
  code: string;

  @Field(() => Float, { description: 'Discount in rupees (0 when refused).' })
  discountAmount: number;

  @Field(() => Float, { description: 'Same as discountAmount (the spec reads both).' })
  discount: number;

  @Field(() => Float, { description: 'Cart subtotal in rupees.' })
  orderAmount: number;

  @Field(() => Float, { description: 'Subtotal minus discount in rupees.' })
  payableAmount: number;

  @Field(() => Cart, { description: 'The cart after applying.' })
  cart: Cart;
}

@ObjectType({ description: 'Whether and when we deliver to a pincode.' })
export class DeliveryCheck {
  @Field(() => String, { description: 'The pincode checked.' })
  pincode: string;

  @Field(() => Boolean, { description: 'True when we deliver there.' })
  deliverable: boolean;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Expected delivery date, or null when not deliverable.' })
  estimatedDate: Date | null;

  @Field(() => Int, { nullable: true, description: 'Days to deliver (6 unless the pincode has its own).' })
  deliveryDays: number | null;

  @Field(() => Boolean, { description: 'True when cash on delivery is allowed there.' })
  codAvailable: boolean;

  @Field(() => String, { nullable: true, description: 'City (district) of the pincode.' })
  city: string | null;

  @Field(() => String, { nullable: true, description: 'State of the pincode.' })
  state: string | null;

  @Field(() => String, { description: "The spec's message: 'Expected delivery by …' or 'Sorry, we're unable to deliver …'." })
  message: string;
}
