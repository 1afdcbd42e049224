import express, { Router, type Express } from 'express';
import { z } from 'zod';
import { handle, parseBody, sendRestError } from '../../shared/http.js';
import { requireCustomer } from '../../shared/context.js';
import { badInput } from '../../shared/errors.js';
import { paiseToRupees } from '../../shared/money.js';
import type { Services } from '../../shared/context.js';
import type { Logger } from '../../shared/logger.js';
import { ServiceContext } from '../../shared/service-context.js';
import { ORDER_STATUS_LABELS, customerCancelVerdict, payNowVerdict } from './order-status.js';
import { shownAddress, type OrderView, type PaymentSession } from './order.types.js';
import { CANCELLED_MESSAGE } from './order.service.js';
import { creditNoteUrl, invoiceUrl } from './order.types.gql.js';
import { orderIdOf } from './order.resolver.js';

const id = z.union([z.string().min(1).max(24), z.number().int()]);
const placeBody = z.object({
  addressId: id.optional().nullable(),
  paymentMethod: z.string().max(40).optional(),
  // Sent by the spec's client and ignored: the server computes shipping and tax.
  shippingCharge: z.unknown().optional(),
  taxAmount: z.unknown().optional(),
  idempotencyKey: z.string().max(100).optional().nullable(),
  couponCode: z.string().max(40).optional().nullable(),
  // A registered buyer (B2B invoice): GSTIN and business name, both or neither.
  gstin: z.string().max(30).optional().nullable(),
  businessName: z.string().max(200).optional().nullable(),
});
const razorpayPaymentBody = z.object({
  orderId: id,
  transactionId: z.string().max(100).optional().nullable(),
  paymentId: z.string().max(100).optional().nullable(),
  paymentStatus: z.string().max(20).optional().nullable(),
  razorpay_order_id: z.string().max(100).optional(),
  razorpay_payment_id: z.string().max(100).optional(),
  razorpay_signature: z.string().max(200).optional(),
  errorCode: z.string().max(100).optional().nullable(),
  errorDescription: z.string().max(1000).optional().nullable(),
});
const verifyBody = z.object({
  orderId: id,
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});
const cancelBody = z.object({ orderId: id, cancelReason: z.string().max(500).optional() });
const startBody = z.object({ orderId: id });

/** The spec's paymentMethod values: "COD"/"Cash on Delivery" is cash; anything else (UPI, card, Pay Now) is online. */
const toMethod = (value: string | undefined): 'COD' | 'ONLINE' | null => {
  if (!value) return null;
  return /^(cod|cash[\s_-]*on[\s_-]*delivery)$/i.test(value.trim()) ? 'COD' : 'ONLINE';
};

/** The spec's Order shape (rest-contract.md), rupees as numbers. */
export function toRestOrder(order: OrderView, now = new Date()) {
  return {
    _id: String(order.id),
    orderNumber: order.orderNumber,
    orderStatus: ORDER_STATUS_LABELS[order.status],
    status: order.status,
    paymentStatus: order.paymentStatus.toLowerCase(),
    paymentMethod: order.paymentMethod,
    itemsSubtotal: paiseToRupees(order.itemsSubtotal),
    discountAmount: paiseToRupees(order.discountAmount),
    shippingCharge: paiseToRupees(order.shippingCharge),
    taxAmount: paiseToRupees(order.taxAmount),
    totalAmount: paiseToRupees(order.totalAmount),
    couponCode: order.couponCode,
    shippingAddress: shownAddress(order.shippingAddress),
    statusHistory: order.statusHistory.map((entry) => ({ status: ORDER_STATUS_LABELS[entry.status], date: entry.date.toISOString(), note: entry.note })),
    orderItems: order.items.map((item) => ({
      _id: String(item.id),
      name: item.productName,
      productName: item.productName,
      product: { _id: item.productId === null ? null : String(item.productId), name: item.productName },
      quantity: item.quantity,
      variant: { color: item.colorName, colorValue: item.colorValue, size: item.size, images: item.image ? [item.image] : [] },
      price: { originalPrice: paiseToRupees(item.originalPrice), discountedPrice: paiseToRupees(item.discountedPrice) },
      hsnCode: item.hsnCode,
    })),
    cancelReason: order.cancelReason,
    canCancel: customerCancelVerdict(order, now).ok,
    canPay: payNowVerdict(order).ok,
    invoiceNumber: order.invoiceNumber,
    invoiceUrl: invoiceUrl(order),
    creditNoteNumber: order.creditNoteNumber,
    creditNoteUrl: creditNoteUrl(order),
    createdAt: order.createdAt.toISOString(),
  };
}

