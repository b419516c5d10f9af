import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {COMPANY_NAME, PRODUCT_NAME, SITE_URL} from '../../src/constants/site';
import {buildAtomFeed, parseChangelog} from './changelog';

/** The changelog page and its feed; the feed URL is stable and linked from the page's <head>. */
export const CHANGELOG_SOURCE = 'docs/customer-rest-api/changelog.mdx';
export const CHANGELOG_ROUTE = '/customer-rest-api/changelog';
export const CHANGELOG_FEED_ROUTE = '/customer-rest-api/changelog/atom.xml';

/**
 * Writes the Atom feed of the API changelog into the build, from the same MDX file the page is
 * rendered from, so the feed never disagrees with the page. A malformed entry heading fails the
 * build with the line number.
 */
export default function changelogFeedPlugin(context: LoadContext): Plugin {
  const source = path.join(context.siteDir, CHANGELOG_SOURCE);
  return {
    name: 'changelog-feed',
    getPathsToWatch: () => [source],
    async postBuild({outDir}) {
      const entries = parseChangelog(fs.readFileSync(source, 'utf8'));
      const xml = buildAtomFeed(entries, {
        siteUrl: SITE_URL,
        pagePath: CHANGELOG_ROUTE,
        feedPath: CHANGELOG_FEED_ROUTE,
        title: `${PRODUCT_NAME} API changelog`,
        author: COMPANY_NAME,
      });
      const target = path.join(outDir, CHANGELOG_FEED_ROUTE);
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, xml);
    },
  };
}
