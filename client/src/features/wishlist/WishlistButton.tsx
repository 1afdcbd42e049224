/**
 * OWNER: accounts work (issue 4). Contract: the heart toggle on product cards and the product
 * page. Visitors are sent to /user-login.
 */
export function WishlistButton(_props: { productId: string; className?: string }) {
  return null;
}
