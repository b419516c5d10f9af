// Malformed percent-encoding in the fragment, on arrival and set later: the page keeps rendering.
import {PAGE_TYPES} from '../../../../tests/e2e/page-types.mjs';
import {openPage} from './open-page.mjs';

const FRAGMENTS = ['%', '%E0', '%E0%A4%A', '%zz', 'a%C3%28%'];

const HASH = '%E0%A4%A';

/**
 * Sets a malformed hash and resolves once the page has handled the change and painted twice (at
 * once when the page already holds that hash: setting it again changes nothing). Bounded, so that
 * a page that never paints again is reported, not waited for.
 */
const setMalformedHash = (page) =>
  page.evaluate(
    (hash) =>
      new Promise((done) => {
        const painted = () => globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(() => done(undefined)));
        globalThis.setTimeout(() => done(undefined), 10_000);
        if (globalThis.location.hash === `#${hash}`) return painted();
        globalThis.addEventListener('hashchange', painted, {once: true});
        globalThis.location.hash = hash;
      }),
    HASH,
  );

export default {
  id: '2.5',
  expected: 'A malformed `%` in the fragment leaves every page rendering',
  async run({browser, origin}) {
    const crashed = [];
    for (const [kind, path] of Object.entries(PAGE_TYPES)) {
      for (const fragment of FRAGMENTS) {
        const {result} = await openPage(browser, `${origin}${path}#${fragment}`, async (page) => {
          await setMalformedHash(page);
          return (await page.getByText('This page crashed').count()) > 0 || !(await page.locator('h1').first().isVisible());
        });
        if (result) crashed.push(`${kind} #${fragment}`);
      }
    }
    return {pageTypes: Object.keys(PAGE_TYPES).length, fragments: FRAGMENTS.length, crashed};
  },
  held: ({crashed}) => crashed.length === 0,
  summary: ({pageTypes, fragments, crashed}) =>
    `${pageTypes} page types × ${fragments} fragments, then \`location.hash = '${HASH}'\`: ${crashed.length} crashed${crashed.length ? ` (${crashed.join(', ')})` : ''}`,
  node: 'same pages',
};
