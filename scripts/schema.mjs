// `npm run schema:emit`: compile the server, write schema.graphql from the code, regenerate client/src/gql.
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
run('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], { env: { CODEGEN_OUT: `${temp}/` } });
const committed = 'client/src/gql';
const stale = fs.readdirSync(temp).filter((file) => {
  const mine = path.join(committed, file);
  return !fs.existsSync(mine) || fs.readFileSync(mine, 'utf8') !== fs.readFileSync(path.join(temp, file), 'utf8');
});
fs.rmSync(temp, { recursive: true, force: true });
if (stale.length) {
  console.error(`client/src/gql is out of date (${stale.join(', ')}): run \`npm run schema:emit\` and commit the result.`);
  process.exit(1);
}
console.log('client/src/gql matches schema.graphql and the client documents.');
