import fs from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
const { GQL } = await import(process.cwd() + '/bench/scenarios.mjs');
const schema = buildSchema(fs.readFileSync('schema.graphql', 'utf8'));
for (const [name, q] of Object.entries(GQL)) {
  const errors = validate(schema, parse(q));
  console.log(name, errors.length ? errors.map((e) => e.message).slice(0, 3).join(' | ') : 'ok');
}
