/** Reviews by buyers: who may write, once per product, plain text, rating follows, reports, moderation, photos. */
import { describe, expect, it, beforeAll } from 'vitest';
import sharp from 'sharp';
import { loginAs, STAFF_TOKEN, useTestServer } from '../harness.js';
import { addToCart, newShopper, pickPincode, placeCod, sizeWithStock, type Shopper, type SizeRef } from '../orders/orders-kit.js';
import { staffLogin } from '../staff/staff-kit.js';
import { plainText } from '../../src/modules/reviews/review-text.js';

const ts = useTestServer({ REVIEW_REPORT_THRESHOLD: '2', REVIEW_PHOTO_MAX_BYTES: '200000' });

const WRITE = `mutation($p: ID!, $i: ReviewInput!) { writeReview(productId: $p, input: $i) { review { id rating title text authorName verifiedBuyer photos } userErrors { field code message } } }`;
const EDIT = `mutation($r: ID!, $i: ReviewInput!) { editReview(reviewId: $r, input: $i) { review { id rating title text photos updatedAt } userErrors { field code message } } }`;
const REPORT = `mutation($r: ID!, $why: String) { reportReview(reviewId: $r, reason: $why) { reported hidden userErrors { field code message } } }`;
/** The first userError of a payload answer (`data.<mutation>.userErrors[0]`). */
const firstUserError = (answer: { data?: Record<string, { userErrors: Array<{ message: string }> }> }) => Object.values(answer.data ?? {})[0]?.userErrors[0];
const PRODUCT = `query($id: ID!) { product(id: $id) { averageRating numReviews reviews(first: 100) { nodes { id verifiedBuyer } } } }`;
const PAGE = `query($p: ID!, $first: Int, $after: String, $last: Int, $before: String) {
  productReviews(productId: $p, first: $first, after: $after, last: $last, before: $before) { totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } items: nodes { id } } }`;
const ELIGIBLE = `query($p: ID!) { reviewEligibility(productId: $p) { canWrite reason myReview { id } } }`;

let buyer: Shopper;
let size: SizeRef;
let productId: string;

async function deliveredOrder(shopper: Shopper, item: SizeRef): Promise<void> {
  await addToCart(ts, shopper, item, 1);
  const placed = await placeCod(ts, shopper);
  await ts.db.dataSource.query(`UPDATE orders SET status = 'DELIVERED' WHERE id = $1`, [Number(placed.body._id)]);
}

const ratingsOf = async (id: string) => {
  const { product } = (await ts.gql(PRODUCT, { id })).data;
  return { ...product, reviews: product.reviews.nodes };
};

beforeAll(async () => {
  const pincode = await pickPincode(ts, { inUp: true });
  buyer = await newShopper(ts, pincode);
  await ts.db.dataSource.query(`UPDATE customer SET name = 'Asha Verma' WHERE id = $1`, [buyer.customerId]);
  size = await sizeWithStock(ts, 20, 30);
  productId = String(size.productId);
});

