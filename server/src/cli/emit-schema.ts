/**
 * Writes schema.graphql from the code (`npm run schema:emit`), or with --check fails when the
 * committed file differs from what the code produces.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { printSchemaSdl } from '../app/schema.js';

const file = path.resolve(process.cwd(), 'schema.graphql');
const sdl = await printSchemaSdl();
if (process.argv.includes('--check')) {
  const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (committed !== sdl) {
    console.error('schema.graphql is out of date with the code: run `npm run schema:emit` and commit the result.');
    process.exit(1);
  }
  console.log('schema.graphql matches the code.');
} else {
  fs.writeFileSync(file, sdl);
  console.log(`Wrote ${file}`);
}
