import {describe, expect, it} from 'vitest';
import {cacheNames, isSavablePage, MAX_SAVED_PAGES, pageKey, pagesOverLimit, routeOf, staleCaches} from '../../../../plugins/offline/worker/cachePolicy';
import {heldPage, type StoredRecord} from '../../../../plugins/offline/worker/heldText';
import {escapeHtml, offlinePage} from '../../../../plugins/offline/worker/offlinePage';

const ORIGIN = 'https://docs.privana.example';

describe('what the offline worker does with a request', () => {
  it('takes the site\'s navigations as pages and its hashed assets and images as assets', () => {
    expect(routeOf({method: 'GET', mode: 'navigate', url: `${ORIGIN}/cmp/`}, ORIGIN)).toBe('page');
    expect(routeOf({method: 'GET', mode: 'no-cors', url: `${ORIGIN}/assets/js/main.1a2b3c4d.js`}, ORIGIN)).toBe('asset');
    expect(routeOf({method: 'GET', mode: 'no-cors', url: `${ORIGIN}/img/logo.svg`}, ORIGIN)).toBe('asset');
  });

  it('leaves everything else to the network: the search data, twins, other methods and other origins', () => {
    expect(routeOf({method: 'GET', mode: 'cors', url: `${ORIGIN}/search/search-db.json`}, ORIGIN)).toBe('pass');
    expect(routeOf({method: 'GET', mode: 'cors', url: `${ORIGIN}/cmp.md`}, ORIGIN)).toBe('pass');
    expect(routeOf({method: 'POST', mode: 'navigate', url: `${ORIGIN}/cmp/`}, ORIGIN)).toBe('pass');
    expect(routeOf({method: 'GET', mode: 'navigate', url: 'https://example.com/'}, ORIGIN)).toBe('pass');
  });

  it('keys a page by its address without query or fragment', () => {
    expect(pageKey(`${ORIGIN}/cmp/?q=1#rules`)).toBe(`${ORIGIN}/cmp/`);
  });

  it('saves only whole HTML pages', () => {
    expect(isSavablePage(200, 'text/html; charset=utf-8')).toBe(true);
    expect(isSavablePage(404, 'text/html')).toBe(false);
    expect(isSavablePage(200, 'text/markdown')).toBe(false);
    expect(isSavablePage(0, null)).toBe(false);
  });

  it('keeps the last pages opened, up to the bound, dropping the oldest', () => {
    const keys = Array.from({length: MAX_SAVED_PAGES + 3}, (_, n) => `${ORIGIN}/p${n}`);
    expect(pagesOverLimit(keys)).toEqual(keys.slice(0, 3));
    expect(pagesOverLimit(keys.slice(0, 5))).toEqual([]);
  });

  it('names the caches per release and drops the site\'s caches of other releases only', () => {
    const current = cacheNames('abc');
    expect(staleCaches([current.pages, current.assets, 'privana-pages-old', 'privana-assets-old', 'someone-else'], 'abc')).toEqual(['privana-pages-old', 'privana-assets-old']);
  });
});

const RECORDS: StoredRecord[] = [
  {url: '/cmp/', title: 'Consent Management Platform', content: 'Add the banner to a site. Configurations Each site has one.', metadata: {isSection: false}},
  {url: '/cmp/#configurations', title: 'Configurations', content: 'Each site has one.', metadata: {isSection: true, sectionTitle: 'Configurations'}},
  {url: '/cmp/webhooks', title: 'Publish webhooks', content: 'Other page.', metadata: {isSection: false}},
];

describe('what the site holds for a page that is not saved', () => {
  it('is the page\'s text before its first section, then each section', () => {
    expect(heldPage(RECORDS, '/cmp')).toEqual({
      title: 'Consent Management Platform',
      text: 'Add the banner to a site.',
      sections: [{title: 'Configurations', anchor: 'configurations', text: 'Each site has one.'}],
    });
  });

  it('is nothing for a page the search data does not have', () => {
    expect(heldPage(RECORDS, '/nowhere/')).toBeNull();
  });
});

describe('the offline page', () => {
  it('says the page is not saved, shows the held text and links the saved pages, all escaped', () => {
    const html = offlinePage({
      path: '/cmp/<x>',
      held: {title: 'A <b> title', text: 'Text & more', sections: []},
      saved: [{url: `${ORIGIN}/uc/`, title: 'Unified consent'}],
      site: 'Privana Documentation',
    });
    expect(html).toContain('this page is not saved on this device');
    expect(html).toContain('<code>/cmp/&lt;x&gt;</code>');
    expect(html).toContain('A &lt;b&gt; title');
    expect(html).toContain('Text &amp; more');
    expect(html).toContain('<a href="/uc/">Unified consent</a>');
    expect(html).not.toMatch(/<script/i);
  });

  it('says when the search data is not there either', () => {
    expect(offlinePage({path: '/cmp/', held: null, saved: [], site: 'Privana Documentation'})).toContain('The search data is not on this device either');
  });

  it('escapes every character HTML gives a meaning to', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