describe('who may review', () => {
  it('refuses a visitor, a shopper whose order is not delivered, and a shopper with someone else’s delivered order', async () => {
    const input = { rating: 5, text: 'Lovely fabric and a good fit.' };
    const visitor = await ts.gql(WRITE, { p: productId, i: input });
    expect(visitor.errors?.[0]).toMatchObject({ message: 'Log in to write a review.', extensions: { code: 'UNAUTHENTICATED' } });
    expect((await ts.gql(ELIGIBLE, { p: productId })).data.reviewEligibility).toEqual({ canWrite: false, reason: 'Log in to write a review.', myReview: null });

    // Ordered, not delivered yet.
    await addToCart(ts, buyer, size, 1);
    await placeCod(ts, buyer);
    const early = await ts.gql(WRITE, { p: productId, i: input }, buyer.token);
    expect(early.data.writeReview).toEqual({ review: null, userErrors: [{ field: null, code: 'FORBIDDEN', message: 'You can review this product once it has been delivered to you.' }] });

    // Someone else's order of the product was delivered: still not this shopper's.
    const other = await newShopper(ts, await pickPincode(ts, { inUp: true }));
    await deliveredOrder(other, size);
    const notMine = await ts.gql(WRITE, { p: productId, i: input }, buyer.token);
    expect(firstUserError(notMine)).toMatchObject({ code: 'FORBIDDEN' });
    // An unknown product: NOT_FOUND on the productId argument.
    expect(firstUserError(await ts.gql(WRITE, { p: '99999999', i: input }, buyer.token))).toEqual({ field: ['productId'], code: 'NOT_FOUND', message: 'Product not found.' });
    expect((await ts.gql(ELIGIBLE, { p: productId }, buyer.token)).data.reviewEligibility.canWrite).toBe(false);
    const [{ n }] = await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM review WHERE customer_id = $1`, [buyer.customerId]);
    expect(n).toBe(0);
  });
});

describe('writing a review', () => {
  let reviewId: string;

  it('lets a buyer review a delivered product once, as a verified buyer, and the rating and count follow', async () => {
    await deliveredOrder(buyer, size);
    const before = await ratingsOf(productId);
    const written = await ts.gql(WRITE, { p: productId, i: { rating: 1, title: 'Not for me', text: 'The colour ran in the first wash.' } }, buyer.token);
    expect(written.errors).toBeUndefined();
    expect(written.data.writeReview.userErrors).toEqual([]);
    expect(written.data.writeReview.review).toMatchObject({ rating: 1, title: 'Not for me', authorName: 'Asha V.', verifiedBuyer: true, photos: [] });
    reviewId = written.data.writeReview.review.id;

    const after = await ratingsOf(productId);
    expect(after.numReviews).toBe(before.numReviews + 1);
    const [{ avg }] = await ts.db.dataSource.query(`SELECT avg(rating)::real AS avg FROM review WHERE product_id = $1 AND status = 'PUBLISHED'`, [size.productId]);
    expect(after.averageRating).toBeCloseTo(Math.round(avg * 10) / 10, 5);
    expect(after.reviews[0]).toEqual({ id: reviewId, verifiedBuyer: true });
    // The listing's denormalised columns moved in the same transaction.
    const [row] = await ts.db.dataSource.query(`SELECT num_reviews, average_rating FROM product WHERE id = $1`, [size.productId]);
    expect(row.num_reviews).toBe(after.numReviews);

    const again = await ts.gql(WRITE, { p: productId, i: { rating: 5, text: 'Second try at a review.' } }, buyer.token);
    expect(firstUserError(again)).toEqual({ field: null, code: 'CONFLICT', message: 'You have already reviewed this product. Edit your review instead.' });
    expect((await ts.gql(ELIGIBLE, { p: productId }, buyer.token)).data.reviewEligibility).toEqual({ canWrite: true, reason: null, myReview: { id: reviewId } });
  });

  it('lets the writer edit it (rating moves), and no one else', async () => {
    const before = await ratingsOf(productId);
    const edited = await ts.gql(EDIT, { r: reviewId, i: { rating: 5, title: 'Better after all', text: 'Washed it cold and it was fine.' } }, buyer.token);
    expect(edited.data.editReview.review).toMatchObject({ rating: 5, title: 'Better after all' });
    expect(edited.data.editReview.review.updatedAt).not.toBeNull();
    const after = await ratingsOf(productId);
    expect(after.numReviews).toBe(before.numReviews);
    expect(after.averageRating).toBeGreaterThanOrEqual(before.averageRating);

    const stranger = await loginAs(ts, '9800000999');
    const theirs = await ts.gql(EDIT, { r: reviewId, i: { rating: 1, text: 'Trying to edit this one.' } }, stranger.token);
    expect(theirs.data.editReview).toEqual({ review: null, userErrors: [{ field: ['reviewId'], code: 'NOT_FOUND', message: 'Review not found.' }] });
  });

  it('keeps plain text only: tags, scripts and encoded tags are removed', async () => {
    expect(plainText('<script>alert(1)</script>Great <b>shirt</b>')).toBe('Great shirt');
    expect(plainText('&lt;img src=x onerror=alert(1)&gt;Nice &amp; soft')).toBe('Nice & soft');
    expect(plainText('<a href="javascript:alert(1)">click</a>   here\n\n\n\nok')).toBe('click here\n\nok');
    const edited = await ts.gql(EDIT, { r: reviewId, i: { rating: 4, title: '<i>Good</i><script>x()</script>', text: '<p onclick="x()">Fits <b>well</b> &amp; washes fine</p><iframe src="//evil"></iframe>' } }, buyer.token);
    expect(edited.data.editReview.review).toMatchObject({ title: 'Good', text: 'Fits well & washes fine' });
    const [stored] = await ts.db.dataSource.query(`SELECT title, body FROM review WHERE id = $1`, [Number(reviewId)]);
    expect(`${stored.title}${stored.body}`).not.toMatch(/[<>]/);
  });

  it('refuses bad input field by field and writes nothing', async () => {
    const bad = async (input: Record<string, unknown>) => {
      const answer = await ts.gql(EDIT, { r: reviewId, i: input }, buyer.token);
      expect(answer.errors).toBeUndefined();
      expect(answer.data.editReview.review).toBeNull();
      return answer.data.editReview.userErrors[0];
    };
    expect(await bad({ rating: 6, text: 'Long enough text here.' })).toEqual({ field: ['input', 'rating'], code: 'INVALID', message: 'Choose a rating from 1 to 5 stars.' });
    expect(await bad({ rating: 0, text: 'Long enough text here.' })).toMatchObject({ field: ['input', 'rating'] });
    expect(await bad({ rating: 3, text: '<b>short</b>' })).toMatchObject({ field: ['input', 'text'], message: 'Write at least 10 characters about the product.' });
    expect(await bad({ rating: 3, text: 'x'.repeat(2001) })).toMatchObject({ field: ['input', 'text'] });
    expect(await bad({ rating: 3, title: 't'.repeat(121), text: 'Long enough text here.' })).toMatchObject({ field: ['input', 'title'] });
    expect(await bad({ rating: 3, text: 'Long enough text here.', photoIds: ['not-a-photo'] })).toMatchObject({ field: ['input', 'photoIds'] });
    const [stored] = await ts.db.dataSource.query(`SELECT rating FROM review WHERE id = $1`, [Number(reviewId)]);
    expect(stored.rating).toBe(4);
  });

  it('pages the reviews beyond the first page with a cursor', async () => {
    const first = (await ts.gql(PAGE, { p: productId, first: 1 })).data.productReviews;
    expect(first.items).toHaveLength(1);
    const total = first.totalCount;
    const seen = [...first.items.map((r: { id: string }) => r.id)];
    let page = first;
    while (page.pageInfo.hasNextPage) {
      page = (await ts.gql(PAGE, { p: productId, first: 1, after: page.pageInfo.endCursor })).data.productReviews;
      seen.push(...page.items.map((r: { id: string }) => r.id));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    // Backwards from the end: the same reviews, newest first.
    const backwards: string[] = [];
    let before: string | null = null;
    do {
      page = (await ts.gql(PAGE, { p: productId, last: 1, before })).data.productReviews;
      backwards.unshift(...page.items.map((r: { id: string }) => r.id));
      before = page.pageInfo.startCursor;
    } while (page.pageInfo.hasPreviousPage);
    expect(backwards).toEqual(seen);
    // Product.reviews is the same connection.
    expect((await ratingsOf(productId)).reviews.map((r: { id: string }) => r.id)).toEqual(seen);
    expect((await ts.gql(PAGE, { p: productId, after: 'junk' })).errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    expect((await ts.gql(PAGE, { p: productId, first: 101 })).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_INPUT', field: 'first' });
    // An old `r:<id>` cursor is not one of these.
    expect((await ts.gql(PAGE, { p: productId, after: Buffer.from(`r:${seen[0]}`).toString('base64url') })).errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
  });
});

describe('reports and moderation', () => {
  let reviewId: string;
  let reporters: Array<{ token: string }>;

  beforeAll(async () => {
    [{ id: reviewId }] = await ts.db.dataSource.query(`SELECT id::text FROM review WHERE customer_id = $1`, [buyer.customerId]);
    reporters = [await loginAs(ts, '9811100001'), await loginAs(ts, '9811100002'), await loginAs(ts, '9811100003')];
    // Reporting needs a delivered order or an account REVIEW_REPORT_MIN_ACCOUNT_DAYS (30) old.
    await ts.db.dataSource.query(`UPDATE customer SET created_at = now() - interval '31 days' WHERE phone IN ('9811100001', '9811100002', '9811100003')`);
  });

  it('takes one report per shopper, refuses visitors and the writer, and hides the review at the threshold', async () => {
    expect((await ts.gql(REPORT, { r: reviewId })).errors?.[0]).toMatchObject({ message: 'Log in to report a review.', extensions: { code: 'UNAUTHENTICATED' } });
    expect(firstUserError(await ts.gql(REPORT, { r: reviewId }, buyer.token))).toEqual({ field: null, code: 'INVALID', message: 'You cannot report your own review.' });
    const before = await ratingsOf(productId);

    expect((await ts.gql(REPORT, { r: reviewId, why: '<b>spam</b>' }, reporters[0].token)).data.reportReview).toEqual({ reported: true, hidden: false, userErrors: [] });
    expect((await ts.gql(REPORT, { r: reviewId }, reporters[0].token)).data.reportReview).toEqual({
      reported: null,
      hidden: null,
      userErrors: [{ field: null, code: 'CONFLICT', message: 'You have already reported this review.' }],
    });
    expect((await ts.gql(PAGE, { p: productId, first: 50 })).data.productReviews.items.map((r: { id: string }) => r.id)).toContain(reviewId);

    // The second distinct reporter reaches REVIEW_REPORT_THRESHOLD=2: hidden and out of the rating.
    expect((await ts.gql(REPORT, { r: reviewId, why: 'rude' }, reporters[1].token)).data.reportReview).toEqual({ reported: true, hidden: true, userErrors: [] });
    const after = await ratingsOf(productId);
    expect(after.numReviews).toBe(before.numReviews - 1);
    expect(after.reviews.map((r: { id: string }) => r.id)).not.toContain(reviewId);
    expect((await ts.gql(PAGE, { p: productId, first: 50 })).data.productReviews.items.map((r: { id: string }) => r.id)).not.toContain(reviewId);
  });

  it('lets owners and the catalogue team list, restore and hide, audit-logged; fulfilment and shoppers may not', async () => {
    const catalogue = (await staffLogin(ts, 'catalogue')).token;
    const fulfilment = (await staffLogin(ts, 'fulfilment')).token;
    const LIST = `query { reportedReviews(status: "PENDING") { review { id } status reportCount reasons productName } }`;
    const listed = await ts.admin(LIST, {}, catalogue);
    expect(listed.data.reportedReviews).toContainEqual(expect.objectContaining({ review: { id: reviewId }, status: 'PENDING', reportCount: 2, reasons: ['rude', 'spam'] }));

    const denied = await ts.admin(LIST, {}, fulfilment);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await ts.admin(LIST, {}, reporters[0].token)).status).toBe(403);

    const before = await ratingsOf(productId);
    const restored = await ts.admin(`mutation($r: ID!) { restoreReview(reviewId: $r) { status reportCount } }`, { r: reviewId }, catalogue);
    expect(restored.errors).toBeUndefined();
    expect(restored.data.restoreReview).toEqual({ status: 'PUBLISHED', reportCount: 0 });
    expect((await ratingsOf(productId)).numReviews).toBe(before.numReviews + 1);
    // A shopper who reported before cannot report again after the restore.
    expect(firstUserError(await ts.gql(REPORT, { r: reviewId }, reporters[0].token))).toMatchObject({ code: 'CONFLICT' });

    const hidden = await ts.admin(`mutation($r: ID!) { hideReview(reviewId: $r, reason: "abusive") { status } }`, { r: reviewId }, STAFF_TOKEN);
    expect(hidden.data.hideReview.status).toBe('HIDDEN');
    expect((await ratingsOf(productId)).numReviews).toBe(before.numReviews);
    expect(firstUserError(await ts.gql(REPORT, { r: reviewId }, reporters[2].token))).toEqual({ field: ['reviewId'], code: 'NOT_FOUND', message: 'Review not found.' });

    const log = await ts.db.dataSource.query(`SELECT action, role, after FROM audit_log WHERE entity_type = 'review' AND entity_id = $1 ORDER BY id`, [reviewId]);
    expect(log).toEqual([
      expect.objectContaining({ action: 'review.restore', role: 'catalogue', after: { status: 'PUBLISHED' } }),
      expect.objectContaining({ action: 'review.hide', role: 'owner', after: { status: 'HIDDEN', reason: 'abusive' } }),
    ]);
  });
});

describe('photos', () => {
  const upload = async (body: Buffer, token?: string, type = 'image/png') => {
    const res = await fetch(`${ts.baseUrl}/api/v1/reviews/photos`, { method: 'POST', headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: new Uint8Array(body) });
    return { status: res.status, body: (await res.json()) as { photo: { id: string; url: string } } };
  };

  it('stores real images as WebP without metadata, refuses others, and attaches at most 3 of one’s own', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#b03060' } }).png().withMetadata({ exif: { IFD0: { Copyright: 'secret-gps' } } }).toBuffer();
    expect((await upload(png)).status).toBe(401);
    expect(await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), buyer.token, 'image/svg+xml')).toMatchObject({ status: 400, body: { message: 'Photos must be JPEG, PNG, WebP or HEIC images.' } });
    expect(await upload(Buffer.from('GIF89a not really'), buyer.token)).toMatchObject({ status: 400 });
    expect(await upload(Buffer.alloc(250_000, 1), buyer.token)).toMatchObject({ status: 400, body: { message: 'Photos can be at most 200 KB.' } });

    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await upload(png, buyer.token);
      expect(answer.status).toBe(201);
      ids.push(answer.body.photo.id);
    }
    const served = await fetch(`${ts.baseUrl}${(await upload(png, buyer.token)).body.photo.url}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();

    const [{ id: reviewId }] = await ts.db.dataSource.query(`SELECT id::text FROM review WHERE customer_id = $1`, [buyer.customerId]);
    const text = 'Photos of the shirt after a wash.';
    expect(firstUserError(await ts.gql(EDIT, { r: reviewId, i: { rating: 4, text, photoIds: ids } }, buyer.token))).toEqual({ field: ['input', 'photoIds'], code: 'INVALID', message: 'Add at most 3 photos.' });
    const someoneElses = (await upload(png, reporterToken())).body.photo?.id;
    expect(firstUserError(await ts.gql(EDIT, { r: reviewId, i: { rating: 4, text, photoIds: [someoneElses] } }, buyer.token))?.message).toBe('Photo not found. Upload it again.');
    const withPhotos = await ts.gql(EDIT, { r: reviewId, i: { rating: 4, text, photoIds: ids.slice(0, 3) } }, buyer.token);
    expect(withPhotos.data.editReview.review.photos).toHaveLength(3);
    const fewer = await ts.gql(EDIT, { r: reviewId, i: { rating: 4, text, photoIds: [ids[2]] } }, buyer.token);
    expect(fewer.data.editReview.review.photos).toEqual([withPhotos.data.editReview.review.photos[2]]);
    expect((await fetch(`${ts.baseUrl}${withPhotos.data.editReview.review.photos[0]}`)).status).toBe(404);
  });
});

