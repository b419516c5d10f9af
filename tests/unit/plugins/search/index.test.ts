import {existsSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
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
});
