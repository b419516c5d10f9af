import {existsSync} from 'node:fs';
import {isAbsolute} from 'node:path';
import {DataAttributeQueryStringInlineJavaScript} from '@docusaurus/theme-classic/lib/inlineScripts';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {classicTheme, withoutQueryDataAttributes} from '../../../../plugins/classic-theme/index';

describe('theme-classic without the ?docusaurus-data-* script', () => {
  const colourMode = "(function() { document.documentElement.setAttribute('data-theme', 'light'); })();";

  it('removes the query-parameter script and keeps the other scripts of the same tag', () => {
    const tags = withoutQueryDataAttributes([
      {tagName: 'svg', attributes: {style: 'display: none;'}, innerHTML: '<defs/>'},
      {tagName: 'script', innerHTML: `\n${colourMode}\n${DataAttributeQueryStringInlineJavaScript}\n`},
    ]);
    expect(JSON.stringify(tags)).not.toContain('docusaurus-data-');
    expect(tags).toEqual([
      {tagName: 'svg', attributes: {style: 'display: none;'}, innerHTML: '<defs/>'},
      {tagName: 'script', innerHTML: `\n${colourMode}\n\n`},
    ]);
  });

  it('fails the build when theme-classic no longer emits the script where it did', () => {
    expect(() => withoutQueryDataAttributes([{tagName: 'script', innerHTML: colourMode}])).toThrow(/docusaurus-data-\* script in one head tag, found it in 0/);
  });
});

describe('the wrapped theme-classic', () => {
  const context = {
    siteDir: process.cwd(),
    i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
    siteStorage: {type: 'localStorage', namespace: ''},
    siteConfig: {themeConfig: {colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true}, prism: {additionalLanguages: []}, announcementBar: {id: 'x'}}},
  } as unknown as LoadContext;
  const theme = classicTheme(context, {customCss: []});

  it('names its theme folders and client modules by absolute paths that exist, as seen from any entry file', () => {
    for (const folder of [theme.getThemePath!(), theme.getTypeScriptThemePath!()]) {
      expect(isAbsolute(folder), folder).toBe(true);
      expect(existsSync(`${folder}/Tabs`), folder).toBe(true);
    }
    for (const module of theme.getClientModules!()) expect(isAbsolute(module), module).toBe(true);
  });

  it('still writes the colour-mode and announcement-bar scripts, without the query-parameter one', () => {
    const tags = JSON.stringify(theme.injectHtmlTags!({content: undefined}));
    expect(tags).toContain("setAttribute('data-theme'");
    expect(tags).toContain('data-announcement-bar-initially-dismissed');
    expect(tags).not.toContain('docusaurus-data-');
  });
});
