/**
 * SVG drawings that stand in for product photography (no network, no binary assets): a garment
 * silhouette per category in the variant's colour, with shading, seams and a studio backdrop.
 */
import type { Garment } from '../seed/catalog-data.js';
import type { ProductView } from './image-urls.js';

export const GARMENTS: Garment[] = ['tshirt', 'shirt', 'jeans', 'trousers', 'kurta', 'jacket', 'kurti', 'saree', 'dress', 'top', 'leggings', 'ethnicset'];

function clampByte(n: number) {
  return Math.max(0, Math.min(255, Math.round(n)));
}
/** Mixes a hex colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.replace('#', ''), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  const mix = (c: number) => clampByte(c + (target - c) * t);
  return `#${[mix(r), mix(g), mix(b)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
function luminance(hex: string): number {
  const n = parseInt(hex.replace('#', ''), 16);
  return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
}
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Shape {
  /** Main silhouette. */
  body: string;
  /** Seams, folds and details (stroked). */
  details: string;
  /** Extra filled parts drawn on top (collars, borders), as [path, tone] with tone -1..1. */
  parts?: Array<[string, number]>;
}

const SHAPES: Record<Garment, (back: boolean) => Shape> = {
  tshirt: (back) => ({
    body: 'M215 150 L150 175 L80 250 L135 305 L190 270 L190 650 Q300 665 410 650 L410 270 L465 305 L520 250 L450 175 L385 150 Q300 205 215 150 Z',
    details: back ? 'M215 150 Q300 170 385 150 M190 270 L190 300 M410 270 L410 300' : 'M215 150 Q300 215 385 150 M225 160 Q300 222 375 160 M135 305 L190 270 M465 305 L410 270 M240 600 Q300 612 360 600',
  }),
  shirt: (back) => ({
    body: 'M220 145 L155 170 L110 330 L95 560 L150 570 L175 360 L190 300 L190 660 Q300 672 410 660 L410 300 L425 360 L450 570 L505 560 L490 330 L445 170 L380 145 Q300 175 220 145 Z',
    details: back
      ? 'M220 145 Q300 165 380 145 M200 230 Q300 250 400 230'
      : 'M300 180 L300 660 M300 230 m-4 0 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 M300 300 m-4 0 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 M300 370 m-4 0 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 M300 440 m-4 0 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 M300 510 m-4 0 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 M230 260 L280 260 L280 300 L230 300 Z M95 540 L150 548',
    parts: back ? [] : [['M220 145 L262 215 L300 182 L338 215 L380 145 Q300 170 220 145 Z', 0.12]],
  }),
  kurta: (back) => ({
    body: 'M225 140 L160 165 L115 330 L100 570 L152 578 L178 360 L195 300 L190 700 L285 708 L300 690 L315 708 L410 700 L405 300 L422 360 L448 578 L500 570 L485 330 L440 165 L375 140 Q300 160 225 140 Z',
    details: back
      ? 'M225 140 Q300 158 375 140 M190 560 L190 700 M410 560 L410 700'
      : 'M300 150 L300 360 M300 200 m-4 0 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 M300 250 m-4 0 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 M300 300 m-4 0 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0 M196 560 L190 700 M404 560 L410 700 M100 545 L152 553 M448 553 L500 545',
    parts: back ? [] : [['M262 140 Q300 152 338 140 L338 128 Q300 140 262 128 Z', -0.15], ['M288 150 L312 150 L312 360 L288 360 Z', 0.1]],
  }),
  jacket: (back) => ({
    body: 'M215 140 L145 170 L100 340 L88 580 L145 590 L172 370 L188 310 L185 640 Q300 655 415 640 L412 310 L428 370 L455 590 L512 580 L500 340 L455 170 L385 140 Q300 165 215 140 Z',
    details: back ? 'M215 140 Q300 160 385 140 M185 600 Q300 615 415 600' : 'M300 175 L300 640 M215 420 L270 420 M330 420 L385 420 M185 600 Q300 615 415 600 M88 555 L145 565 M455 565 L512 555',
    parts: back ? [['M215 140 Q300 175 385 140 L385 122 Q300 150 215 122 Z', -0.18]] : [['M215 140 L270 250 L300 175 L330 250 L385 140 Q300 160 215 140 Z', -0.18]],
  }),
  jeans: (back) => ({
    body: 'M195 120 L405 120 L430 690 L318 690 L300 330 L282 690 L170 690 Z',
    details: back
      ? 'M195 150 L405 150 M215 190 L285 190 L280 260 L222 255 Z M315 190 L385 190 L378 255 L320 260 Z M300 150 L300 330'
      : 'M195 150 L405 150 M300 150 L300 330 M300 150 Q300 250 262 270 M215 160 Q250 215 290 180 M385 160 Q350 215 310 180 M240 400 L250 640 M360 400 L350 640',
    parts: [['M195 120 L405 120 L406 150 L194 150 Z', -0.18]],
  }),
  trousers: (back) => ({
    body: 'M200 120 L400 120 L420 690 L315 690 L300 330 L285 690 L180 690 Z',
    details: back ? 'M200 148 L400 148 M225 190 L280 190 M320 190 L375 190 M300 148 L300 330' : 'M200 148 L400 148 M300 148 L300 330 M245 160 L235 690 M355 160 L365 690 M215 165 Q245 205 275 170 M385 165 Q355 205 325 170',
    parts: [['M200 120 L400 120 L401 148 L199 148 Z', -0.15]],
  }),
  leggings: () => ({
    body: 'M215 120 L385 120 L392 320 L360 690 L318 690 L300 330 L282 690 L240 690 L208 320 Z',
    details: 'M215 145 L385 145 M300 145 L300 330 M262 330 L258 680 M338 330 L342 680',
    parts: [['M215 120 L385 120 L386 145 L214 145 Z', -0.12]],
  }),
  kurti: (back) => ({
    body: 'M230 140 L175 160 L140 300 L185 315 L205 260 L200 330 L150 670 Q300 700 450 670 L400 330 L395 260 L415 315 L460 300 L425 160 L370 140 Q300 175 230 140 Z',
    details: back ? 'M230 140 Q300 160 370 140 M200 330 Q300 345 400 330' : 'M230 140 Q300 205 370 140 M270 160 Q300 230 330 160 M200 330 Q300 350 400 330 M240 350 L210 660 M300 352 L300 680 M360 350 L390 660 M160 640 Q300 668 440 640',
    parts: back ? [] : [['M160 640 Q300 668 440 640 L450 670 Q300 700 150 670 Z', 0.35]],
  }),
  dress: (back) => ({
    body: 'M240 130 L200 150 L185 230 L215 240 L225 215 L220 330 L140 690 Q300 720 460 690 L380 330 L375 215 L385 240 L415 230 L400 150 L360 130 Q300 185 240 130 Z',
    details: back ? 'M240 130 Q300 150 360 130 M300 140 L300 330 M220 330 Q300 345 380 330' : 'M240 130 Q300 195 360 130 M220 330 Q300 350 380 330 M250 350 L200 690 M300 352 L300 705 M350 350 L400 690',
    parts: [['M220 320 Q300 336 380 320 L381 338 Q300 354 219 338 Z', -0.2]],
  }),
  top: (back) => ({
    body: 'M225 170 L170 190 L120 290 L170 318 L205 270 L205 450 L180 560 Q300 585 420 560 L395 450 L395 270 L430 318 L480 290 L430 190 L375 170 Q300 215 225 170 Z',
    details: back ? 'M225 170 Q300 190 375 170 M205 450 Q300 465 395 450' : 'M225 170 Q300 230 375 170 M205 450 Q300 468 395 450 M240 465 L225 560 M300 468 L300 575 M360 465 L375 560',
  }),
  saree: (back) => ({
    body: 'M255 120 Q300 100 345 120 L372 200 L360 330 L420 700 Q300 722 180 700 L240 330 L228 200 Z',
    details: back
      ? 'M240 330 Q300 345 360 330 M260 360 L230 700 M300 360 L300 712 M340 360 L370 700'
      : 'M240 330 Q300 345 360 330 M262 420 L250 700 M278 420 L272 706 M294 420 L294 710 M310 420 L316 710',
    parts: [
      back ? ['M345 120 L372 200 L360 330 L430 620 L455 610 L392 300 L395 180 Z', -0.1] : ['M255 120 L372 200 L395 330 L430 640 L470 620 L420 320 L410 190 L300 108 Z', -0.12],
      ['M180 700 Q300 722 420 700 L414 672 Q300 694 186 672 Z', 2],
      back ? ['M430 620 L455 610 L458 622 L434 632 Z', 2] : ['M430 640 L470 620 L474 636 L434 656 Z', 2],
    ],
  }),
  ethnicset: (back) => ({
    body: 'M230 120 L175 140 L140 280 L185 292 L205 240 L200 300 L185 480 L200 480 L175 700 L290 706 L300 540 L310 706 L425 700 L400 480 L415 480 L400 300 L395 240 L415 292 L460 280 L425 140 L370 120 Q300 150 230 120 Z',
    details: back ? 'M230 120 Q300 140 370 120 M185 480 L415 480' : 'M230 120 Q300 185 370 120 M300 135 L300 300 M185 480 L415 480 M245 500 L225 700 M355 500 L375 700',
    parts: back ? [] : [['M185 450 Q300 470 415 450 L415 480 L185 480 Z', 0.3], ['M230 120 L175 140 L150 250 L120 520 L150 530 L190 280 L240 140 Z', 0.25]],
  }),
};

