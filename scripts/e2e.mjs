// Runs the browser tests when Chromium is installed; otherwise says so on one line and passes.
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.log(`e2e: skipped, no Chromium at ${chromium} (install it with: apt-get install -y chromium)`);
  process.exit(0);
}
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
// The journeys drive the production build, exactly what `npm start` serves.
run('npx', ['tsc', '-p', 'tsconfig.json']);
run('npx', ['vite', 'build', '--config', 'client/vite.config.ts', '--logLevel', 'error']);
run('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)]);
