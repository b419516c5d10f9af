/**
 * Writes static/img/social-card.png, the site's card (themeConfig.image): run
 * `npm run social-card` after a change of product name, tagline or brand colours, and commit the PNG.
 */
import fs from 'node:fs';
import path from 'node:path';
import {PRODUCT_NAME, SITE_URL} from '../../src/constants/site';
import {findCardFonts, readLogo, renderCard} from './renderCard';

const siteDir = path.resolve(__dirname, '../..');
const fonts = findCardFonts();
if (!fonts) {
  console.error('No TrueType font found: install fonts-liberation (apt-get install fonts-liberation).');
  process.exit(1);
}
renderCard(
  {
    productName: PRODUCT_NAME,
    eyebrow: 'Cookie consent · Subject rights · Data discovery · Unified consent',
    title: `${PRODUCT_NAME} Documentation`,
    footer: new URL(SITE_URL).host,
  },
  fonts,
  readLogo(siteDir),
).then((png) => {
  const file = path.join(siteDir, 'static/img/social-card.png');
  fs.writeFileSync(file, png);
  console.log(`${path.relative(siteDir, file)}: ${png.length} bytes`);
});
