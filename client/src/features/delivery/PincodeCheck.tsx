/**
 * OWNER: cart/delivery work (issue 5). Contract: the product page's pincode box; takes no props.
 * Shows the spec's validation and deliverability messages.
 */
export function PincodeCheck() {
  return null;
}
