// A link cannot set attributes on <html>: Docusaurus's classic theme copied every
// `?docusaurus-data-<name>=…` query parameter onto the document element as `data-<name>`, which the
// site's CSS and scripts read (the colour mode, the announcement bar's dismissal).
import {PAGE_TYPES} from '../../../../tests/e2e/page-types.mjs';
import {openPage} from './open-page.mjs';

export const QUERY = 'docusaurus-data-theme=dark&docusaurus-data-announcement-bar-initially-dismissed=true&docusaurus-data-probe=planted';

export default {
  id: '2.6',
  expected: '`?docusaurus-data-*` query parameters set no attribute on `<html>`: colour mode and announcement bar stay as the reader left them',
  async run({browser, origin}) {
    const pages = [];
    for (const [kind, path] of Object.entries(PAGE_TYPES)) {
      const {result} = await openPage(browser, `${origin}${path}?${QUERY}`, (page) =>
        page.evaluate(() => {
          const html = globalThis.document.documentElement;
          return {probe: html.getAttribute('data-probe'), theme: html.getAttribute('data-theme'), dismissed: html.getAttribute('data-announcement-bar-initially-dismissed')};
        }),
      );
      pages.push({kind, ...result});
    }
    return {pages};
  },
  // Chromium runs with a light colour scheme and no stored choice: the default, light, must hold.
  held: ({pages}) => pages.every(({probe, theme, dismissed}) => probe === null && theme === 'light' && dismissed !== 'true'),
  summary: ({pages}) => {
    const planted = pages.filter(({probe, theme, dismissed}) => probe !== null || theme !== 'light' || dismissed === 'true');
    return `${pages.length} page types opened with \`?${QUERY}\`: ${planted.length} took the attributes`
      + (planted.length ? ` (${planted.map(({kind, probe, theme, dismissed}) => `${kind}: data-probe=${probe}, data-theme=${theme}, dismissed=${dismissed}`).slice(0, 3).join('; ')})` : '; `data-theme` light, no `data-probe`, the announcement bar not dismissed');
  },
  node: 'same pages',
};
