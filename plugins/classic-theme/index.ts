import path from 'node:path';
import themeClassic, {getSwizzleConfig} from '@docusaurus/theme-classic';
import type {Options} from '@docusaurus/theme-classic';
import {DataAttributeQueryStringInlineJavaScript} from '@docusaurus/theme-classic/lib/inlineScripts';
import {validateOptions, validateThemeConfig} from '@docusaurus/theme-classic/lib/options';
import type {HtmlTags, LoadContext, Plugin, PluginModule} from '@docusaurus/types';

/**
 * The head tags of theme-classic without its script that copies every `?docusaurus-data-<name>=…`
 * query parameter onto `<html>` as `data-<name>`: anyone could send a link that sets attributes the
 * site's CSS and scripts read (`data-theme`, `data-announcement-bar-initially-dismissed`…). This
 * site is never embedded with such parameters. The colour-mode and announcement-bar scripts stay.
 * Throws when the script is not where theme-classic put it in 3.10, so that an upgrade that moves
 * it fails the build instead of bringing the parameters back silently.
 */
export function withoutQueryDataAttributes(tags: HtmlTags): HtmlTags {
  const list = Array.isArray(tags) ? tags : [tags];
  let removed = 0;
  const kept = list.map((tag) => {
    if (typeof tag === 'string' || !tag.innerHTML?.includes(DataAttributeQueryStringInlineJavaScript)) return tag;
    removed += 1;
    return {...tag, innerHTML: tag.innerHTML.replace(DataAttributeQueryStringInlineJavaScript, '')};
  });
  if (removed !== 1) {
    throw new Error(`classic-theme: expected theme-classic's ?docusaurus-data-* script in one head tag, found it in ${removed}. Check plugins/classic-theme after upgrading Docusaurus.`);
  }
  return kept;
}

// theme-classic names its theme folders and client modules relative to its own entry file, which
// Docusaurus resolves from the entry of the plugin it loaded: this wrapper's. Made absolute here.
const classicEntryDir = path.dirname(require.resolve('@docusaurus/theme-classic'));
const fromClassic = (file: string) => (file.startsWith('.') ? path.resolve(classicEntryDir, file) : file);

/** theme-classic, with withoutQueryDataAttributes applied to the tags it puts before the body. */
export function classicTheme(context: LoadContext, options: Options): Plugin<undefined> {
  const theme = themeClassic(context, options);
  return {
    ...theme,
    getThemePath: () => fromClassic(theme.getThemePath!()),
    getTypeScriptThemePath: () => fromClassic(theme.getTypeScriptThemePath!()),
    getClientModules: () => (theme.getClientModules?.() ?? []).map(fromClassic),
    injectHtmlTags(args) {
      const tags = theme.injectHtmlTags?.(args) ?? {};
      return {...tags, preBodyTags: withoutQueryDataAttributes(tags.preBodyTags ?? [])};
    },
  };
}

// Keeps theme-classic's option and theme-config checks and its swizzle list (Docusaurus reads them
// off the module).
export default Object.assign(classicTheme, {validateOptions, validateThemeConfig, getSwizzleConfig}) as unknown as PluginModule;
