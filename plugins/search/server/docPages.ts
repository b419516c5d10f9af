import path from 'node:path';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {DocPageInfo} from './types';

/** The doc pages the index covers (drafts and unlisted pages left out), in permalink order. */
export function docPages(allContent: unknown, siteDir: string): DocPageInfo[] {
  const docsPlugins = (allContent as Record<string, Record<string, DocsContent> | undefined>)['docusaurus-plugin-content-docs'] ?? {};
  const pages: DocPageInfo[] = [];
  for (const content of Object.values(docsPlugins)) {
    for (const version of content.loadedVersions) {
      for (const doc of version.docs) {
        if (doc.draft || doc.unlisted) {
          continue;
        }
        pages.push({
          permalink: doc.permalink,
          title: doc.title,
          tags: doc.tags.map((tag) => tag.label),
          ...(typeof doc.frontMatter.description === 'string' && {description: doc.frontMatter.description}),
          sourcePath: path.resolve(siteDir, doc.source.replace(/^@site\//, '')),
        });
      }
    }
  }
  return pages.sort((a, b) => a.permalink.localeCompare(b.permalink));
}
