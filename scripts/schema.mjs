// `npm run schema:emit`: compile the server, write schema.graphql and admin-schema.graphql from the code,
// regenerate client/src/gql (shop, from schema.graphql) and client/src/admin/gql (staff dashboard,
// from admin-schema.graphql).
// `npm run schema:check`: the same into a temporary folder, failing when the committed files differ.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const check = process.argv.includes('--check');
const run = (cmd, args, { allowFail = false, env = {} } = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0 && !allowFail) process.exit(result.status ?? 1);
  return result.status === 0;
};

// Type errors are reported by `npm run typecheck`; a schema can still be emitted despite them.
run('npx', ['tsc', '-p', 'tsconfig.json'], { allowFail: !check });
run('node', ['dist/server/src/cli/emit-schema.js', ...(check ? ['--check'] : [])]);
if (!check) {
  run('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent']);
  process.exit(0);
}
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'codegen-'));
run('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], { env: { CODEGEN_OUT_DIR: temp } });
// The shop's types (from schema.graphql) and the staff dashboard's (from admin-schema.graphql).
const targets = [
  { committed: 'client/src/gql', generated: path.join(temp, 'shop'), schema: 'schema.graphql' },
  { committed: 'client/src/admin/gql', generated: path.join(temp, 'admin'), schema: 'admin-schema.graphql' },
];
let failed = false;
for (const { committed, generated, schema } of targets) {
  const files = fs.existsSync(generated) ? fs.readdirSync(generated) : [];
  const stale = files.filter((file) => {
    const mine = path.join(committed, file);
    return !fs.existsSync(mine) || fs.readFileSync(mine, 'utf8') !== fs.readFileSync(path.join(generated, file), 'utf8');
  });
  if (stale.length) {
    console.error(`${committed} is out of date (${stale.join(', ')}): run \`npm run schema:emit\` and commit the result.`);
    failed = true;
  } else console.log(`${committed} matches ${schema} and its documents.`);
}
fs.rmSync(temp, { recursive: true, force: true });
// Evolution: no breaking change against the last released schema unless docs/CHANGELOG.md records it.
if (!run('node', ['dist/server/src/cli/schema-evolution.js'], { allowFail: true })) failed = true;
if (failed) process.exit(1);
