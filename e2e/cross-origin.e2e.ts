/**
 * An integrator's storefront on another origin (issue #14, item 1): a page served by a tiny static
 * server on a second local port lists products over GraphQL, shows a product image from the
 * store, logs in with the development code and adds to the cart, with the bearer token, through
 * CORS (preflights included). The same page on an origin not in CORS_ORIGINS is refused by the browser.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useE2E } from './harness.js';

// Below Linux's ephemeral range (32768+), where an outgoing connection may hold the port.
const PARTNER_PORT = 20000 + Math.floor(Math.random() * 12000);
const PARTNER_ORIGIN = `http://localhost:${PARTNER_PORT}`;

/** The partner's storefront: plain HTML and fetch, no library, as an integrator would start. */
const PARTNER_PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><title>Partner storefront</title></head>
<body>
<h1>Partner storefront</h1>
<ul id="products"></ul>
<p id="login">not logged in</p>
<p id="cart">cart empty</p>
<p id="rest"></p>
<p id="error"></p>
<script type="module">
const api = new URLSearchParams(location.search).get('api');
async function gql(query, variables, token) {
  const response = await fetch(api + '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: 'Bearer ' + token } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const answer = await response.json();
  if (answer.errors) throw new Error(answer.errors[0].message);
  return answer.data;
}
try {
  const { products } = await gql('{ products(first: 3) { nodes { id name price { amount } image variants { colorName sizes { size inStock } } } } }');
  const list = document.getElementById('products');
  for (const product of products.nodes) {
    const item = document.createElement('li');
    const image = document.createElement('img');
    image.src = new URL(product.image, api).href; // relative unless the store sets PUBLIC_URL
    image.alt = product.name;
    image.width = 80;
    item.append(image, ' ' + product.name + ' ₹' + product.price.amount);
    list.append(item);
  }
  const phone = '9876500314';
  const sent = await gql('mutation($phone: String!) { sendOtp(phone: $phone) { otpSent { otp } } }', { phone });
  const verifyOtp = (await gql('mutation($phone: String!, $otp: String!) { verifyOtp(phone: $phone, otp: $otp) { login { token customer { phone } } } }', { phone, otp: sent.sendOtp.otpSent.otp })).verifyOtp.login;
  document.getElementById('login').textContent = 'logged in as ' + verifyOtp.customer.phone;
  const product = products.nodes.find((p) => p.variants.some((v) => v.sizes.some((s) => s.inStock)));
  const variant = product.variants.find((v) => v.sizes.some((s) => s.inStock));
  const size = variant.sizes.find((s) => s.inStock).size;
  const { addToCart } = await gql(
    'mutation($line: CartLineInput!) { addToCart(line: $line) { cart { itemCount lines { productName } } userErrors { field code message } } }',
    { line: { productId: product.id, color: variant.colorName, size, quantity: 1 } },
    verifyOtp.token,
  );
  document.getElementById('cart').textContent = 'cart: ' + addToCart.cart.itemCount + ' item (' + addToCart.cart.lines[0].productName + ')';
  const rest = await (await fetch(api + '/api/v1/user/get-cart', { headers: { authorization: 'Bearer ' + verifyOtp.token } })).json();
  if (!rest.success) throw new Error('REST cart: ' + rest.message);
  document.getElementById('rest').textContent = 'REST ok';
} catch (error) {
  document.getElementById('error').textContent = 'failed: ' + error.message;
}
</script>
</body></html>`;

describe('a storefront on another origin', () => {
  const e2e = useE2E({ CORS_ORIGINS: PARTNER_ORIGIN });
  let partner: http.Server;

  beforeAll(async () => {
    partner = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(PARTNER_PAGE);
    });
    await new Promise<void>((resolve) => partner.listen(PARTNER_PORT, '127.0.0.1', resolve));
    expect((partner.address() as AddressInfo).port).toBe(PARTNER_PORT);
  });
  afterAll(async () => {
    partner?.closeAllConnections();
    await new Promise((resolve) => partner?.close(resolve));
  });

  it('lists products with their images, logs in and adds to the cart through the API', async () => {
    const page = await e2e.newPage(1280);
    // JSON and bearer-token calls are preflighted by the browser (not visible to Playwright's
    // request events): getting this far means every preflight was answered.
    await page.goto(`${PARTNER_ORIGIN}/?api=${encodeURIComponent(e2e.baseUrl)}`);
    // The script's last step (or its failure) ends the journey.
    await expect.poll(async () => (await page.locator('#rest').innerText()) + (await page.locator('#error').innerText()), { timeout: 20_000 }).not.toBe('');
    expect(await page.locator('#error').innerText()).toBe('');
    expect(await page.locator('#cart').innerText()).toMatch(/^cart: 1 item/);
    expect(await page.locator('#login').innerText()).toBe('logged in as 9876500314');
    expect(await page.locator('#rest').innerText()).toBe('REST ok');
    expect(await page.locator('#products li').count()).toBe(3);
    // The store's images load on the partner's page (Cross-Origin-Resource-Policy: cross-origin).
    await expect
      .poll(() => page.locator('#products img').evaluateAll((images) => images.map((img) => (img as HTMLImageElement).naturalWidth)), { timeout: 10_000 })
      .toEqual([expect.any(Number), expect.any(Number), expect.any(Number)]);
    const widths = await page.locator('#products img').evaluateAll((images) => images.map((img) => (img as HTMLImageElement).naturalWidth));
    expect(widths.every((width) => width > 0)).toBe(true);
    await e2e.screenshot(page, 'cross-origin-partner');
  });

  it('the same page on an origin not in CORS_ORIGINS is refused by the browser', async () => {
    const page = await e2e.newPage(1280);
    // 127.0.0.1 and localhost are different origins: this one is not on the list.
    await page.goto(`http://127.0.0.1:${PARTNER_PORT}/?api=${encodeURIComponent(e2e.baseUrl)}`);
    await expect.poll(() => page.locator('#error').innerText(), { timeout: 20_000 }).toMatch(/^failed: /);
    expect(await page.locator('#products li').count()).toBe(0);
    expect(await page.locator('#login').innerText()).toBe('not logged in');
  });
});
