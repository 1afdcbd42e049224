import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { useE2E } from './harness.js';

async function sql<T = Record<string, unknown>>(databaseUrl: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A product whose first colour has an in-stock size (what the product page preselects). */
async function productToBuy(databaseUrl: string, offset: number) {
  const [row] = await sql<{ id: number; size: string; name: string; variant_size_id: number }>(
    databaseUrl,
    `SELECT p.id, p.name, vs.size, vs.id AS variant_size_id FROM product p
       JOIN variant v ON v.product_id = p.id AND v.position = 0
       JOIN LATERAL (SELECT * FROM variant_size s WHERE s.variant_id = v.id AND s.stock > 2 ORDER BY s.position LIMIT 1) vs ON true
     ORDER BY p.id OFFSET $1 LIMIT 1`,
    [offset],
  );
  return { id: String(row.id), size: row.size, name: row.name, variantSizeId: row.variant_size_id };
}

async function login(page: Page, phone: string) {
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const code = (await page.getByTestId('dev-otp').innerText()).trim();
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: /Verify/ }).click();
  await page.waitForURL((url) => !url.pathname.includes('user-login'));
}

async function addToCart(page: Page, product: { id: string; size: string }) {
  await page.goto(`/product-details/${product.id}`);
  await page.getByRole('button', { name: product.size, exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByText(/Added to cart successfully/).first().waitFor();
}

async function addAddress(page: Page) {
  await page.getByRole('button', { name: 'Add New Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Address' });
  await dialog.getByLabel('Full name').fill('Asha Verma');
  await dialog.getByLabel('Mobile number').fill('9876543210');
  await dialog.getByLabel('Pincode').fill('226001');
  await expect.poll(() => dialog.getByLabel('State').inputValue(), { timeout: 10_000 }).toBe('Uttar Pradesh');
  await dialog.getByLabel('House / flat no. and building').fill('Flat 4B, Gulmohar Residency');
  await dialog.getByLabel('Address (street, area)').fill('12 Station Road');
  await dialog.getByRole('button', { name: 'Save Address' }).click();
  await page.getByText('Address added successfully!').first().waitFor();
  await page.getByRole('radio', { name: /Asha Verma/ }).waitFor();
}

/** Staff moves orders through the order service's mutations on the staff endpoint, /admin/graphql. */
async function staff(baseUrl: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${baseUrl}/admin/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer staff-token-for-tests-only' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(body.errors[0].message);
  return body.data;
}
const advanceOrder = (baseUrl: string, id: string) => staff(baseUrl, `mutation($id: ID!) { advanceOrder(orderId: $id) { status } }`, { id });

async function downloadPdf(page: Page, button: string, fileName: RegExp) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(fileName);
  expect(fs.readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');
}

describe('orders journeys', () => {
  const e2e = useE2E();

  it('visitor → cart → login → new address → cash on delivery → order placed → My Orders → detail → cancel', async () => {
    const product = await productToBuy(e2e.databaseUrl, 3);
    const [{ stock: before }] = await sql<{ stock: number }>(e2e.databaseUrl, `SELECT stock FROM variant_size WHERE id = $1`, [product.variantSizeId]);
    const page = await e2e.newPage(1280);
    await addToCart(page, product);
    await page.goto('/add-to-cart');
    await page.getByRole('button', { name: 'Check Out' }).click();
    await page.waitForURL('**/user-login');
    await login(page, '9811100001');
    if (!page.url().endsWith('/check-out')) await page.goto('/check-out');

    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    // Place Order before choosing an address: the spec's check.
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText('Please select an address!').first().waitFor();
    await addAddress(page);
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    await page.getByText('₹49.00').first().waitFor();
    await e2e.screenshot(page, 'orders-checkout-1280');
    // The order goes with its checkout attempt's key, in the input and as the header the balancer
    // reads to replay it safely (issue #15).
    const placeRequest = page.waitForRequest((r) => r.method() === 'POST' && (r.postData() ?? '').includes('mutation PlaceOrder'));
    await page.getByRole('button', { name: 'Place Order' }).click();
    const sent = await placeRequest;
    const key = (sent.postDataJSON() as { variables: { input: { idempotencyKey: string } } }).variables.input.idempotencyKey;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.headers()['idempotency-key']).toBe(key);
    const placed = page.getByRole('dialog', { name: 'Order Placed Successfully!' });
    await placed.getByText('Order ID:').waitFor();
    await page.waitForURL('**/order-placed/*', { timeout: 10_000 });
    const orderId = page.url().split('/').pop()!;
    await page.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
    const [{ stock: after }] = await sql<{ stock: number }>(e2e.databaseUrl, `SELECT stock FROM variant_size WHERE id = $1`, [product.variantSizeId]);
    expect(after).toBe(before - 1);

    await page.goto('/my-orders');
    await page.getByRole('tab', { name: 'Ongoing', selected: true }).waitFor();
    await page.getByText(`Order ID: ${orderId}`, { exact: false }).waitFor();
    await page.getByText('Cash on Delivery').first().waitFor();
    await e2e.screenshot(page, 'orders-my-orders-1280');
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByText('No history orders found.').waitFor();
    await page.getByRole('tab', { name: 'Ongoing' }).click();
    await page.getByRole('link', { name: 'View Details' }).first().click();
    await page.waitForURL(`**/order-placed/${orderId}`);
    await page.locator('[aria-current="step"]', { hasText: 'Order Progress' }).waitFor();
    await e2e.screenshot(page, 'orders-detail-1280');

    // Declining keeps the order; confirming with a reason cancels it.
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByRole('dialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'No, keep it' }).click();
    await page.getByText('Your order is safe :)').waitFor();
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this order?' });
    await confirm.getByLabel('Reason for cancelling').fill('Ordered the wrong size');
    await confirm.getByRole('button', { name: 'Yes, cancel it!' }).click();
    await page.getByText('Your order has been cancelled.').waitFor();
    await page.locator('.order-tracker__cancelled', { hasText: 'Cancelled' }).waitFor();
    const [{ stock: restored }] = await sql<{ stock: number }>(e2e.databaseUrl, `SELECT stock FROM variant_size WHERE id = $1`, [product.variantSizeId]);
    expect(restored).toBe(before);
    await page.goto('/my-orders');
    await page.getByText('No ongoing orders found.').waitFor();
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByText(`Order ID: ${orderId}`, { exact: false }).waitFor();
  });

  it('Pay Now with the test gateway: a failed payment, then Pay Now from My Orders succeeds; the invoice downloads', async () => {
    const product = await productToBuy(e2e.databaseUrl, 8);
    const page = await e2e.newPage(375);
    await page.goto('/user-login');
    await login(page, '9811100002');
    await addToCart(page, product);
    await page.goto('/check-out');
    await addAddress(page);
    await expect.poll(() => page.getByRole('radio', { name: /Pay Now/ }).isChecked()).toBe(true);
    await e2e.screenshot(page, 'orders-checkout-375');
    await page.getByRole('button', { name: 'Place Order' }).click();
    const gateway = page.getByRole('dialog', { name: 'Test payment gateway' });
    await gateway.getByRole('button', { name: 'Make payment fail' }).click();
    const failed = page.getByRole('dialog', { name: 'Order placed: awaiting payment' });
    await failed.getByText('Please complete your payment.').waitFor();
    await failed.getByRole('button', { name: 'Go to my order' }).click();
    await page.waitForURL('**/order-placed/*');
    const orderId = page.url().split('/').pop()!;
    const [row] = await sql<{ payment_status: string }>(e2e.databaseUrl, `SELECT payment_status FROM orders WHERE id = $1`, [Number(orderId)]);
    expect(row.payment_status).toBe('PENDING');
    const [{ count }] = await sql<{ count: number }>(e2e.databaseUrl, `SELECT count(*)::int AS count FROM payment_attempt a JOIN payment p ON p.id = a.payment_id WHERE p.order_id = $1 AND a.status = 'FAILED'`, [Number(orderId)]);
    expect(count).toBe(1);
    await e2e.screenshot(page, 'orders-detail-375');

    await page.goto('/my-orders');
    await e2e.screenshot(page, 'orders-my-orders-375');
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.getByRole('dialog', { name: 'Test payment gateway' }).getByRole('button', { name: /^Pay ₹/ }).click();
    await page.getByText('Payment received. Thank you!').waitFor();
    await expect.poll(async () => (await sql<{ payment_status: string }>(e2e.databaseUrl, `SELECT payment_status FROM orders WHERE id = $1`, [Number(orderId)]))[0].payment_status).toBe('PAID');
    await expect.poll(() => page.getByRole('button', { name: 'Pay Now' }).count()).toBe(0);

    // Paid, but not dispatched: no tax invoice yet.
    await page.goto(`/order-placed/${orderId}`);
    await page.getByText('Issued when your order ships').waitFor();
    expect(await page.getByRole('button', { name: 'Download Invoice' }).count()).toBe(0);
    await advanceOrder(e2e.baseUrl, orderId);
    await advanceOrder(e2e.baseUrl, orderId);
    await page.reload();
    await page.getByText(/^INV\/\d\d-\d\d\/\d{6}$/).waitFor();
    await downloadPdf(page, 'Download Invoice', /^invoice-KS\d{8}\.pdf$/);
  });

  it('the tax invoice appears only once the order ships; a parcel that comes back gets a credit note; a typed state must match the pincode', async () => {
    const product = await productToBuy(e2e.databaseUrl, 12);
    for (const width of [375, 1280]) {
      const page = await e2e.newPage(width);
      await page.goto('/user-login');
      await login(page, width === 375 ? '9811100003' : '9811100004');
      await addToCart(page, product);
      await page.goto('/check-out');

      // A Mumbai pincode with the state typed as Uttar Pradesh is refused under the State field.
      await page.getByRole('button', { name: 'Add New Address' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Address' });
      await dialog.getByLabel('Full name').fill('Ravi Kulkarni');
      await dialog.getByLabel('Mobile number').fill('9876543211');
      await dialog.getByLabel('Pincode').fill('400001');
      await expect.poll(() => dialog.getByLabel('State').inputValue(), { timeout: 10_000 }).toBe('Maharashtra');
      await dialog.getByLabel('State').fill('Uttar Pradesh');
      await dialog.getByLabel('House / flat no. and building').fill('Flat 2, Sea View');
      await dialog.getByLabel('Address (street, area)').fill('Marine Drive');
      await dialog.getByRole('button', { name: 'Save Address' }).click();
      await dialog.locator('.field__error', { hasText: 'Pincode 400001 is in Maharashtra, not Uttar Pradesh.' }).waitFor();
      await e2e.screenshot(page, `orders-address-state-mismatch-${width}`);
      await dialog.getByLabel('State').fill('Maharashtra');
      await dialog.getByRole('button', { name: 'Save Address' }).click();
      await page.getByText('Address added successfully!').first().waitFor();
      await page.getByRole('radio', { name: /Ravi Kulkarni/ }).waitFor();

      await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL('**/order-placed/*', { timeout: 10_000 });
      const orderId = page.url().split('/').pop()!;
      await page.getByRole('heading', { name: `Order #${orderId}` }).waitFor();
      await page.getByText('Issued when your order ships').waitFor();
      expect(await page.getByRole('button', { name: /Download (Invoice|Credit Note)/ }).count()).toBe(0);

      await advanceOrder(e2e.baseUrl, orderId); // processing: still no invoice
      await page.reload();
      await page.locator('[aria-current="step"]', { hasText: 'Processing' }).waitFor();
      expect(await page.getByRole('button', { name: 'Download Invoice' }).count()).toBe(0);

      await advanceOrder(e2e.baseUrl, orderId); // shipped: the invoice is issued
      await page.reload();
      await page.locator('[aria-current="step"]', { hasText: 'Shipped' }).waitFor();
      await page.getByRole('button', { name: 'Download Invoice' }).waitFor();
      const [{ invoice_number, place_of_supply_code }] = await sql<{ invoice_number: string; place_of_supply_code: string }>(
        e2e.databaseUrl,
        `SELECT invoice_number, place_of_supply_code FROM orders WHERE id = $1`,
        [Number(orderId)],
      );
      expect(invoice_number).toMatch(/^INV\/\d\d-\d\d\/\d{6}$/);
      expect(place_of_supply_code).toBe('27'); // Maharashtra: IGST
      await page.getByText(invoice_number).waitFor();
      await e2e.screenshot(page, `orders-detail-shipped-${width}`);
      await downloadPdf(page, 'Download Invoice', /^invoice-KS\d{8}\.pdf$/);

      // The parcel comes back: the store cancels it and a credit note reverses the invoice.
      await staff(e2e.baseUrl, `mutation($id: ID!) { staffCancelOrder(orderId: $id, reason: "Refused at the door") { status } }`, { id: orderId });
      await page.reload();
      await page.getByRole('button', { name: 'Download Credit Note' }).waitFor();
      await page.getByText(/^CN\/\d\d-\d\d\/\d{6}$/).waitFor();
      await e2e.screenshot(page, `orders-detail-credit-note-${width}`);
      await downloadPdf(page, 'Download Credit Note', /^credit-note-CN-\d\d-\d\d-\d{6}-KS\d{8}\.pdf$/);
    }
  });
});

describe('a store running Cash on Delivery only (ONLINE_PAYMENTS=off)', () => {
  const e2e = useE2E({ ONLINE_PAYMENTS: 'off' });

  it("checkout hides Pay Now and says why; a limit refusal shows the server's message; a cash order is placed", async () => {
    const product = await productToBuy(e2e.databaseUrl, 12);
    const page = await e2e.newPage(1280);
    await page.goto('/user-login');
    await login(page, '9811100009');
    await addToCart(page, product);
    await page.goto('/check-out');
    await addAddress(page);
    await page.getByText('Online payment is not available right now. Please choose Cash on Delivery.').waitFor();
    expect(await page.getByRole('radio', { name: /Pay Now/ }).count()).toBe(0);
    await expect.poll(() => page.getByRole('radio', { name: /Cash on Delivery/ }).isChecked()).toBe(true);
    await e2e.screenshot(page, 'orders-checkout-cash-only-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await e2e.screenshot(page, 'orders-checkout-cash-only-375');

    // More than 10 of one size (put straight into the cart): the server refuses, the screen says its words.
    await sql(e2e.databaseUrl, `UPDATE cart_item SET quantity = 11 WHERE customer_id = (SELECT id FROM customer WHERE phone = $1)`, ['9811100009']);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText(`Only 10 item(s) of one size per order. Please reduce ${product.name}`, { exact: false }).first().waitFor();
    await sql(e2e.databaseUrl, `UPDATE cart_item SET quantity = 1 WHERE customer_id = (SELECT id FROM customer WHERE phone = $1)`, ['9811100009']);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('dialog', { name: 'Order Placed Successfully!' }).waitFor();
    const [order] = await sql<{ payment_method: string }>(e2e.databaseUrl, `SELECT payment_method FROM orders WHERE customer_id = (SELECT id FROM customer WHERE phone = $1)`, ['9811100009']);
    expect(order.payment_method).toBe('COD');
  });
});
