/**
 * `npm run orders -- <command>`: staff order operations over the same OrderService as the
 * staff's GraphQL endpoint, /admin/graphql (this CLI needs the database, not STAFF_TOKEN).
 *
 *   list [STATUS]            newest orders (optionally PLACED, PROCESSING, SHIPPED, OUT_FOR_DELIVERY, DELIVERED, CANCELLED)
 *   show <id>                one order with items and history
 *   advance <id>             one step along the tracker
 *   mark-paid <id>           cash collected for a cash-on-delivery order
 *   cancel <id> <reason…>    cancel an order that has not been delivered (an invoiced one gets a credit note)
 *   expire-unpaid            cancel online orders left unpaid past UNPAID_ORDER_TIMEOUT_MINUTES
 *   retry-refunds            ask the provider again for every refund still pending and due
 */
import 'reflect-metadata';
import { openCliDatabase } from './database.js';
import { createServices } from '../app/services.js';
import { isDomainError } from '../shared/errors.js';
import { ServiceContext } from '../shared/service-context.js';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../modules/orders/order-status.js';
import type { OrderView } from '../modules/orders/order.types.js';
import { formatMoney } from '../shared/money.js';

const [command, ...rest] = process.argv.slice(2);
const usage = 'usage: npm run orders -- list [STATUS] | show <id> | advance <id> | mark-paid <id> | cancel <id> <reason> | expire-unpaid | retry-refunds';
const rupees = (paise: number) => formatMoney(paise, 'ascii');
const line = (o: OrderView) =>
  `${String(o.id).padStart(6)}  ${o.orderNumber}  ${ORDER_STATUS_LABELS[o.status].padEnd(18)} ${o.paymentMethod.padEnd(6)} ${o.paymentStatus.padEnd(8)} ${rupees(o.totalAmount).padStart(13)}  ${o.createdAt.toISOString()}`;

if (!command) {
  console.error(usage);
  process.exit(1);
}
const { dataSource, config, logger, close } = await openCliDatabase();
const services = createServices(dataSource, config, logger);
const cli = ServiceContext.system(dataSource, 'cli-orders');
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
      console.log(line(await services.orders.advance(cli, id())));
      break;
    case 'mark-paid':
      console.log(line(await services.orders.markCodPaid(cli, id())));
      break;
    case 'cancel':
      console.log(line(await services.orders.cancelByStaff(cli, id(), rest.slice(1).join(' '))));
      break;
    case 'expire-unpaid': {
      const ids = await services.orders.expireUnpaid(cli);
      console.log(ids.length ? `Cancelled unpaid orders: ${ids.join(', ')}` : 'No unpaid orders past the timeout.');
      break;
    }
    case 'retry-refunds': {
      const refunded = await services.refunds.retryDue(cli);
      console.log(`Refunds settled: ${refunded}`);
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
