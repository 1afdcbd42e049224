import { formatMoney } from '../../ui/money';

/** ₹1,299 or ₹12.50. */
export const rupees = (value: number) => formatMoney(value, 'short');
