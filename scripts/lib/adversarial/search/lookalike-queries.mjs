// Zero-width, bidi-override and full-width variants of a query find the same top result.
import {openDialog, plural, QUERY, reader, searchFor, visit} from './reader.mjs';

const VARIANTS = {'con\\u200Bsent': 'con\u200Bsent', '\\u202Econsent\\u202C': '\u202Econsent\u202C', 'ｃｏｎｓｅｎｔ': 'ｃｏｎｓｅｎｔ'};

export default {
  id: '3.9',
  expected: '`con\\u200Bsent`, RTL overrides and full-width `ｃｏｎｓｅｎｔ` find what `consent` finds',
  async run({browser, origin}) {
    const {context, page} = await reader(browser);
    try {
      await visit(page, `${origin}/cmp/`);
      await openDialog(page);
      const plain = await searchFor(page, QUERY);
      const found = {};
      for (const [label, query] of Object.entries(VARIANTS)) found[label] = await searchFor(page, query);
      return {plain, found};
    } finally {
      await context.close();
    }
  },
  held: ({plain, found}) => plain.count > 0 && Object.values(found).every(({count, first}) => count === plain.count && first === plain.first),
  summary: ({plain, found}) =>
    `"${QUERY}" → ${plain.first ?? 'nothing'} first of ${plural(plain.count, 'result')}; ${Object.entries(found)
      .map(([label, {count, first}]) => `\`${label}\` → ${first === plain.first ? 'same first' : `${first ?? 'nothing'} first`} of ${count}`)
      .join(', ')}`,
};