/** Answers one of an order's tax documents as a PDF download (errors go to the REST error handler). */
function sendPdf(method: 'invoicePdf' | 'creditNotePdf'): express.RequestHandler {
  return (req, res, next) => {
    (async () => {
      if (!req.ctx.isStaff) requireCustomer(req.ctx);
      const caller = { customerId: req.ctx.customerId, isStaff: req.ctx.isStaff };
      const id = orderIdOf(String(req.params.id));
      const number = typeof req.params.number === 'string' ? req.params.number : undefined;
      const { fileName, pdf } = method === 'creditNotePdf' ? await req.ctx.services.orders.creditNotePdf(caller, id, number) : await req.ctx.services.orders.invoicePdf(caller, id);
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.send(pdf);
    })().catch(next);
  };
}

/** What the payment widget needs, in Razorpay Checkout's own option names. */
export function toRestPayment(session: PaymentSession) {
  return {
    provider: session.provider,
    key: session.keyId,
    order_id: session.providerOrderId,
    amount: session.amount,
    currency: session.currency,
    orderId: String(session.orderId),
    orderNumber: session.orderNumber,
    prefill: { name: session.prefillName, contact: session.prefillContact },
  };
}

/** An order's REST answer with its courier shipment (the shipping module's REST shape; null when shipped by hand or not yet shipped). */
const withShipment = <T extends object>(order: T, shipment: object | undefined) => ({ ...order, shipment: shipment ?? null });

