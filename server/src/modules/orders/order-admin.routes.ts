/**
 * The staff dashboard's order downloads (fulfilment and owners; staff bearer token):
 *   GET /admin/files/orders.csv?status=&paymentStatus=&paymentMethod=&from=&to=&search=   the filtered list
 *   GET /admin/files/orders/:id/invoice.pdf        the GST tax invoice (issued on first print)
 *   GET /admin/files/orders/:id/packing-slip.pdf   what goes in the parcel, and where
 *   GET /admin/files/orders/:id/credit-notes/CN-26-27-000001.pdf   one of its GST credit notes
 *   GET /admin/files/gst/2026-11/b2cs.csv          a GSTR-1 table of the month (owner): b2b, b2cs, cdnr, cdnur, hsn, docs
 */
import { Router } from 'express';
import type { Services } from '../../shared/context.js';
import { staffOnly } from '../staff/staff.routes.js';
import { orderIdOf } from './order.resolver.js';
import type { OrderFilter } from './order-admin.service.js';
import { GSTR1_TABLES, type Gstr1Table } from './gst-report.js';
import { badInput } from '../../shared/errors.js';

const query = (value: unknown) => (typeof value === 'string' && value ? value : null);

export function orderAdminRoutes(services: Services): Router {
  const router = Router();
  router.get(
    '/admin/files/orders.csv',
    staffOnly(services, ['fulfilment'], async (req, res) => {
      const filter: OrderFilter = {
        status: query(req.query.status),
        paymentStatus: query(req.query.paymentStatus),
        paymentMethod: query(req.query.paymentMethod),
        from: query(req.query.from),
        to: query(req.query.to),
        search: query(req.query.search),
      };
      // ?lines=1: one row per order line (its HSN, rate, taxable value and tax), else one per order.
      const csv = await services.orderAdmin.csv(filter, { lines: req.query.lines === '1' });
      res.type('text/csv').setHeader('Content-Disposition', `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`).send(csv);
    }),
  );
  router.get(
    '/admin/files/orders/:id/invoice.pdf',
    staffOnly(services, ['fulfilment'], async (req, res) => {
      const { fileName, pdf } = await services.orders.invoicePdf({ customerId: null, isStaff: true }, orderIdOf(String(req.params.id)));
      res.type('application/pdf').setHeader('Content-Disposition', `attachment; filename="${fileName}"`).send(pdf);
    }),
  );
  router.get(
    '/admin/files/gst/:month/:table.csv',
    staffOnly(services, ['owner'], async (req, res) => {
      const month = String(req.params.month);
      const table = String(req.params.table) as Gstr1Table;
      if (!GSTR1_TABLES.includes(table)) throw badInput(`The GSTR-1 tables are ${GSTR1_TABLES.join(', ')}.`);
      const csv = await services.gstReport.csv(month, table);
      res.type('text/csv').setHeader('Content-Disposition', `attachment; filename="gstr1-${month}-${table}.csv"`).send(csv);
    }),
  );
  router.get(
    '/admin/files/orders/:id/credit-notes/:number.pdf',
    staffOnly(services, ['fulfilment'], async (req, res) => {
      const { fileName, pdf } = await services.orders.creditNotePdf({ customerId: null, isStaff: true }, orderIdOf(String(req.params.id)), String(req.params.number));
      res.type('application/pdf').setHeader('Content-Disposition', `attachment; filename="${fileName}"`).send(pdf);
    }),
  );
  router.get(
    '/admin/files/orders/:id/packing-slip.pdf',
    staffOnly(services, ['fulfilment'], async (req, res) => {
      const id = orderIdOf(String(req.params.id));
      const order = await services.orders.getForCaller({ customerId: null, isStaff: true }, id);
      const extras = await services.orderAdmin.extras(order.id);
      const pdf = await services.orderAdmin.packingSlipPdf({ ...order, courier: extras.courier, trackingNumber: extras.trackingNumber });
      res.type('application/pdf').setHeader('Content-Disposition', `attachment; filename="packing-slip-${order.orderNumber}.pdf"`).send(pdf);
    }),
  );
  return router;
}
