// A 4 MB recent search put in localStorage was rendered and put into the input whole (a 4.9 s task),
// although the input takes 256 characters. It must be cut to that limit when read.
import {input, recentList} from '../../../../tests/e2e/search-page.mjs';
import {MAX_QUERY_LENGTH, RECENT_SEARCHES_KEY} from './constants.mjs';
import {openDialog, reader, visit} from './reader.mjs';

export default {
  id: '3.11',
  expected: 'A 4 MB recent search in localStorage is shown and reused cut to the input\'s 256 characters',
  async run({browser, origin}) {
    const {context, page} = await reader(browser);
    try {
      await visit(page, `${origin}/cmp/`);
      const huge = `consent ${'x'.repeat(4 * 1024 * 1024)}`;
      await page.evaluate(([key, value]) => globalThis.localStorage.setItem(key, value), [RECENT_SEARCHES_KEY, JSON.stringify([huge])]);
      await visit(page, `${origin}/cmp/`);
      await openDialog(page);
      const option = recentList(page).getByRole('option').first();
      await option.waitFor({timeout: 10_000}).catch(() => {});
      const shown = (await option.textContent().catch(() => '')) ?? '';
      await option.click({timeout: 10_000}).catch(() => {});
      const value = await input(page).inputValue().catch(() => '');
      return {stored: huge.length, shown: shown.length, input: value.length};
    } finally {
      await context.close();
    }
  },
  held: ({shown, input: value}) => shown > 0 && shown <= MAX_QUERY_LENGTH && value <= MAX_QUERY_LENGTH,
  summary: ({stored, shown, input: value}) => `stored ${stored.toLocaleString('en')} characters → shown ${shown.toLocaleString('en')}, put into the input ${value.toLocaleString('en')}`,
};
