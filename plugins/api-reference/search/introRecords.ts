import type {ReferenceModel} from '../model/types';
import {firstSentence, htmlText} from './plainText';
import type {UndatedRecord} from './searchTypes';

/**
 * The reference page's own record and one section record per topic of its introduction (Rate
 * limits, Errors, Pagination...), as a guide page has: the page's text is the introduction before
 * its first topic, and each topic links to its anchor (`${route}#section/Rate-limits`), so a search
 * for "rate limit" lands on the topic rather than on an operation that mentions it.
 */
export function introRecords(model: ReferenceModel, route: string, category: string): UndatedRecord[] {
  const tags = ['Introduction'];
  const lead = htmlText(model.descriptionHtml);
  const page: UndatedRecord = {
    id: route,
    title: `${model.apiName} reference`,
    url: route,
    category,
    content: lead,
    excerpt: firstSentence(model.descriptionHtml),
    metadata: {category, tags, isSection: false, parentId: null, sectionTitle: null},
  };
  const sections = model.introSections.map(
    (section): UndatedRecord => ({
      id: `${route}#${section.anchor}`,
      title: section.title,
      url: `${route}#${section.anchor}`,
      category,
      content: htmlText(section.html),
      excerpt: firstSentence(section.html),
      metadata: {category, tags, isSection: true, parentId: route, sectionTitle: section.title},
    }),
  );
  return [page, ...sections];
}
