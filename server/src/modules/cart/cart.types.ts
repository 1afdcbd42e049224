/** GraphQL shapes of the cart, coupons and delivery checks. Amounts are `Money` here (cart.mapper.ts converts the paise). */
import { Field, Float, ID, InputType, Int, ObjectType, GraphQLISODateTime, registerEnumType } from 'type-graphql';
import { Money } from '../../shared/graphql/money.js';
import { PaymentMethod } from '../orders/order.types.gql.js';
import { UserError } from '../../shared/graphql/user-errors.js';

/** A coupon's kind: GraphQL names upper case, the values the coupon rows hold. */
export enum CouponDiscountType {
  PERCENTAGE = 'percentage',
  FLAT = 'flat',
}
registerEnumType(CouponDiscountType, {
  name: 'CouponDiscountType',
  description: 'How a coupon takes money off.',
  valuesConfig: {
    PERCENTAGE: { description: 'A percent of the cart subtotal (`discountPercent`), up to `maxDiscount` when set.' },
    FLAT: { description: 'A fixed amount off the cart (`flatDiscount`).' },
  },
});

export enum QuoteMessageCode {
  OUT_OF_STOCK = 'OUT_OF_STOCK',
  ONLY_AVAILABLE = 'ONLY_AVAILABLE',
  PER_SIZE_LIMIT = 'PER_SIZE_LIMIT',
  PRICE_CHANGED = 'PRICE_CHANGED',
  COUPON_REMOVED = 'COUPON_REMOVED',
}
registerEnumType(QuoteMessageCode, {
  name: 'QuoteMessageCode',
  description: 'What a quote message is about (show `message`; branch on the code). New values may be added.',
  valuesConfig: {
    OUT_OF_STOCK: { description: 'The line\'s size has no stock: shown, not charged.' },
    ONLY_AVAILABLE: { description: 'Fewer units are in stock than the line asks for.' },
    PER_SIZE_LIMIT: { description: 'The line asks for more than one order may hold of a size.' },
    PRICE_CHANGED: { description: 'The unit price changed since the shopper added or changed the line.' },
    COUPON_REMOVED: { description: 'The applied coupon no longer applies and was removed.' },
  },
});

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
  @Field(() => ID, { description: 'Identifies the line within every cart: its cart and its product size (opaque; not the size id).' })
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

  @Field(() => Money, { description: 'Original (MRP) unit price.' })
  originalPrice: Money;

  @Field(() => Money, { description: 'Unit price the shopper pays now.' })
  price: Money;

  @Field(() => Money, { description: 'Unit price when the shopper last added or changed this line.' })
  priceSeen: Money;

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

  @Field(() => Money, { description: 'Price times quantity (0 when out of stock).' })
  lineTotal: Money;
}

@ObjectType({ description: 'The coupon applied to a cart, re-checked on every read.' })
export class AppliedCoupon {
  @Field(() => String, { description: 'The coupon code.' })
  code: string;

  @Field(() => Money, { description: 'Discount it gives on this cart.' })
  discount: Money;
}

@ObjectType({ description: 'One line of a quote: what the pricing module charges for it.' })
export class QuoteLine {
  @Field(() => ID, { description: 'The cart line it prices (its CartLine.id).' })
  id: string;

  @Field(() => Money, { description: 'Unit price charged now: the discounted price, or the original when there is no discount.' })
  unitPrice: Money;

  @Field(() => Money, { description: 'Original (MRP) unit price.' })
  originalPrice: Money;

  @Field(() => Int, { description: 'Whole percent off the original price (0: no discount).' })
  discountPercent: number;

  @Field(() => Int, { description: 'Quantity priced.' })
  quantity: number;

  @Field(() => Int, { description: 'Highest quantity the cart may hold now: the stock (99 when unknown), at most the per-size limit.' })
  maxQuantity: number;

  @Field(() => String, { description: 'What to tell a shopper who asks for more than maxQuantity.' })
  limitMessage: string;

  @Field(() => Money, { description: 'Unit price times quantity (0 when out of stock: shown, not charged).' })
  lineTotal: Money;
}

@ObjectType({ description: 'The totals of a quote for one payment method.' })
export class PaymentOptionQuote {
  @Field(() => PaymentMethod, { description: 'The payment method these totals are for.' })
  paymentMethod: PaymentMethod;

  @Field(() => Money, { description: 'Sum of the lines in stock.' })
  subtotal: Money;

  @Field(() => Money, { description: "The coupon's discount (0 when none)." })
  discount: Money;

  @Field(() => Money, { description: 'Shipping: ₹0 with Pay Now, ₹49 for cash on delivery.' })
  shipping: Money;

  @Field(() => Money, { description: 'The separate tax line: 0, because prices include GST.' })
  tax: Money;

  @Field(() => Money, { description: 'The GST the total includes (the invoice splits it).' })
  taxIncluded: Money;

  @Field(() => Money, { description: 'What the order would cost: subtotal − discount + shipping + tax.' })
  total: Money;
}

@ObjectType({ description: 'A sentence the screen must show about a cart (a size out of stock, fewer in stock than asked, a price that changed, a coupon removed).' })
export class QuoteMessage {
  @Field(() => QuoteMessageCode, { description: 'What the message is about.' })
  code: QuoteMessageCode;

  @Field(() => ID, { nullable: true, description: 'The cart line it is about (its CartLine.id), or null for the whole cart.' })
  lineId: string | null;

  @Field(() => String, { description: "The sentence, in the request's language." })
  message: string;
}

@ObjectType({ description: "The pricing module's quote of a cart: every amount the cart and checkout screens show, computed on the server." })
export class Quote {
  @Field(() => [QuoteLine], { description: 'The lines, in the cart\'s order.' })
  lines: QuoteLine[];

