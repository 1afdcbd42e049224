/**
 * OWNER: cart work (issue 5). Contract used by the product page and product cards:
 * adds a variant/size to the cart (browser copy first, then the server for a logged-in shopper),
 * showing the spec's toasts. Resolves true when the line was added.
 */
export interface AddToCartInput {
  productId: string;
  /** Colour name of the chosen variant, e.g. "Maroon". */
  color: string;
  /** Size label, e.g. "M". */
  size: string;
  quantity: number;
}

export function useAddToCart(): { addToCart: (input: AddToCartInput) => Promise<boolean>; adding: boolean } {
  return {
    adding: false,
    addToCart: async () => false, // replaced by the cart work
  };
}
