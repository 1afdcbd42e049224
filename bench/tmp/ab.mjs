import 'reflect-metadata';
const OUT = '/work/main/dist-bench';
const { createDataSource } = await import(`${OUT}/server/src/shared/db.js`);
const { CatalogService: New } = await import(`${OUT}/server/src/modules/catalog/catalog.service.js`);
const { CatalogService: Old } = await import(`${OUT}/server/src/modules/catalog/catalog.service.orig.js`);
const ds = createDataSource({ url: `postgres://postgres@127.0.0.1:5432/${process.argv[2] ?? 'bench_p1000'}`, poolSize: 4 });
await ds.initialize();
const a = new Old(ds), b = new New(ds);
const q = a.parseListingQuery({ filter: { sectionId: '1', maxPrice: 2500, inStockOnly: true }, sort: 'PRICE_ASC', pageSize: 24 });
const { ids } = await a.listingIds(q);
const x = await a.productsByIds(ids), y = await b.productsByIds(ids);
const { toGqlProduct } = await import(`${OUT}/server/src/modules/catalog/product.mapper.js`);
console.log('same result:', JSON.stringify(x.map(toGqlProduct)) === JSON.stringify(y.map(toGqlProduct)));
const t = { old: 0, new: 0 };
for (let round = 0; round < 5; round++) for (const [k, svc] of [['old', a], ['new', b]]) {
  const s = performance.now();
  for (let i = 0; i < 40; i++) await svc.productsByIds(ids);
  t[k] += performance.now() - s;
}
console.log('productsByIds per call: old (TypeORM join)', (t.old / 200).toFixed(2), 'ms; new (json_agg)', (t.new / 200).toFixed(2), 'ms');
await ds.destroy();
