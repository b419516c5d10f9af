import {categoryForRoute} from './categoryForRoute';
import {isNavigationSection} from './navigationSections';
import type {DocPageInfo, ExtractedPage, IndexRecord} from './types';

/** The page description before its intro, unless the intro already says it. */
function withDescription(intro: string, description: string | undefined): string {
  const summary = description?.trim();
  if (!summary || intro.includes(summary)) {
    return intro;
  }
  return intro ? `${summary} ${intro}` : summary;
}

/**
 * One whole-document record for the page plus one record per h2/h3 section, whose url carries the
 * heading's anchor and whose metadata points back at the page (metadata: category, tags, isSection, parentId, sectionTitle), in
 * document order. Sections that only list pages to read next get no record (navigationSections.ts).
 */
export function buildPageRecords(page: DocPageInfo, extracted: ExtractedPage, lastModified: string): IndexRecord[] {
  const category = categoryForRoute(page.permalink);
  const title = extracted.title || page.title;
  const whole: IndexRecord = {
    id: page.permalink,
    title,
    url: page.permalink,
    category,
    lastModified,
    // The description, then the text before the first section: the engine appends the sections
    // (see SearchDocument). The description often names what the page is for in words its text
    // leaves to headings and code ("Share the app's consent decision with ... WKWebView").
    content: withDescription(extracted.intro, page.description),
    ...(extracted.introProse !== extracted.intro && {snippetText: withDescription(extracted.introProse, page.description)}),
    excerpt: extracted.excerpt,
    metadata: {category, tags: page.tags, isSection: false, parentId: null, sectionTitle: null},
  };
  const sections = extracted.sections.filter((section) => !isNavigationSection(section.id)).map(
    (section): IndexRecord => ({
      id: `${page.permalink}#${section.id}`,
      title: section.title,
      url: `${page.permalink}#${section.id}`,
      category,
      lastModified,
      content: section.text,
      ...(section.prose !== section.text && {snippetText: section.prose}),
      excerpt: section.excerpt,
      metadata: {category, tags: page.tags, isSection: true, parentId: page.permalink, sectionTitle: section.title},
    }),
  );
  return [whole, ...sections];
}
