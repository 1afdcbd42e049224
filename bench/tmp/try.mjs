import { startStore } from '../lib/proc.mjs';
const store = await startStore({ outDir: 'dist-bench', databaseUrl: 'postgres://postgres@127.0.0.1:5432/bench_p1000', port: 4206 });
for (const body of [
  { query: 'mutation M($id: ID!) { deleteAddress(id: $id) }', variables: {} },
  { query: 'mutation M($id: ID!) { deleteAddress(id: $id) }', variables: { id: { a: 1 } } },
  { query: '{ nope }' },
]) {
  const r = await fetch(store.baseUrl + '/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  console.log(r.status, (await r.text()).slice(0, 300));
}
await store.stop();
