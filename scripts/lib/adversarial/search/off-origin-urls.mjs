// Stored documents whose URL leaves the origin are dropped when the copy is loaded.
import {editStoredDocuments, openDialog, plural, QUERY, reader, searchFor, searchOnce, shownUrls, visit} from './reader.mjs';

const OFF_ORIGIN_URLS = ['//evil.example/x', '/\\evil.example'];

export default {
  id: '3.9',
  expected: 'A stored document with a `//host` or `/\\host` URL is never linked',
  async run({browser, origin}) {
    const {context, page, log} = await reader(browser);
    try {
      const {urls: before} = await searchOnce(page, origin);
      const targets = before.filter((url) => !url.includes('#')).slice(0, OFF_ORIGIN_URLS.length);
      const changed = await editStoredDocuments(page, {urls: targets, replacements: OFF_ORIGIN_URLS});
      const downloadsBefore = log.downloads;
      const errorsBefore = log.errors.length;
      await visit(page, `${origin}/cmp/`);
      await openDialog(page);
      const {count} = await searchFor(page, QUERY);
      const after = await shownUrls(page);
      const leaving = after.filter((url) => url === null || new URL(url, origin).origin !== origin || /^\/[/\\]/.test(url));
      return {targets, changed, fromStore: log.downloads === downloadsBefore, results: count, links: after.length, leaving: leaving.length, errors: log.errors.length - errorsBefore};
    } finally {
      await context.close();
    }
  },
  held: ({changed, fromStore, results, leaving, errors}) => changed === OFF_ORIGIN_URLS.length && fromStore && results > 0 && leaving === 0 && errors === 0,
  summary: ({targets, changed, fromStore, results, links, leaving, errors}) =>
    `${changed} stored documents (${targets.join(', ')}) given ${OFF_ORIGIN_URLS.map((url) => `\`${url}\``).join(' and ')}; ${fromStore ? 'stored copy' : 'downloaded copy'} searched: "${QUERY}" → ${plural(results, 'result')}, ${links} links shown, ${leaving} leaving the origin; ${plural(errors, 'console error')}`,
};
