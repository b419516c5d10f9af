import {existsSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it, vi} from 'vitest';
import searchPlugin from '../../../../plugins/search/index';
import {DEFAULT_OPTIONS} from '../../../../plugins/search/options';

const root = join(__dirname, '../../../..');
const plugin = searchPlugin({siteDir: root, baseUrl: '/'} as LoadContext, DEFAULT_OPTIONS);

describe('search plugin', () => {
  it('ships the navbar search as its theme component @theme/SearchBar', () => {
    const themePath = plugin.getThemePath?.();
    expect(themePath).toBe(join(root, 'plugins/search/theme'));
    expect(existsSync(join(themePath ?? '', 'SearchBar/index.tsx'))).toBe(true);
  });

  it('is not shadowed by a site-level SearchBar (the site theme folder overrides every plugin theme)', () => {
    expect(existsSync(join(root, 'src/theme/SearchBar'))).toBe(false);
  });

  it('adds the inline script that opens the dialog before hydration', () => {
    const tags = plugin.injectHtmlTags?.({content: undefined}) as {headTags: {tagName: string; innerHTML: string}[]};
    expect(tags.headTags).toHaveLength(1);
    expect(tags.headTags[0]).toMatchObject({tagName: 'script'});
    expect(tags.headTags[0].innerHTML).toContain('privana:search-open');
  });

  it('serves the index, its manifest and the split index from the dev server, made from the MDX sources', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      const docPath = join(root, 'docs/cmp/index.mdx');
      const page = {permalink: '/cmp/', title: 'Consent management', tags: [], sourcePath: docPath};
      // The dev state the plugin keeps between reloads (see index.ts), as allContentLoaded leaves it.
      (globalThis as Record<symbol, unknown>)[Symbol.for('privana.search.devState')] = {pages: [page], apiRecords: [], siteDir: root};
      const config = plugin.configureWebpack?.({} as never, false, {} as never, {} as never) as {
        devServer: {setupMiddlewares: (middlewares: unknown[]) => unknown[]};
      };
      const middlewares: Array<{middleware: (req: unknown, res: unknown, next: () => void) => void}> = [];
      config.devServer.setupMiddlewares(middlewares);
      const get = (url: string): {body: string | undefined; next: boolean} => {
        let body: string | undefined;
        const next = vi.fn();
        middlewares[0].middleware({method: 'GET', url}, {setHeader: () => {}, end: (text?: string) => (body = text)}, next);
        return {body, next: next.mock.calls.length > 0};
      };
      const core = JSON.parse(get('/search/split/core.json').body ?? 'null') as {version: string; termShards: number[]};
      expect(core.version).toBe(JSON.parse(get('/search/manifest.json').body ?? 'null').version);
      expect(JSON.parse(get(`/search/split/${core.version}/terms-0.json`).body ?? 'null')).toBeInstanceOf(Array);
      expect(JSON.parse(get('/search/search-db.json').body ?? 'null').version).toBe(core.version);
      expect(get('/search/split/none.json').next).toBe(true);
      expect(get('/cmp/').next).toBe(true);
    } finally {
      process.env.NODE_ENV = previous;
    }
  });
});