/** REST twins of the order and payment calls of spec section 7 (shapes in rest-contract.md). */
export function orderRoutes(): Router {
  const router = Router();

  // GET /user/user-orders/ongoing → {orders: [Order]} (all of the caller's orders; the client splits the tabs)
  router.get(
    '/user/user-orders/ongoing',
    handle(async (ctx) => {
      const orders = await ctx.services.orders.listForCustomer(requireCustomer(ctx));
      const shipments = await ctx.services.shipping.restShipmentsOf(orders.map((o) => o.id));
      return { orders: orders.map((o) => withShipment(toRestOrder(o), shipments.get(o.id))) };
    }),
  );

  // GET /user/order/:id → {success, order}
  router.get(
    '/user/order/:id',
    handle(async (ctx, req) => {
      if (!ctx.isStaff) requireCustomer(ctx);
      const order = await ctx.services.orders.getForCaller({ customerId: ctx.customerId, isStaff: ctx.isStaff }, orderIdOf(String(req.params.id)));
      return { success: true, order: withShipment(toRestOrder(order), (await ctx.services.shipping.restShipmentsOf([order.id])).get(order.id)) };
    }),
  );

  // GET /user/order/:id/invoice → application/pdf (owner or staff); 409 "not yet invoiced" before it ships
  router.get('/user/order/:id/invoice', sendPdf('invoicePdf'));
  // GET /user/order/:id/credit-note → application/pdf (owner or staff); 409 when the order has no credit note
  router.get('/user/order/:id/credit-note', sendPdf('creditNotePdf'));
  // GET /user/order/:id/credit-notes/CN-26-27-000001 → that credit note (a return's, a cancellation's)
  router.get('/user/order/:id/credit-notes/:number', sendPdf('creditNotePdf'));

  // POST /user/place-order {addressId, paymentMethod, shippingCharge, taxAmount, idempotencyKey?, couponCode?}
  //   → {success, _id, order, payment?}; shippingCharge and taxAmount are ignored.
  router.post(
    '/user/place-order',
    handle(async (ctx, req) => {
      requireCustomer(ctx);
      const body = parseBody(placeBody, req.body);
      const method = toMethod(body.paymentMethod);
      if (!method) throw badInput('Please choose Pay Now or Cash on Delivery.', { field: 'paymentMethod' });
      const headerKey = req.get('idempotency-key');
      const result = await ctx.services.checkout.placeOrder(ctx.serviceContext, {
        // No address: 0, which checkout refuses with its own message ("Please select an address").
        addressId: body.addressId === undefined || body.addressId === null || body.addressId === '' ? 0 : orderIdOf(body.addressId),
        paymentMethod: method,
        idempotencyKey: body.idempotencyKey ?? headerKey ?? null,
        couponCode: body.couponCode ?? null,
        gstin: body.gstin ?? null,
        businessName: body.businessName ?? null,
      });
      return {
        success: true,
        message: 'Order Placed Successfully!',
        _id: String(result.order.id),
        order: toRestOrder(result.order),
        ...(result.payment ? { payment: toRestPayment(result.payment) } : {}),
      };
    }, 201),
  );

  // POST /user/start-payment {orderId} → {success, payment} (ours: Pay Now on an unpaid online order)
  router.post(
    '/user/start-payment',
    handle(async (ctx, req) => {
      const body = parseBody(startBody, req.body);
      return { success: true, payment: toRestPayment(await ctx.services.payments.startPayment(ctx.serviceContext, { orderId: orderIdOf(body.orderId) })) };
    }),
  );

  // POST /user/verify-payment {orderId, razorpay_order_id, razorpay_payment_id, razorpay_signature} → {success, order} (ours)
  router.post(
    '/user/verify-payment',
    handle(async (ctx, req) => {
      const body = parseBody(verifyBody, req.body);
      const order = await ctx.services.payments.verifyPayment(ctx.serviceContext, {
        orderId: orderIdOf(body.orderId),
        providerOrderId: body.razorpay_order_id,
        providerPaymentId: body.razorpay_payment_id,
        signature: body.razorpay_signature,
      });
      return { success: true, message: 'Payment received.', order: toRestOrder(order) };
    }),
  );

  // POST /user/razorpay_payment {orderId, transactionId, addressId, paymentMethod, shippingCharge, taxAmount, paymentId, paymentStatus}
  //   → {success, orderId}. 'failed' records the failed attempt; a success must carry its signature.
  router.post(
    '/user/razorpay_payment',
    handle(async (ctx, req) => {
      const customerId = requireCustomer(ctx);
      const body = parseBody(razorpayPaymentBody, req.body);
      const orderId = orderIdOf(body.orderId);
      const providerOrderId = body.razorpay_order_id ?? (body.transactionId?.startsWith('order_') ? body.transactionId : null);
      if (body.razorpay_signature && providerOrderId && (body.razorpay_payment_id ?? body.paymentId)) {
        await ctx.services.payments.verifyPayment(ctx.serviceContext, {
          orderId,
          providerOrderId,
          providerPaymentId: (body.razorpay_payment_id ?? body.paymentId)!,
          signature: body.razorpay_signature,
        });
        return { success: true, orderId: String(orderId) };
      }
      if ((body.paymentStatus ?? '').toLowerCase() !== 'failed') {
        throw badInput('A successful payment is confirmed with its signature (POST /user/verify-payment).');
      }
      await ctx.services.payments.recordFailure(ctx.serviceContext, {
        orderId,
        providerOrderId,
        providerPaymentId: body.paymentId ?? null,
        code: body.errorCode ?? 'payment_failed',
        description: body.errorDescription ?? 'Payment failed',
      });
      return { success: true, orderId: String(orderId) };
    }),
  );

  // POST /user/order/cancel {orderId, cancelReason} → {success, message, order}
  router.post(
    '/user/order/cancel',
    handle(async (ctx, req) => {
      const body = parseBody(cancelBody, req.body);
      const order = await ctx.services.orders.cancelByCustomer(ctx.serviceContext, orderIdOf(body.orderId), body.cancelReason ?? '');
      return { success: true, message: CANCELLED_MESSAGE, order: toRestOrder(order) };
    }),
  );

  return router;
}

/**
 * POST /api/v1/payments/razorpay/webhook: mounted on the app before any JSON parser, because
 * the signature is over the raw body. Answers 200 {success} when accepted, 403 for a bad signature.
 */
export function mountPaymentWebhook(app: Express, services: Services, logger: Logger): void {
  app.post('/api/v1/payments/razorpay/webhook', express.raw({ type: () => true, limit: '1mb' }), (req, res) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.from('');
    services.payments.handleWebhook(ServiceContext.system(services.dataSource, 'payment-webhook', (error) => logger.error({ err: error }, 'after-commit work of a webhook failed')), raw, req.get('x-razorpay-signature')).then(
      (result) => res.json({ success: true, ...result }),
      (error) => sendRestError(res, error, logger),
    );
  });
}
