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
 *   short-refunds            returns refunded less than the shopper paid for the units (issue 25; ADR 0101)
 *   settle-short-refunds [--apply]
 *                            without --apply: what would be paid; with it: pays each difference once
 *                            (online: refunded through the provider; cash: a payout owed, listed)
 *   short-refund-paid <settlement id> <UTR>
 *                            a cash order's difference was transferred: record the transfer's UTR
 */
import 'reflect-metadata';
import { openCliDatabase } from './database.js';
import { createServices } from '../app/services.js';
import { isDomainError } from '../shared/errors.js';
import { ServiceContext } from '../shared/service-context.js';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../modules/orders/order-status.js';
import type { OrderView } from '../modules/orders/order.types.js';
import { formatMoney } from '../shared/money.js';
import type { ShortRefund, ShortRefundSettlement } from '../modules/returns/return.service.js';

const [command, ...rest] = process.argv.slice(2);
const usage =
  'usage: npm run orders -- list [STATUS] | show <id> | advance <id> | mark-paid <id> | cancel <id> <reason> | expire-unpaid | retry-refunds | short-refunds | settle-short-refunds [--apply] | short-refund-paid <settlement id> <UTR>';
const rupees = (paise: number) => formatMoney(paise, 'ascii');
const line = (o: OrderView) =>
  `${String(o.id).padStart(6)}  ${o.orderNumber}  ${ORDER_STATUS_LABELS[o.status].padEnd(18)} ${o.paymentMethod.padEnd(6)} ${o.paymentStatus.padEnd(8)} ${rupees(o.totalAmount).padStart(13)}  ${o.createdAt.toISOString()}`;

const shortLine = (s: ShortRefund) =>
  `${s.returnNumber}  ${s.orderNumber}  ${s.method.padEnd(8)} refunded ${rupees(s.refunded).padStart(12)}  due ${rupees(s.due).padStart(12)}  short ${rupees(s.short).padStart(12)}`;
const settlementLine = (s: ShortRefundSettlement) =>
  `${String(s.id).padStart(6)}  ${s.returnNumber}  ${s.orderNumber}  ${s.method.padEnd(8)} ${rupees(s.amount).padStart(12)}  ${s.status.padEnd(11)} ${s.creditNoteNumber ?? '-'}  ${s.refundId ?? s.refundError ?? ''}`;

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
    case 'short-refunds': {
      const short = await services.returns.shortRefunds();
      const total = short.reduce((sum, s) => sum + s.short, 0);
      console.log(short.length ? `${short.map(shortLine).join('\n')}\n${short.length} short, ${rupees(total)} owed in all` : 'No return was refunded short.');
      const settled = await services.returns.settlements();
      const open = settled.filter((s) => s.status !== 'DONE');
      if (open.length) console.log(`Differences being paid:\n${open.map(settlementLine).join('\n')}`);
      break;
    }
    case 'settle-short-refunds': {
      if (!rest.includes('--apply')) {
        const short = await services.returns.shortRefunds();
        console.log(short.length ? `Would pay (run again with --apply):\n${short.map(shortLine).join('\n')}` : 'No return was refunded short.');
        break;
      }
      const settled = await services.returns.settleShortRefunds(cli);
      console.log(settled.length ? settled.map(settlementLine).join('\n') : 'No return was refunded short.');
      if (settled.some((s) => s.status === 'PENDING')) exitCode = 2;
      break;
    }
    case 'short-refund-paid': {
      if (!rest[1]) throw new Error(`a settlement id and the transfer's UTR are needed\n${usage}`);
      console.log(settlementLine(await services.returns.markShortRefundPaid(id(), rest[1])));
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
