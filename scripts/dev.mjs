// `npm run dev`: the server recompiled on change (tsc --watch + node --watch) and Vite's dev
// server with hot reload, proxying /graphql, /api and /img to the server.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsc', '-p', 'tsconfig.json', '--watch', '--preserveWatchOutput'], { stdio: 'inherit' }),
  spawn('node', ['--watch-path=dist/server', '--watch-path=dist/migrations', 'dist/server/src/main.js'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', 'client/vite.config.ts'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('Dev: client on http://localhost:5173 (API on http://localhost:4000)');
