// A second visit with a complete stored copy, the search files unreachable and the browser offline.
import {dialog} from '../../../../tests/e2e/search-page.mjs';
import {openDialog, plural, QUERY, reader, searchFor, searchOnce, untilIdle, visit} from './reader.mjs';

export default {
  id: '3.6',
  expected: 'Offline, a second visit searches its stored copy (no "Search Unavailable", a console warning)',
  async run({browser, origin}) {
    const {context, page, log} = await reader(browser);
    try {
      const {copy} = await searchOnce(page, origin);
      // Every search file, the split index's pieces included: the browser goes offline only once the
      // manifest is asked for, and a core fetched before that made the search read pieces offline.
      await page.route('**/search/**', (route) => route.abort('internetdisconnected'));
      // Idle preparation loads the dialog's code, then (a copy being stored) asks for the manifest
      // while its IndexedDB code loads, then loads the index: the browser goes offline once that is
      // done, as the code would otherwise be missing too. Waiting for the manifest request alone let
      // the IndexedDB chunk load after it, offline, and fail (the stored copy then unreadable).
      const prepared = page.waitForRequest('**/search/manifest.json', {timeout: 30_000});
      await visit(page, `${origin}/cmp/`);
      await prepared;
      await untilIdle(page);
      await context.setOffline(true);
      const usable = (await openDialog(page)) !== null;
      const found = usable ? await searchFor(page, QUERY) : {count: 0};
      const unavailable = (await dialog(page).getByText('Search Unavailable').count()) > 0;
      const warning = log.warnings.find((text) => /stored copy/.test(text)) ?? '';
      // What the search logged otherwise (why the stored copy was not used, when it was not).
      const logged = [...log.warnings, ...log.errors].filter((text) => text.startsWith('[search]') && text !== warning).map((text) => text.slice(0, 160));
      return {documents: copy.documents, usable, results: found.count, unavailable, warning: warning ? /^.*?stored copy/.exec(warning)[0] : null, logged};
    } finally {
      await context.close();
    }
  },
  held: ({usable, results, unavailable, warning}) => usable && results > 0 && !unavailable && warning !== null,
  summary: ({documents, usable, results, unavailable, warning, logged}) =>
    `stored copy of ${documents} documents, search files unreachable, browser offline: input ${usable ? 'enabled' : 'disabled'}, "${QUERY}" → ${plural(results, 'result')}${unavailable ? ', "Search Unavailable" shown' : ''}; console warning: ${warning ? `"${warning}"` : 'none'}${warning ? '' : `; logged: ${logged?.length ? logged.map((text) => `"${text}"`).join(', ') : 'nothing'}`}`,
};
