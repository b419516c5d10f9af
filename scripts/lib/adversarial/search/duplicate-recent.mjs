// Recent searches stored untrimmed and twice are shown once each.
import {recentList} from '../../../../tests/e2e/search-page.mjs';
import {RECENT_SEARCHES_KEY} from './constants.mjs';
import {openDialog, QUERY, reader, visit} from './reader.mjs';

const STORED = ['dup', 'dup ', ' dup', QUERY, `${QUERY}\t`];

export default {
  id: '3.9',
  expected: 'Recent searches stored as "dup", "dup " and " dup" are shown once',
  async run({browser, origin}) {
    const {context, page} = await reader(browser);
    try {
      await visit(page, `${origin}/cmp/`);
      await page.evaluate(([key, value]) => globalThis.localStorage.setItem(key, value), [RECENT_SEARCHES_KEY, JSON.stringify(STORED)]);
      await visit(page, `${origin}/cmp/`);
      await openDialog(page);
      await recentList(page).getByRole('option').first().waitFor({timeout: 10_000}).catch(() => {});
      return {stored: STORED, shown: await recentList(page).getByRole('option').allTextContents()};
    } finally {
      await context.close();
    }
  },
  held: ({shown}) => JSON.stringify(shown) === JSON.stringify(['dup', QUERY]),
  summary: ({stored, shown}) => `stored ${JSON.stringify(stored)} → shown ${JSON.stringify(shown)}`,
};
