/**
 * The first screen of / in the HTML itself: the hero slider, with the same markup the React client
 * renders (client/src/features/catalog/HomeHero.tsx; HomeHero.test.tsx keeps the two equal), and the
 * banners as a JSON block that the client's first render reuses. Painted from the HTML and the
 * inlined CSS, the hero image is the page's largest paint before any JavaScript has run.
 */
import { startAfterPaint } from './start-after-paint.js';

export interface HeroBanner {
  id: number | string;
  title: string;
  subtitle: string;
  image: string;
  link: string;
}

export const HERO_DATA_ID = 'kapda-home-hero';
/** Where the hero goes in the built index.html (the app shell's empty main). */
export const SHELL_MAIN = '<main class="shell-main"></main>';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] as string);

/** The hero section as React renders it on first paint (Carousel + slides, before any scrolling). */
export function homeHeroHtml(banners: readonly HeroBanner[]): string {
  const count = banners.length;
  const slides = banners
    .map((banner, index) => {
      const img = `<img src="${escapeHtml(banner.image)}" alt="" width="1200" height="500" loading="${index < 3 ? 'eager' : 'lazy'}"${index === 0 ? ' fetchpriority="high"' : ''}/>`;
      const text = `<span class="hero-slide__text"><strong>${escapeHtml(banner.title)}</strong><span>${escapeHtml(banner.subtitle)}</span></span>`;
      const href = escapeHtml(banner.link || '/new-collection');
      return `<div class="carousel__slide" role="group" aria-roledescription="slide" aria-label="${index + 1} of ${count}"><a class="hero-slide" href="${href}" data-discover="true">${img}${text}</a></div>`;
    })
    .join('');
  const nav =
    count > 1
      ? '<button type="button" class="carousel__nav carousel__nav--prev" aria-label="Previous Featured collections" disabled=""><span aria-hidden="true">‹</span></button>' +
        '<button type="button" class="carousel__nav carousel__nav--next" aria-label="Next Featured collections"><span aria-hidden="true">›</span></button>'
      : '';
  const carousel = `<div class="carousel hero-carousel" style="--spv-0:1;--spv-640:1;--spv-768:2;--spv-1024:3;--spv-1280:3" role="region" aria-roledescription="carousel" aria-label="Featured collections"><div class="carousel__track">${slides}</div>${nav}</div>`;
  return `<section class="home-hero container" aria-label="Featured">${carousel}</section>`;
}

/** index.html with the hero in the shell's main and the banners as data (`<` escaped: no `</script>`). */
export function prerenderHome(indexHtml: string, banners: readonly HeroBanner[]): string {
  if (!banners.length || !indexHtml.includes(SHELL_MAIN)) return indexHtml;
  const data = JSON.stringify(banners.map((b) => ({ id: String(b.id), title: b.title, subtitle: b.subtitle, image: b.image, link: b.link }))).replace(/</g, '\\u003c');
  // The first hero image is fetched before the scripts (which would otherwise take the browser's
  // connections first): the image is the page's largest paint.
  const preload = `<link rel="preload" as="image" href="${escapeHtml(banners[0].image)}" fetchpriority="high">`;
  // The HTML is the first screen: the app's JavaScript is requested once it is painted.
  return startAfterPaint(
    indexHtml.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    ${preload}`).replace(
      SHELL_MAIN,
      `<main class="shell-main"><div class="home">${homeHeroHtml(banners)}</div></main><script type="application/json" id="${HERO_DATA_ID}">${data}</script>`,
    ),
  );
}