function backdrop(w: number, h: number, color: string): string {
  const light = luminance(color) > 0.8;
  const top = light ? '#ece6da' : '#f7f3ec';
  const bottom = light ? '#d9d1c2' : '#ebe4d8';
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
}

/**
 * A product shot: front, back or a close-up detail of the garment in `color` (#rrggbb). The weave is
 * drawn diagonally inside its tile, not by rotating the pattern: a rotated pattern took 3× as long to
 * rasterise (220 against 80 ms for the WebP of image.routes.ts).
 */
export function productSvg(garment: Garment, view: ProductView, color: string): string {
  const shape = SHAPES[garment](view === 'back');
  const dark = luminance(color) < 0.25;
  const stroke = dark ? shade(color, 0.35) : shade(color, -0.35);
  const gold = '#d4a54a';
  const parts = (shape.parts ?? [])
    .map(([d, tone]) => `<path d="${d}" fill="${tone === 2 ? gold : tone >= 0 ? shade(color, tone) : shade(color, tone)}" stroke="${stroke}" stroke-width="2" stroke-linejoin="round"/>`)
    .join('');
  const viewBox = view === 'detail' ? '150 110 300 375' : '0 0 600 750';
  const flip = view === 'back' ? ' transform="translate(600 0) scale(-1 1)"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="600" height="750" role="img" aria-label="${esc(garment)} ${view} view">
${backdrop(600, 750, color).replace('<rect width="600" height="750"', '<rect x="0" y="0" width="600" height="750"')}
<defs>
  <linearGradient id="cloth" x1="0" y1="0" x2="1" y2="0.15">
    <stop offset="0" stop-color="${shade(color, 0.18)}"/><stop offset="0.45" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.28)}"/>
  </linearGradient>
  <radialGradient id="shine" cx="0.35" cy="0.25" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  <pattern id="weave" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M-1 1L1-1M0 8L8 0M7 9L9 7" stroke="${dark ? '#fff' : '#000'}" stroke-opacity="0.06" stroke-width="2"/></pattern>
  <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="10"/></filter>