let extraToken: string | undefined;
function reporterToken(): string {
  if (!extraToken) throw new Error('not ready');
  return extraToken;
}
beforeAll(async () => {
  extraToken = (await loginAs(ts, '9811100009')).token;
});

describe('who may report, and how often (issue 25, item 7)', () => {
  /** Published reviews of one product (not the one the tests above use), lowest rating first. */
  let target: { productId: number; reviewIds: string[] };
  const statusOf = async (ids: string[]) => (await ts.db.dataSource.query(`SELECT status FROM review WHERE id = ANY($1::int[])`, [ids])).map((r: { status: string }) => r.status);

  beforeAll(async () => {
    const [{ id: other }] = await ts.db.dataSource.query(`SELECT id FROM product WHERE id <> $1 ORDER BY id LIMIT 1`, [productId]);
    const rows = await ts.db.dataSource.query(
      `INSERT INTO review (product_id, customer_id, rating, title, body, author_name)
       SELECT $1, NULL, 1 + n % 3, 'Honest', 'Did not fit as shown.', 'Former customer' FROM generate_series(1, 12) n RETURNING id::text`,
      [other],
    );
    target = { productId: other, reviewIds: rows.map((r: { id: string }) => r.id) };
  });

  it('three new accounts with no purchase cannot hide a review or move the rating', async () => {
    const before = await ts.db.dataSource.query(`SELECT average_rating, num_reviews FROM product WHERE id = $1`, [target.productId]);
    const lowest = target.reviewIds.slice(0, 3);
    for (const phone of ['9811100041', '9811100042', '9811100043']) {
      const fresh = await loginAs(ts, phone);
      for (const id of lowest) {
        expect(firstUserError(await ts.gql(REPORT, { r: id, why: 'fake' }, fresh.token))).toMatchObject({ message: 'You can report reviews once an order has been delivered to you.' });
      }
    }
    expect(await statusOf(lowest)).toEqual(['PUBLISHED', 'PUBLISHED', 'PUBLISHED']);
    expect(await ts.db.dataSource.query(`SELECT average_rating, num_reviews FROM product WHERE id = $1`, [target.productId])).toEqual(before);
    const [{ n }] = await ts.db.dataSource.query(`SELECT count(*)::int AS n FROM review_report WHERE review_id = ANY($1::int[])`, [lowest]);
    expect(n).toBe(0);
  });

  it('a shopper with a delivered order may report, REVIEW_REPORTS_PER_DAY (10) a day at most', async () => {
    // `buyer` has a delivered order (and a review of its own, not among these).
    const answers: string[] = [];
    for (const id of target.reviewIds.slice(0, 12)) {
      const answer = await ts.gql(REPORT, { r: id }, buyer.token);
      answers.push(answer.data.reportReview.reported ? 'reported' : firstUserError(answer).message);
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill('reported'));
    expect(answers.slice(10)).toEqual(['You have reported many reviews today. Please try again tomorrow.', 'You have reported many reviews today. Please try again tomorrow.']);
  });
});
