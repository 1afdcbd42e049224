// Draws the app icons (client/public/icons/*.png) from the favicon's design with Debian's Chromium:
// `node scripts/make-icons.mjs`. The PNGs are committed; run this again only when the design changes.
// "any" icons are the rounded tile of the favicon; the maskable one fills the square and keeps the
// letter inside the central 80 % safe zone, because launchers cut it to a circle or a squircle.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const tokens = fs.readFileSync('client/src/styles/tokens.css', 'utf8');
const token = (name) => new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})`).exec(tokens)[1];
const brand = token('color-brand');
const accent = token('color-accent');

const letter = (size, scale) =>
  `<text x="${size / 2}" y="${size / 2}" dy="0.35em" font-family="Georgia,'DejaVu Serif',serif" font-weight="700" font-size="${size * scale}" text-anchor="middle" fill="${accent}">K</text>`;
const tile = (size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${brand}"/>${letter(size, 0.62)}</svg>`;
const maskable = (size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${brand}"/>${letter(size, 0.46)}</svg>`;

const icons = [
  ['icon-192.png', tile(192), 192],
  ['icon-512.png', tile(512), 512],
  ['icon-maskable-512.png', maskable(512), 512],
  ['apple-touch-icon-180.png', maskable(180), 180],
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const [file, svg, size] of icons) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
  await page.screenshot({ path: path.join('client/public/icons', file), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  console.log(`icons: ${file} ${size}x${size}`);
}
await browser.close();
