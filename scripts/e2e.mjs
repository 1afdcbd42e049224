// Runs the browser tests when Chromium is installed; otherwise says so on one line and passes.
// E2E_OUT picks the build folder (default dist), so parallel runs need not share one.
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.log(`e2e: skipped, no Chromium at ${chromium} (install it with: apt-get install -y chromium)`);
  process.exit(0);
}
const out = process.env.E2E_OUT ?? 'dist';
const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
// The journeys drive the production build, exactly what `npm start` serves.
if (process.env.E2E_SKIP_BUILD !== '1') {
  run('npx', ['tsc', '-p', 'tsconfig.json', '--outDir', out]);
  run('npx', ['vite', 'build', '--config', 'client/vite.config.ts', '--logLevel', 'error', '--outDir', `${process.cwd()}/${out}/client`]);
}
run('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], { E2E_OUT: out });
