/**
 * `npm run orders -- <command>`: staff order operations over the same OrderService as the
 * GraphQL staff mutations.
 *
 *   list [STATUS]            newest orders (optionally PLACED, PROCESSING, SHIPPED, OUT_FOR_DELIVERY, DELIVERED, CANCELLED)
 *   show <id>                one order with items and history
 *   advance <id>             one step along the tracker
 *   mark-paid <id>           cash collected for a cash-on-delivery order
 *   cancel <id> <reason…>    cancel an order that has not shipped
 *   expire-unpaid            cancel online orders left unpaid past UNPAID_ORDER_TIMEOUT_MINUTES
 */
import 'reflect-metadata';
import { openCliDatabase } from './database.js';
import { createServices } from '../app/services.js';
import { isDomainError } from '../shared/errors.js';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../modules/orders/order-status.js';
import type { OrderView } from '../modules/orders/order.types.js';

const [command, ...rest] = process.argv.slice(2);
const usage = 'usage: npm run orders -- list [STATUS] | show <id> | advance <id> | mark-paid <id> | cancel <id> <reason> | expire-unpaid';
const rupees = (paise: number) => `Rs. ${(paise / 100).toFixed(2)}`;
const line = (o: OrderView) =>
  `${String(o.id).padStart(6)}  ${o.orderNumber}  ${ORDER_STATUS_LABELS[o.status].padEnd(18)} ${o.paymentMethod.padEnd(6)} ${o.paymentStatus.padEnd(8)} ${rupees(o.totalAmount).padStart(13)}  ${o.createdAt.toISOString()}`;

if (!command) {
  console.error(usage);
  process.exit(1);
}
const { dataSource, config, logger, close } = await openCliDatabase();
const services = createServices(dataSource, config, logger);
const id = () => {
  const n = Number(rest[0]);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`an order id is needed\n${usage}`);
  return n;
};
let exitCode = 0;
try {
  switch (command) {
    case 'list': {
      const status = rest[0]?.toUpperCase() as OrderStatus | undefined;
      if (status && !ORDER_STATUSES.includes(status)) throw new Error(`unknown status ${rest[0]}; one of ${ORDER_STATUSES.join(', ')}`);
      const orders = await services.orders.listForStaff(status ?? null, 100, 0);
      console.log(orders.length ? orders.map(line).join('\n') : 'No orders.');
      break;
    }
    case 'show': {
      const o = await services.orders.getForCaller({ customerId: null, isStaff: true }, id());
      console.log(line(o));
      for (const item of o.items) console.log(`        ${item.quantity} x ${item.productName} (${item.colorName}, ${item.size}) @ ${rupees(item.discountedPrice)}`);
      for (const h of o.statusHistory) console.log(`        ${h.date.toISOString()}  ${ORDER_STATUS_LABELS[h.status]}  ${h.note}`);
      break;
    }
    case 'advance':
      console.log(line(await services.orders.advance(id())));
      break;
    case 'mark-paid':
      console.log(line(await services.orders.markCodPaid(id())));
      break;
    case 'cancel':
      console.log(line(await services.orders.cancelByStaff(id(), rest.slice(1).join(' '))));
      break;
    case 'expire-unpaid': {
      const ids = await services.orders.expireUnpaid();
      console.log(ids.length ? `Cancelled unpaid orders: ${ids.join(', ')}` : 'No unpaid orders past the timeout.');
      break;
    }
    default:
      throw new Error(usage);
  }
} catch (error) {
  console.error(isDomainError(error) ? `${error.code}: ${error.message}` : (error as Error).message);
  exitCode = 1;
}
await close();
process.exit(exitCode);