</defs>
<ellipse cx="300" cy="712" rx="190" ry="18" fill="#000" opacity="0.16" filter="url(#soft)"/>
<g${flip}>
  <path d="${shape.body}" fill="url(#cloth)" stroke="${stroke}" stroke-width="2.5" stroke-linejoin="round"/>
  <path d="${shape.body}" fill="url(#weave)"/>
  <path d="${shape.body}" fill="url(#shine)"/>
  ${parts}
  <path d="${shape.details}" fill="none" stroke="${stroke}" stroke-width="2" stroke-opacity="0.75" stroke-linecap="round" stroke-dasharray="${view === 'detail' ? '6 4' : 'none'}"/>
</g>
</svg>`;
}

/** A shop-page tile: the garment in a signature colour on a warm backdrop. */
export function categorySvg(garment: Garment, color: string): string {
  const inner = productSvg(garment, 'front', color).replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 750" width="600" height="750" role="img" aria-label="${garment}">${inner}</svg>`;
}

function hash(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}

const MINI_COLOURS = ['#7b1e2b', '#d4a017', '#1f4e9c', '#2e7d4f', '#e07a9a', '#1c1c1c', '#c0392b', '#1f7a7a'];

/** A row of small garments (banners, posters, collection tiles). */
function garmentRow(seed: number, count: number, x0: number, y0: number, scale: number, gap: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const garment = GARMENTS[(seed + i * 5) % GARMENTS.length];
    const color = MINI_COLOURS[(seed + i * 3) % MINI_COLOURS.length];
    const inner = productSvg(garment, 'front', color)
      .replace(/^<svg[^>]*>/, '')
      .replace(/<\/svg>$/, '')
      .replace(/<rect[^>]*url\(#bg\)[^>]*\/>/, '')
      .replace(/id="(\w+)"/g, `id="$1${i}"`)
      .replace(/url\(#(\w+)\)/g, `url(#$1${i})`);
    out += `<g transform="translate(${x0 + i * gap} ${y0}) scale(${scale})">${inner}</g>`;
  }
  return out;
}

/** A hero banner (1200x500); the title is overlaid by the client. */
export function bannerSvg(n: number): string {
  const palettes = [
    ['#7b1e2b', '#b3452f'],
    ['#1b2a4a', '#1f7a7a'],
    ['#8a5a00', '#d4a017'],
  ];
  const [a, b] = palettes[(n - 1) % palettes.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 500" width="1200" height="500" role="img" aria-label="Banner ${n}">
<defs><linearGradient id="bb" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="1200" height="500" fill="url(#bb)"/>
<circle cx="980" cy="250" r="260" fill="#fff" opacity="0.08"/><circle cx="1060" cy="130" r="110" fill="#f2b134" opacity="0.18"/>
${garmentRow(n * 3, 3, 590, 70, 0.5, 165)}
</svg>`;
}

/** An offer poster (800x500) with a decorative sale badge. */
export function offerSvg(slug: string): string {
  const h = hash(slug);
  const bg = ['#fdf0d5', '#f7e1e4', '#e3eef6', '#e6f2e8', '#f3e6f7'][h % 5];
  const accent = ['#7b1e2b', '#1f4e9c', '#2e7d4f', '#8a5a00', '#6a2c70'][h % 5];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" role="img" aria-label="Offer poster">
<rect width="800" height="500" fill="${bg}"/>
<path d="M0 380 Q200 320 400 380 T800 380 L800 500 L0 500 Z" fill="${accent}" opacity="0.12"/>
${garmentRow(h % 12, 3, 250, 60, 0.5, 135)}
<g transform="translate(150 170)"><circle r="105" fill="${accent}"/><circle r="92" fill="none" stroke="#f2b134" stroke-width="4" stroke-dasharray="8 6"/>
<text y="-10" text-anchor="middle" font-family="Georgia, serif" font-size="40" font-weight="700" fill="#fff">SALE</text>
<text y="34" text-anchor="middle" font-family="Arial, sans-serif" font-size="17" fill="#f2b134">UP TO ${[30, 40, 50, 60][h % 4]}% OFF</text></g>
</svg>`;
}

/** A themed collection tile (600x400). */
export function collectionSvg(slug: string): string {
  const h = hash(slug);
  const bg = ['#f7f3ec', '#fdf0d5', '#f7e1e4', '#e3eef6'][h % 4];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="600" height="400" role="img" aria-label="Collection">
<rect width="600" height="400" fill="${bg}"/><circle cx="300" cy="220" r="170" fill="#7b1e2b" opacity="0.07"/>
${garmentRow(h % 12, 3, 20, 30, 0.45, 170)}
</svg>`;
}

/** A round avatar with initials. */
export function avatarSvg(slug: string): string {
  const initials = slug
    .split('-')
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');
  const bg = MINI_COLOURS[hash(slug) % MINI_COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${esc(initials)}">
<circle cx="60" cy="60" r="60" fill="${bg}"/><text x="60" y="74" text-anchor="middle" font-family="Georgia, serif" font-size="42" fill="#fff">${esc(initials)}</text></svg>`;
}

/** A "Grab Deals Under ₹{price}" tile (400x400). */
export function dealSvg(price: number): string {
  const h = hash(String(price));
  const bg = ['#7b1e2b', '#1b2a4a', '#2e7d4f', '#8a5a00'][h % 4];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="Deals under ${price} rupees">
<rect width="400" height="400" rx="24" fill="${bg}"/>
${garmentRow(h % 12, 1, 110, 95, 0.3, 0)}
<text x="200" y="70" text-anchor="middle" font-family="Arial, sans-serif" font-size="26" fill="#f2b134" letter-spacing="2">GRAB DEALS UNDER</text>
<text x="200" y="360" text-anchor="middle" font-family="Georgia, serif" font-size="56" font-weight="700" fill="#fff">₹${price}</text>
</svg>`;
}
