/** `npm run db:migrate`: applies pending migrations (openDatabase runs them) and lists what ran. */
import 'reflect-metadata';
import { openCliDatabase } from './database.js';

const { dataSource, close } = await openCliDatabase();
const applied: Array<{ name: string }> = await dataSource.query(`SELECT name FROM schema_migrations ORDER BY id`);
console.log(`Database is at the latest schema (${applied.length} migrations applied):`);
for (const row of applied) console.log(`  ${row.name}`);
await close();
