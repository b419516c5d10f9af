import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PRODUCT_NAME, SITE_URL} from '../../src/constants/site';
import {categoryForRoute} from '../search/node';
import {htmlFileForRoute} from '../../scripts/lib/routeFile.mjs';
import {findCardFonts, readLogo, renderCard} from './renderCard';

export interface SocialCardsOptions {
  /**
   * Draw a card per page (title and area) into build/img/social/ and point the page's og:image
   * and twitter:image at it. Off: every page shares themeConfig.image (static/img/social-card.png).
   * Measured on this site, per-page cards made the whole build more than 15 % slower (see README),
   * which is over the budget for them, so the site keeps the shared card.
   */
  perPage?: boolean;
}

const IMAGE_META = /(<meta[^>]+(?:property="?og:image"?|name="?twitter:image"?)[^>]+content=)("[^"]*"|[^\s>]+)/g;

function pageTitle(html: string): string | null {
  const match = /<meta[^>]+property="?og:title"?[^>]+content="([^"]*)"/.exec(html) ?? /<title[^>]*>([^<]*)<\/title>/.exec(html);
  return match ? match[1].replace(/\s*\|[^|]*$/, '').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").trim() : null;
}

export default function socialCardsPlugin(context: LoadContext, rawOptions?: unknown): Plugin {
  const options = (rawOptions ?? {}) as SocialCardsOptions;
  return {
    name: 'social-cards',
    async postBuild({outDir, routesPaths}) {
      if (!options.perPage) return;
      const fonts = findCardFonts();
      if (!fonts) {
        console.warn('[social-cards] No TrueType font installed (fonts-liberation): pages keep the site card');
        return;
      }
      const logo = readLogo(context.siteDir);
      const started = Date.now();
      let count = 0;
      for (const route of routesPaths) {
        const file = htmlFileForRoute(outDir, route);
        if (!file || route.startsWith('/404')) continue;
        const title = pageTitle(fs.readFileSync(file, 'utf8'));
        if (!title) continue;
        const name = route === '/' ? 'index' : route.replace(/^\/|\/$/g, '').replace(/\//g, '--');
        const png = await renderCard({productName: PRODUCT_NAME, eyebrow: categoryForRoute(route), title, footer: new URL(SITE_URL).host}, fonts, logo);
        const image = `/img/social/${name}.png`;
        fs.mkdirSync(path.join(outDir, 'img/social'), {recursive: true});
        fs.writeFileSync(path.join(outDir, image), png);
        // Read and write with no await between: other postBuild hooks (markdown-twins) edit the same files.
        const html = fs.readFileSync(file, 'utf8');
        fs.writeFileSync(file, html.replace(IMAGE_META, `$1"${SITE_URL}${image}"`));
        count += 1;
      }
      console.log(`[social-cards] ${count} cards in ${Date.now() - started} ms`);
    },
  };
}
