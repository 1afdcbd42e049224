import 'reflect-metadata';
const OUT = '/work/main/dist-bench';
const { createDataSource } = await import(`${OUT}/server/src/shared/db.js`);
const { CatalogService } = await import(`${OUT}/server/src/modules/catalog/catalog.service.js`);
const ds = createDataSource({ url: 'postgres://postgres@127.0.0.1:5432/bench_p1000', poolSize: 4 });
await ds.initialize();
const svc = new CatalogService(ds);
const q = svc.parseListingQuery({ filter: { sectionId: '1', maxPrice: 2500, inStockOnly: true }, sort: 'PRICE_ASC', pageSize: 24 });
const { ids } = await svc.listingIds(q);
for (const [label, fn] of [
  ['listingIds', () => svc.listingIds(q)],
  ['productsByIds', () => svc.productsByIds(ids)],
  ['raw variants+sizes', () => ds.query(`SELECT v.*, s.* FROM variant v JOIN variant_size s ON s.variant_id = v.id WHERE v.product_id = ANY($1)`, [ids])],
]) {
  for (let i = 0; i < 20; i++) await fn();
  const t = performance.now();
  for (let i = 0; i < 100; i++) await fn();
  console.log(label, ((performance.now() - t) / 100).toFixed(2), 'ms');
}
await ds.destroy();
