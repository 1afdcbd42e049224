import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { HomeHero, HERO_DATA_ID } from './HomeHero';
import { homeHeroHtml, prerenderHome, HERO_DATA_ID as SERVER_HERO_DATA_ID, SHELL_MAIN } from '../../../../server/src/app/home-prerender';

const banners = [
  { id: '1', title: 'The Festive Edit', subtitle: 'Kurtas & sarees <up to 50% off>', image: '/img/banner/1.svg', link: '/new-collection' },
  { id: '2', title: 'New "Season"', subtitle: "It's fresh", image: '/img/banner/2.svg', link: '' },
  { id: '3', title: 'Trending', subtitle: 'Now', image: '/img/banner/3.svg', link: '/trending' },
  { id: '4', title: 'Fourth', subtitle: 'Lazy image', image: '/img/banner/4.svg', link: '/trending' },
];

// The server paints the hero from the HTML and React then replaces it: any difference is a visible
// jump (or a new largest paint) on the home page.
describe('prerendered home hero', () => {
  it('is the markup React renders', () => {
    for (const list of [banners, banners.slice(0, 1), banners.slice(0, 3)]) {
      // React's server renderer adds image preload links (not needed: the images are in the HTML)
      // and keeps the prop's camelCase (HTML attribute names are case-insensitive).
      const react = renderToStaticMarkup(
        <MemoryRouter>
          <HomeHero banners={list} />
        </MemoryRouter>,
      )
        .replace(/<link rel="preload" as="image"[^>]*\/>/g, '')
        .replace(/fetchPriority=/g, 'fetchpriority=');
      expect(homeHeroHtml(list)).toBe(react);
    }
  });

  it('goes into the shell with the banners as data for the first render', () => {
    const html = prerenderHome(`<div id="root"><header></header>${SHELL_MAIN}</div>`, banners);
    expect(SERVER_HERO_DATA_ID).toBe(HERO_DATA_ID);
    expect(html).toContain('<main class="shell-main"><div class="home"><section class="home-hero container"');
    const data = /<script type="application\/json" id="kapda-home-hero">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(data).not.toContain('<');
    expect(JSON.parse(data)).toEqual(banners);
    expect(prerenderHome('<main></main>', banners)).toBe('<main></main>');
    expect(prerenderHome(SHELL_MAIN, [])).toBe(SHELL_MAIN);
  });
});
