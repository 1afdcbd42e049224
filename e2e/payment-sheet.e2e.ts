/**
 * Issue 25, item 9: closing the payment sheet (✕) emptied the cart and left an unpaid order that
 * looked confirmed. Now: dismiss → the order says it awaits payment, with its deadline, and the
 * cart is still there; dismiss again → the same clear ways on (try paying again, pay on delivery
 * instead); paying on delivery cancels the unpaid order and places the kept cart as a cash order.
 */
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

async function login(page: Page, phone: string) {
  await page.goto('/user-login');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const code = (await page.getByTestId('dev-otp').innerText()).trim();
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: /Verify/ }).click();
  await page.waitForURL((url) => !url.pathname.includes('user-login'));
}

describe('the payment sheet closed', () => {
  const e2e = useE2E();

  it('keeps the cart, shows the order awaiting payment with its deadline, and offers a way on after two dismissals', async () => {
    const [product] = await sql<{ id: number; size: string; name: string }>(
      e2e.databaseUrl,
      `SELECT p.id, p.name, vs.size FROM product p JOIN variant v ON v.product_id = p.id AND v.position = 0
         JOIN LATERAL (SELECT * FROM variant_size s WHERE s.variant_id = v.id AND s.stock > 2 ORDER BY s.position LIMIT 1) vs ON true
       ORDER BY p.id OFFSET 21 LIMIT 1`,
    );
    const page = await e2e.newPage(375);
    await login(page, '9811100025');
    await page.goto(`/product-details/${product.id}`);
    await page.getByRole('button', { name: product.size, exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText(/Added to cart successfully/).first().waitFor();
    await page.goto('/check-out');
    await page.getByRole('button', { name: 'Add New Address' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Address' });
    await form.getByLabel('Full name').fill('Asha Verma');
    await form.getByLabel('Mobile number').fill('9876543210');
    await form.getByLabel('Pincode').fill('226001');
    await expect.poll(() => form.getByLabel('State').inputValue(), { timeout: 10_000 }).toBe('Uttar Pradesh');
    await form.getByLabel('House / flat no. and building').fill('Flat 4B, Gulmohar Residency');
    await form.getByLabel('Address (street, area)').fill('12 Station Road');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await page.getByRole('radio', { name: /Asha Verma/ }).waitFor();
    await expect.poll(() => page.getByRole('radio', { name: /Pay Now/ }).isChecked()).toBe(true);

    // First dismissal: ✕ on the payment sheet.
    await page.getByRole('button', { name: 'Place Order' }).click();
    const sheet = page.getByRole('dialog', { name: 'Test payment gateway' });
    await sheet.getByRole('button', { name: 'Close' }).click();
    const awaiting = page.getByRole('dialog', { name: 'Order placed: awaiting payment' });
    await awaiting.getByText(/is not paid yet\. Pay by \d{2} \w{3} \d{4}, \d{2}:\d{2}, or it is cancelled/).waitFor();
    await awaiting.getByText('Your cart is kept until the payment goes through.').waitFor();
    await e2e.screenshot(page, 'payment-sheet-dismissed-375');
    const [order] = await sql<{ id: number; order_number: string; status: string; payment_status: string }>(
      e2e.databaseUrl,
      `SELECT o.id, o.order_number, o.status, o.payment_status FROM orders o JOIN customer c ON c.id = o.customer_id WHERE c.phone LIKE '%9811100025' ORDER BY o.id DESC LIMIT 1`,
    );
    expect(order.status).toBe('PLACED');
    expect(['PENDING', 'FAILED']).toContain(order.payment_status);
    const cartRows = async () =>
      (await sql<{ n: number }>(e2e.databaseUrl, `SELECT count(*)::int AS n FROM cart_item i JOIN customer c ON c.id = i.customer_id WHERE c.phone LIKE '%9811100025'`))[0].n;
    expect(await cartRows()).toBe(1);

    // Second dismissal (Try paying again, then ✕): still a clear way on.
    await awaiting.getByRole('button', { name: 'Try paying again' }).click();
    await page.getByRole('dialog', { name: 'Test payment gateway' }).getByRole('button', { name: 'Close' }).click();
    await page.getByText(`${'Payment Not Successfull!'}`).first().waitFor();
    await awaiting.getByRole('button', { name: 'Try paying again' }).waitFor();
    expect(await awaiting.getByRole('button', { name: 'Try paying again' }).isEnabled()).toBe(true);
    expect(await awaiting.getByRole('button', { name: 'Pay on delivery instead' }).isEnabled()).toBe(true);
    expect(await cartRows()).toBe(1);

    // The order page says it awaits payment, with the deadline, and offers Pay Now.
    await awaiting.getByRole('button', { name: 'Go to my order' }).click();
    await page.waitForURL(`**/order-placed/${order.id}`);
    await page.getByText(/Awaiting payment: pay by \d{2} \w{3} \d{4}, \d{2}:\d{2}, or the order is cancelled\./).waitFor();
    await page.getByRole('button', { name: 'Pay Now' }).waitFor();
    await e2e.screenshot(page, 'payment-awaiting-order-375');
    await page.setViewportSize({ width: 1280, height: 800 });
    await e2e.screenshot(page, 'payment-awaiting-order-1280');
    await page.setViewportSize({ width: 375, height: 812 });

    // The cart is still there; paying on delivery instead cancels the unpaid order and places the cart as cash.
    await page.goto('/check-out');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('dialog', { name: 'Test payment gateway' }).getByRole('button', { name: 'Close' }).click();
    const again = page.getByRole('dialog', { name: 'Order placed: awaiting payment' });
    await again.getByRole('button', { name: 'Pay on delivery instead' }).click();
    await expect.poll(() => page.getByRole('radio', { name: /Cash on Delivery/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('dialog', { name: 'Order Placed Successfully!' }).waitFor();
    await expect.poll(cartRows).toBe(0);
    const orders = await sql<{ payment_method: string; status: string }>(
      e2e.databaseUrl,
      `SELECT o.payment_method, o.status FROM orders o JOIN customer c ON c.id = o.customer_id WHERE c.phone LIKE '%9811100025' ORDER BY o.id`,
    );
    expect(orders).toEqual([
      { payment_method: 'ONLINE', status: 'PLACED' },
      { payment_method: 'ONLINE', status: 'CANCELLED' },
      { payment_method: 'COD', status: 'PLACED' },
    ]);
  }, 240_000);
});
