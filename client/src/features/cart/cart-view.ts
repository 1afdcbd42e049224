/**
 * The cart as the screens show it: the browser cart's lines (what the shopper has, in their
 * order, changes included at once) joined with the server's pricing of them (cart or cartPreview,
 * with its quote). Every amount, cap and message comes from the server; nothing here computes
 * money or a stock cap. Until the server has priced a line's current quantity its total is null
 * (the screen shows "…"), and `updating` says the totals are the server's last ones.
 */
import type { CartFieldsFragment } from '../../gql/graphql';
import { lineKey, type CartKey, type LocalCartLine } from './cart-store';
import type { MoneyLike, MoneyValue } from '../../ui/money';

export interface CartViewLine extends CartKey {
  key: string;
  /** The server's line id (its product size), once the server knows the line. */
  id: string | null;
  name: string;
  categoryName: string;
  colorValue: string;
  image: string;
  /** Unit price charged now (the server's Money; the rupees snapshot taken when it was added until repriced). */
  price: MoneyValue;
  originalPrice: MoneyValue;
  /** Whole percent off the original price, from the server's quote (0 when none). */
  discountPercent: number;
  priceSeen: MoneyValue;
  priceChanged: boolean;
  quantity: number;
  /** null when not known yet. */
  stock: number | null;
  /** Highest quantity the server allows; until it has answered, the quantity the line has. */
  maxQuantity: number;
  /** What the server says when more than maxQuantity is asked (null until it has answered). */
  limitMessage: string | null;
  outOfStock: boolean;
  insufficientStock: boolean;
  /** Price × quantity as the server computed it for this quantity; null while it has not. */
  lineTotal: MoneyLike | null;
  /** The server's sentences about this line (out of stock, only n available, price changed). */
  messages: Array<{ code: string; message: string }>;
}

export type CartQuote = CartFieldsFragment['quote'];

export interface CartViewState {
  lines: CartViewLine[];
  /** Total quantity (the header badge). */
  count: number;
  subtotal: MoneyValue;
  discount: MoneyValue;
  total: MoneyValue;
  coupon: { code: string; discount: MoneyLike } | null;
  couponMessage: string | null;
  /** The server's quote (totals per payment method, messages), or null before it has answered. */
  quote: CartQuote | null;
  /** True while the server has not priced the cart as it is now: the totals are its last ones. */
  updating: boolean;
}

/**
 * Joins the browser cart with the server's pricing. `fresh` says the pricing was made for these
 * very lines (the visitor's preview for the current variables; the server cart with nothing pending).
 */
export function cartView(local: readonly LocalCartLine[], priced: CartFieldsFragment | null | undefined, fresh: boolean): CartViewState {
  const byKey = new Map((priced?.lines ?? []).map((l) => [lineKey({ productId: l.productId, color: l.color, size: l.size }), l]));
  const quoteLines = new Map((priced?.quote.lines ?? []).map((q) => [q.id, q]));
  const messages = priced?.quote.messages ?? [];
  let matched = true;
  const lines = local.map((l): CartViewLine => {
    const p = byKey.get(lineKey(l));
    const q = p ? quoteLines.get(p.id) : undefined;
    const current = !!p && (fresh || p.quantity === l.quantity);
    if (!p || p.quantity !== l.quantity) matched = false;
    const price = p?.price ?? l.price ?? 0;
    return {
      key: lineKey(l),
      id: p?.id ?? null,
      productId: l.productId,
      color: p?.color ?? l.color,
      size: p?.size ?? l.size,
      name: p?.productName ?? l.name ?? 'Product',
      categoryName: p?.categoryName ?? '',
      colorValue: p?.colorValue ?? '',
      image: p?.image ?? l.image ?? '',
      price,
      originalPrice: p?.originalPrice ?? l.originalPrice ?? price,
      discountPercent: q?.discountPercent ?? l.discountPercent ?? 0,
      priceSeen: p?.priceSeen ?? price,
      priceChanged: p?.priceChanged ?? false,
      quantity: l.quantity,
      stock: p?.stock ?? l.stock ?? null,
      maxQuantity: q?.maxQuantity ?? p?.maxQuantity ?? l.maxQuantity ?? l.quantity,
      limitMessage: q?.limitMessage ?? l.limitMessage ?? null,
      outOfStock: p?.outOfStock ?? false,
      insufficientStock: p?.insufficientStock ?? false,
      lineTotal: current ? p!.lineTotal : null,
      messages: p ? messages.filter((m) => m.lineId === p.id).map(({ code, message }) => ({ code, message })) : [],
    };
  });
  const settled = !!priced && (fresh || (matched && priced.lines.length === local.length));
  return {
    lines,
    count: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotal: priced?.subtotal ?? 0,
    discount: priced?.discount ?? 0,
    total: priced?.total ?? 0,
    coupon: priced?.coupon ?? null,
    couponMessage: priced?.couponMessage ?? null,
    quote: priced?.quote ?? null,
    updating: local.length > 0 && !settled,
  };
}
