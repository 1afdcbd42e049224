/**
 * Writes schema.graphql (the shoppers' /graphql) and admin-schema.graphql (the staff's
 * /admin/graphql) from the code (`npm run schema:emit`), or with --check fails when a committed
 * file differs from what the code produces.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { printAdminSchemaSdl, printSchemaSdl } from '../app/schema.js';

const check = process.argv.includes('--check');
const outputs: Array<[file: string, print: () => Promise<string>]> = [
  ['schema.graphql', printSchemaSdl],
  ['admin-schema.graphql', printAdminSchemaSdl],
];
let stale = false;
for (const [name, print] of outputs) {
  const file = path.resolve(process.cwd(), name);
  const sdl = await print();
  if (check) {
    const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (committed === sdl) console.log(`${name} matches the code.`);
    else {
      console.error(`${name} is out of date with the code: run \`npm run schema:emit\` and commit the result.`);
      stale = true;
    }
  } else {
    fs.writeFileSync(file, sdl);
    console.log(`Wrote ${file}`);
  }
}
if (stale) process.exit(1);
