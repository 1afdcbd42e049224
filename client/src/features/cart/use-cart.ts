/**
 * CONTRACT (used by checkout): the current cart as the shopper sees it. For a visitor it is the
 * browser cart priced by the server (cartPreview); for a logged-in shopper the server cart, with
 * any change not yet sent shown as well. Amounts in rupees.
 */
import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSession } from '../session/session-store';
import { CartPreviewQuery, CartQuery } from './cart.documents';
import { lineKey, useLocalCart, usePendingCount, type CartKey } from './cart-store';

export interface CartViewLine extends CartKey {
  key: string;
  name: string;
  categoryName: string;
  colorValue: string;
  image: string;
  price: number;
  originalPrice: number;
  priceSeen: number;
  priceChanged: boolean;
  quantity: number;
  /** null when not known yet (the cap is then 99). */
  stock: number | null;
  maxQuantity: number;
  outOfStock: boolean;
  insufficientStock: boolean;
  lineTotal: number;
}

export interface CartView {
  lines: CartViewLine[];
  /** Total quantity (the header badge). */
  count: number;
  subtotal: number;
  discount: number;
  total: number;
  coupon: { code: string; discount: number } | null;
  couponMessage: string | null;
  loading: boolean;
  /** True for a logged-in shopper (the server cart is the truth). */
  isServer: boolean;
  /** Changes waiting to reach the server. */
  pending: number;
}

export function useCart(): CartView {
  const session = useSession();
  const local = useLocalCart();
  const pending = usePendingCount();
  const variables = useMemo(() => ({ lines: local.map(({ productId, color, size, quantity }) => ({ productId, color, size, quantity })) }), [local]);
  const server = useQuery(CartQuery, { skip: !session, fetchPolicy: 'cache-and-network' });
  const preview = useQuery(CartPreviewQuery, { skip: !!session || local.length === 0, variables });
  const priced = session ? server.data?.cart : (preview.data?.cartPreview ?? preview.previousData?.cartPreview);

  return useMemo(() => {
    const byKey = new Map((priced?.lines ?? []).map((l) => [lineKey({ productId: l.productId, color: l.color, size: l.size }), l]));
    const lines: CartViewLine[] = local.map((l) => {
      const p = byKey.get(lineKey(l));
      const price = p?.price ?? l.price ?? 0;
      const stock = p?.stock ?? l.stock ?? null;
      const outOfStock = stock === 0;
      return {
        key: lineKey(l),
        productId: l.productId,
        color: p?.color ?? l.color,
        size: p?.size ?? l.size,
        name: p?.productName ?? l.name ?? 'Product',
        categoryName: p?.categoryName ?? '',
        colorValue: p?.colorValue ?? '',
        image: p?.image ?? l.image ?? '',
        price,
        originalPrice: p?.originalPrice ?? l.originalPrice ?? price,
        priceSeen: p?.priceSeen ?? price,
        priceChanged: p?.priceChanged ?? false,
        quantity: l.quantity,
        stock,
        maxQuantity: stock ?? 99,
        outOfStock,
        insufficientStock: stock !== null && stock > 0 && stock < l.quantity,
        lineTotal: outOfStock ? 0 : Math.round(price * l.quantity * 100) / 100,
      };
    });
    const count = lines.reduce((sum, l) => sum + l.quantity, 0);
    const subtotal = Math.round(lines.reduce((sum, l) => sum + l.lineTotal, 0) * 100) / 100;
    // The server's totals (with the coupon) once it has every change; until then our own sum.
    const settled = !!session && pending === 0 && !!priced && priced.itemCount === count && Math.abs(priced.subtotal - subtotal) < 0.005;
    const discount = settled ? priced!.discount : 0;
    return {
      lines,
      count,
      subtotal: settled ? priced!.subtotal : subtotal,
      discount,
      total: settled ? priced!.total : subtotal,
      coupon: settled ? (priced!.coupon ?? null) : null,
      couponMessage: session ? (priced?.couponMessage ?? null) : null,
      loading: session ? server.loading && !server.data : preview.loading && !priced,
      isServer: !!session,
      pending,
    };
  }, [local, priced, session, pending, server.loading, server.data, preview.loading]);
}
