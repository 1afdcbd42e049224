/**
 * Issue 25, item 9: `NODE_ENV=development npm start` (the value .env.example lists) built the
 * client in development mode (React's jsx-dev-runtime, 240 KB) and the JavaScript budget stopped
 * the build. The build is a production build whatever the shell's NODE_ENV: this runs the real
 * client build with NODE_ENV=development (in a child process, into a folder of its own) and checks
 * it succeeds, names no development runtime, and reports a start-up figure within the budget.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { INITIAL_JS_BUDGET_BYTES } from '../../build/js-budget';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const outDir = mkdtempSync(path.join(tmpdir(), 'kapda-dev-env-build-'));

describe('the client build with NODE_ENV=development in the shell', () => {
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('is a production build: no jsx-dev-runtime, within the JavaScript budget', () => {
    const { KAPDA_JS_BUDGET_KB: _ignored, ...env } = process.env;
    const run = spawnSync(process.execPath, [path.join(repo, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'client/vite.config.ts', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
      cwd: repo,
      env: { ...env, NODE_ENV: 'development' },
      encoding: 'utf8',
      timeout: 170_000,
    });
    const output = `${run.stdout}\n${run.stderr}`;
    expect(run.status, output).toBe(0);
    const figure = /initial JavaScript ([\d.]+) KB gzip/.exec(output);
    expect(figure, output).not.toBeNull();
    expect(Number(figure![1]) * 1024).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
    const assets = path.join(outDir, 'assets');
    const developmentOnly = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .filter((file) => /jsx-dev-runtime|jsxDEV\(/.test(readFileSync(path.join(assets, file), 'utf8')));
    expect(developmentOnly).toEqual([]);
  }, 180_000);
});