  @Field(() => Int, { description: 'Total quantity of all lines.' })
  itemCount: number;

  @Field(() => Money, { description: 'Sum of the lines in stock.' })
  subtotal: Money;

  @Field(() => Money, { description: "The applied coupon's discount (0 when none)." })
  discount: Money;

  @Field(() => String, { nullable: true, description: 'The applied coupon code, or null.' })
  couponCode: string | null;

  @Field(() => [PaymentOptionQuote], { description: 'Totals with each payment method\'s shipping: Pay Now first, then cash on delivery.' })
  options: PaymentOptionQuote[];

  @Field(() => [QuoteMessage], { description: 'What the screen must tell the shopper about this cart.' })
  messages: QuoteMessage[];
}

@ObjectType({ description: "A cart: a customer's server cart, a visitor's server cart (createCart) or a priced browser cart (cartPreview)." })
export class Cart {
  @Field(() => ID, {
    description: "Identifies this cart among every cart, stable across reads (opaque): a customer's, a visitor cart's (never its token) or, for cartPreview, one derived from its lines.",
  })
  id: string;

  @Field(() => [CartLine], { description: 'Lines in the order they were added.' })
  lines: CartLine[];

  @Field(() => Int, { description: 'Total quantity of all lines.' })
  itemCount: number;

  @Field(() => Money, { description: 'Sum of in-stock lines.' })
  subtotal: Money;

  @Field(() => Money, { description: "The applied coupon's discount (0 when none)." })
  discount: Money;

  @Field(() => Money, { description: 'Subtotal minus discount; shipping and taxes come at checkout.' })
  total: Money;

  @Field(() => AppliedCoupon, { nullable: true, description: 'The applied coupon, or null.' })
  coupon: AppliedCoupon | null;

  @Field(() => String, { nullable: true, description: 'Why an applied coupon was removed on this read (the cart no longer qualifies), or null.' })
  couponMessage: string | null;

  @Field(() => Quote, { description: 'The quote of this cart: line totals, discount, shipping and total per payment method, and the messages to show.' })
  quote: Quote;
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

  @Field(() => CouponDiscountType, { description: 'Percent of the subtotal or a flat amount.' })
  discountType: CouponDiscountType;

  @Field(() => Float, { nullable: true, description: 'Percent off the subtotal (e.g. 10) for a PERCENTAGE coupon; null for a FLAT one.' })
  discountPercent: number | null;

  @Field(() => Money, { nullable: true, description: 'The amount off for a FLAT coupon; null for a PERCENTAGE one.' })
  flatDiscount: Money | null;

  @Field(() => Money, { nullable: true, description: 'Highest discount of a percentage coupon.' })
  maxDiscount: Money | null;

  @Field(() => Money, { description: 'Minimum order amount (0: any order).' })
  minOrderAmount: Money;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the coupon expires, or null.' })
  expiryDate: Date | null;

  @Field(() => Boolean, { description: 'True when only a first order may use it.' })
  firstOrderOnly: boolean;
}

/**
 * The payload of a cart mutation (issue #14, item 3): the cart after it, or the caller's mistakes
 * in `userErrors` (then `cart` is null). One class per mutation, as the schema names them.
 */
function cartPayloadType(name: string, mutation: string) {
  @ObjectType(name, { description: `What ${mutation} answers: the cart after it, or the caller's mistakes in userErrors.` })
  class CartPayload {
    @Field(() => Cart, { nullable: true, description: 'The cart after the change; null when userErrors is not empty.' })
    cart: Cart | null;

    @Field(() => [UserError], { description: "The caller's mistakes (bad input, no stock, an unknown cart token); empty on success." })
    userErrors: UserError[];
  }
  return CartPayload;
}

export const AddToCartPayload = cartPayloadType('AddToCartPayload', 'addToCart');
export const UpdateCartQuantityPayload = cartPayloadType('UpdateCartQuantityPayload', 'updateCartQuantity');
export const RemoveFromCartPayload = cartPayloadType('RemoveFromCartPayload', 'removeFromCart');
export const ClearCartPayload = cartPayloadType('ClearCartPayload', 'clearCart');
export const MergeCartPayload = cartPayloadType('MergeCartPayload', 'mergeCart');
export const ClearCouponPayload = cartPayloadType('ClearCouponPayload', 'clearCoupon');
export type CartPayload = { cart: Cart | null; userErrors: UserError[] };

@ObjectType({ description: 'What applyCoupon answers: the cart with the coupon applied, or why it was refused in userErrors (code COUPON_INVALID).' })
export class ApplyCouponPayload {
  @Field(() => Cart, { nullable: true, description: 'The cart with the coupon applied (its discount in coupon and quote); null when refused.' })
  cart: Cart | null;

  @Field(() => String, { nullable: true, description: "The sentence to show when applied, e.g. 'Coupon applied successfully! You save ₹200.00.'; null when refused." })
  message: string | null;

  @Field(() => [UserError], { description: 'Why the coupon was refused (unknown, expired, the cart does not qualify); empty when applied.' })
  userErrors: UserError[];
}

@ObjectType({ description: "What createCart answers: the visitor's new server cart and the token that reaches it." })
export class CreateCartPayload {
  @Field(() => Cart, { nullable: true, description: 'The new cart, with the lines given; null when userErrors is not empty.' })
  cart: Cart | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The secret that reaches this cart: pass it as `cartToken` to visitorCart and the cart mutations, and to verifyOtp to merge the cart at login. Shown once (only its hash is stored); expires after 30 days without use.',
  })
  cartToken: string | null;

  @Field(() => [UserError], { description: "The caller's mistakes (too many lines); empty on success." })
  userErrors: UserError[];
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
