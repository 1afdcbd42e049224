// The physical reference for the bench: a bare Node HTTP server that answers the bench's product
// listing (one category, price cap, in stock only, cheapest first, 24 products with their variants
// and sizes) from ONE indexed `pg` query and serialises it. No framework, no ORM, no GraphQL:
// what the hardware and PostgreSQL can do, so the store's figures can be read as ratios to it.
//
//   DATABASE_URL=postgres://... PORT=4207 node bench/reference-server.mjs
//   GET /products?categoryId=1&maxPrice=2500&limit=24
import http from 'node:http';
import pg from 'pg';

export const REFERENCE_SQL = `
  SELECT p.id, p.name, p.slug, p.subtitle, p.average_rating, p.num_reviews,
         p.listing_price, p.listing_original_price, p.listing_discount,
         (SELECT json_agg(json_build_object(
                   'id', v.id, 'colorName', v.color_name, 'colorValue', v.color_value,
                   'sleeve', v.sleeve, 'neck', v.neck, 'type', v.type,
                   'images', v.images, 'hoverImage', v.hover_image,
                   'sizes', (SELECT json_agg(json_build_object(
                                      'id', s.id, 'size', s.size, 'originalPrice', s.original_price,
                                      'discountedPrice', s.discounted_price, 'discount', s.discount,
                                      'stock', s.stock) ORDER BY s.position, s.id)
                             FROM variant_size s WHERE s.variant_id = v.id)
                 ) ORDER BY v.position, v.id)
            FROM variant v WHERE v.product_id = p.id) AS variants
    FROM product p
   WHERE p.category_id = $1 AND p.listing_price <= $2 AND p.in_stock
   ORDER BY p.listing_price, p.id
   LIMIT $3`;

const rupees = (paise) => Math.round(paise) / 100;

function toJson(row) {
  return {
    _id: String(row.id),
    name: row.name,
    slug: row.slug,
    subtitle: row.subtitle,
    averageRating: row.average_rating,
    numReviews: row.num_reviews,
    price: rupees(row.listing_price),
    originalPrice: rupees(row.listing_original_price),
    discount: row.listing_discount,
    variants: (row.variants ?? []).map((v) => ({
      _id: String(v.id),
      color: { name: v.colorName, value: v.colorValue },
      sleeve: v.sleeve,
      neck: v.neck,
      type: v.type,
      images: v.images,
      hoverImage: v.hoverImage,
      sizes: (v.sizes ?? []).map((s) => ({
        _id: String(s.id),
        size: s.size,
        originalPrice: rupees(s.originalPrice),
        discountedPrice: rupees(s.discountedPrice),
        discount: s.discount,
        stock: s.stock,
      })),
    })),
  };
}

export function startReferenceServer({ databaseUrl, port, poolSize = 20 }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/readyz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ready"}');
      return;
    }
    if (url.pathname !== '/products') {
      res.writeHead(404).end();
      return;
    }
    try {
      const categoryId = Number(url.searchParams.get('categoryId') ?? 1);
      const maxPrice = Math.round(Number(url.searchParams.get('maxPrice') ?? 1e9) * 100);
      const limit = Math.min(100, Number(url.searchParams.get('limit') ?? 24));
      const { rows } = await pool.query({ name: 'reference-listing', text: REFERENCE_SQL, values: [categoryId, maxPrice, limit] });
      const body = JSON.stringify({ success: true, products: rows.map(toJson) });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, message: error.message }));
    }
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({
        server,
        close: async () => {
          server.closeAllConnections();
          await new Promise((r) => server.close(r));
          await pool.end();
        },
      }),
    );
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('DATABASE_URL is required');
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 4207);
  await startReferenceServer({ databaseUrl, port });
  console.log(`reference server on http://127.0.0.1:${port}/products`);
}
