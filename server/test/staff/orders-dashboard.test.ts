/** The dashboard's order work: list filters and search, state-machine actions, shipping details, downloads, overview, customers. */
import { describe, expect, it, beforeAll } from 'vitest';
import { useTestServer } from '../harness.js';
import { addToCart, newShopper, pickPincode, placeCod, sizeWithStock, type Shopper } from '../orders/orders-kit.js';
import { staffLogin } from './staff-kit.js';

const ts = useTestServer();
let staff: string;
let shopper: Shopper;
let shopperPhone: string;
let orderId: string;

const ORDER = `query($id: ID!) { adminOrder(id: $id) { order { status statusHistory { status } } courier trackingNumber allowedActions customerPhone } }`;

beforeAll(async () => {
  staff = (await staffLogin(ts, 'fulfilment')).token;
  shopper = await newShopper(ts, await pickPincode(ts, { inUp: true }));
  [{ phone: shopperPhone }] = await ts.db.dataSource.query(`SELECT phone FROM customer WHERE id = $1`, [shopper.customerId]);
  await addToCart(ts, shopper, await sizeWithStock(ts, 5, 60), 2);
  orderId = String((await placeCod(ts, shopper)).body._id);
});

describe('orders in the dashboard', () => {
  it('filters by status, payment and date, and finds by order number or phone', async () => {
    const list = async (filter: Record<string, unknown>) => (await ts.admin(`query($f: AdminOrderFilter) { adminOrders(filter: $f) { total orders { id orderNumber customerPhone itemCount } } }`, { f: filter }, staff)).data.adminOrders;
    const placed = await list({ status: 'PLACED', paymentMethod: 'COD', paymentStatus: 'PENDING' });
    expect(placed.orders.map((o: { id: string }) => o.id)).toContain(orderId);
    const number = placed.orders.find((o: { id: string }) => o.id === orderId).orderNumber;
    expect((await list({ search: number })).orders).toEqual([expect.objectContaining({ id: orderId, itemCount: 2 })]);
    expect((await list({ search: number.replace(/^KS0*/, '') })).orders.map((o: { id: string }) => o.id)).toEqual([orderId]);
    expect((await list({ search: shopperPhone })).orders.map((o: { id: string }) => o.id)).toEqual([orderId]);
    expect((await list({ status: 'DELIVERED', search: shopperPhone })).total).toBe(0);
    expect((await list({ to: '2000-01-01' })).total).toBe(0);
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    expect((await list({ from: today, to: today, search: shopperPhone })).total).toBe(1);
  });

  it('refuses a bad filter field by field', async () => {
    const bad = async (filter: Record<string, unknown>) => (await ts.admin(`query($f: AdminOrderFilter) { adminOrders(filter: $f) { total } }`, { f: filter }, staff)).errors?.[0]?.extensions?.field;
    expect(await bad({ from: '23/11/2026' })).toBe('from');
    expect(await bad({ from: '2026-11-23', to: '2026-11-01' })).toBe('to');
    expect(await bad({ search: 'hello' })).toBe('search');
  });

  it('offers only what the state machine allows, ships with courier and tracking, and tells the shopper', async () => {
    expect((await ts.admin(ORDER, { id: orderId }, staff)).data.adminOrder.allowedActions).toEqual(['CONFIRM', 'CANCEL']);
    // Not yet confirmed: shipping is refused and nothing changes.
    const early = await ts.admin(`mutation($id: ID!) { shipOrder(orderId: $id, courier: "Delhivery", trackingNumber: "DL12345678") { status } }`, { id: orderId }, staff);
    expect(early.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    await ts.admin(`mutation($id: ID!) { confirmOrder(orderId: $id) { status } }`, { id: orderId }, staff);
    const detail = (await ts.admin(ORDER, { id: orderId }, staff)).data.adminOrder;
    expect(detail.order.status).toBe('PROCESSING');
    expect(detail.allowedActions).toEqual(['SHIP', 'CANCEL']);

    const noTracking = await ts.admin(`mutation($id: ID!) { shipOrder(orderId: $id, courier: "Delhivery", trackingNumber: "#") { status } }`, { id: orderId }, staff);
    expect(noTracking.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_INPUT', field: 'trackingNumber' });
    expect((await ts.admin(ORDER, { id: orderId }, staff)).data.adminOrder.order.status).toBe('PROCESSING');

    const shipped = await ts.admin(`mutation($id: ID!) { shipOrder(orderId: $id, courier: "Delhivery", trackingNumber: "DL12345678") { status } }`, { id: orderId }, staff);
    expect(shipped.data.shipOrder.status).toBe('SHIPPED');
    const after = (await ts.admin(ORDER, { id: orderId }, staff)).data.adminOrder;
    expect(after).toMatchObject({ courier: 'Delhivery', trackingNumber: 'DL12345678', allowedActions: ['OUT_FOR_DELIVERY'] });
    const [note] = await ts.db.dataSource.query(`SELECT body FROM notification WHERE customer_id = $1 ORDER BY id DESC LIMIT 1`, [shopper.customerId]);
    expect(note.body).toContain('Courier: Delhivery, tracking number DL12345678');

    // Delivering before it is out for delivery is refused.
    const skip = await ts.admin(`mutation($id: ID!) { markDelivered(orderId: $id) { status } }`, { id: orderId }, staff);
    expect(skip.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    await ts.admin(`mutation($id: ID!) { markOutForDelivery(orderId: $id) { status } }`, { id: orderId }, staff);
    expect((await ts.admin(ORDER, { id: orderId }, staff)).data.adminOrder.allowedActions).toEqual(['DELIVER', 'MARK_COD_PAID']);
    await ts.admin(`mutation($id: ID!) { markDelivered(orderId: $id) { status } }`, { id: orderId }, staff);
    const mine = await ts.gql(`{ myOrders { nodes { id status } } }`, undefined, shopper.token);
    expect(mine.data.myOrders.nodes).toEqual(expect.arrayContaining([{ id: orderId, status: 'DELIVERED' }]));

    const [audit] = await ts.db.dataSource.query(`SELECT action, before, after FROM audit_log WHERE entity_type = 'order' AND entity_id = $1 AND action = 'order.ship'`, [orderId]);
    expect(audit).toMatchObject({ before: { status: 'PROCESSING' }, after: { status: 'SHIPPED', courier: 'Delhivery', trackingNumber: 'DL12345678' } });
  });

  it('downloads the filtered list as CSV, the invoice and the packing slip (staff only)', async () => {
    const get = (path: string, token?: string) => fetch(`${ts.baseUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const csv = await get(`/admin/files/orders.csv?search=${shopperPhone}`, staff);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toMatch(/^Order number,Placed at,Status/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Delhivery');
    expect((await get(`/admin/files/orders.csv?from=bad`, staff)).status).toBe(400);
    expect((await get(`/admin/files/orders.csv`)).status).toBe(401);
    const catalogue = (await staffLogin(ts, 'catalogue')).token;
    expect((await get(`/admin/files/orders.csv`, catalogue)).status).toBe(403);
    for (const file of ['invoice.pdf', 'packing-slip.pdf']) {
      const pdf = await get(`/admin/files/orders/${orderId}/${file}`, staff);
      expect(pdf.status).toBe(200);
      expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('shows the overview: orders and revenue, waiting per status, low stock and 30 days of sales', async () => {
    const { data } = await ts.admin(`{ dashboardOverview { todayOrders todayRevenue weekOrders waiting { status count } lowStock { stock } dailySales { day orders revenue } } }`, undefined, staff);
    const o = data.dashboardOverview;
    expect(o.todayOrders).toBeGreaterThanOrEqual(1);
    expect(o.todayRevenue).toBeGreaterThan(0);
    expect(o.waiting.map((w: { status: string }) => w.status)).toEqual(['PLACED', 'PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY']);
    expect(o.dailySales).toHaveLength(30);
    expect(o.dailySales[29].orders).toBe(o.todayOrders);
    expect(o.lowStock.every((s: { stock: number }) => s.stock <= 5)).toBe(true);
  });

  it("finds a customer by phone or name and reads their orders, addresses and notifications", async () => {
    await ts.db.dataSource.query(`UPDATE customer SET name = 'Meera Iyer' WHERE id = $1`, [shopper.customerId]);
    const byPhone = await ts.admin(`query($q: String!) { adminCustomers(query: $q) { id name orderCount } }`, { q: shopperPhone.slice(0, 7) }, staff);
    expect(byPhone.data.adminCustomers).toEqual(expect.arrayContaining([{ id: String(shopper.customerId), name: 'Meera Iyer', orderCount: 1 }]));
    const byName = await ts.admin(`{ adminCustomers(query: "meera") { id } }`, undefined, staff);
    expect(byName.data.adminCustomers.map((c: { id: string }) => c.id)).toContain(String(shopper.customerId));
    const detail = await ts.admin(`query($id: ID!) { adminCustomer(id: $id) { orders { id } addresses { city } notifications { title } } }`, { id: String(shopper.customerId) }, staff);
    expect(detail.data.adminCustomer.orders).toEqual([{ id: orderId }]);
    expect(detail.data.adminCustomer.addresses).toHaveLength(1);
    expect(detail.data.adminCustomer.notifications.length).toBeGreaterThan(1);
    const tooShort = await ts.admin(`{ adminCustomers(query: "a") { id } }`, undefined, staff);
    expect(tooShort.errors?.[0]?.extensions?.field).toBe('query');
  });

  it('keeps an order move and its audit record together: when the record cannot be written, the order does not move', async () => {
    await addToCart(ts, shopper, await sizeWithStock(ts, 5, 60), 1);
    const second = String((await placeCod(ts, shopper)).body._id);
    const audit = ts.services.audit;
    const record = audit.record;
    audit.record = async () => {
      throw new Error('audit log unavailable');
    };
    try {
      const refused = await ts.admin(`mutation($id: ID!) { confirmOrder(orderId: $id) { status } }`, { id: second }, staff);
      expect(refused.errors?.[0]).toBeDefined();
    } finally {
      audit.record = record;
    }
    const [row] = await ts.db.dataSource.query(`SELECT status FROM orders WHERE id = $1`, [Number(second)]);
    expect(row.status).toBe('PLACED');
    const [{ count }] = await ts.db.dataSource.query(`SELECT count(*)::int AS count FROM order_status_history WHERE order_id = $1`, [Number(second)]);
    expect(count).toBe(1);
    // With the log back, the same move goes through and is recorded.
    const confirmed = await ts.admin(`mutation($id: ID!) { confirmOrder(orderId: $id) { status } }`, { id: second }, staff);
    expect(confirmed.data.confirmOrder.status).toBe('PROCESSING');
    const [{ entries }] = await ts.db.dataSource.query(`SELECT count(*)::int AS entries FROM audit_log WHERE entity_type = 'order' AND entity_id = $1`, [second]);
    expect(entries).toBe(1);
  });
});
