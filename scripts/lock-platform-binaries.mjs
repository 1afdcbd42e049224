// The npm registry these machines reach lacks Biome's non-Linux binaries, so `npm install`
// leaves them out of package-lock.json and `npm ci` then refuses the lock. This adds the
// optional, platform-gated entries back (npm skips them on other platforms). Run after `npm install`.
import fs from 'node:fs';

const file = 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const biome = lock.packages['node_modules/@biomejs/biome'];
let added = 0;
for (const [name, version] of Object.entries(biome?.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const [, os, cpu, libc] = /cli-([a-z0-9]+)-([a-z0-9]+)(?:-(musl))?$/.exec(name) ?? [];
  lock.packages[key] = { version, cpu: [cpu], dev: true, license: 'MIT OR Apache-2.0', optional: true, os: [os], ...(libc ? { libc: [libc] } : {}) };
  added += 1;
}
const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)));
lock.packages = sorted;
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock: ${added} platform entries added`);
