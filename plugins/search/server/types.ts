import type {SearchDocument} from '../shared/types';

/** A rendered (or, in dev, source) doc page reduced to what the index needs. */
export interface ExtractedSection {
  /** The heading's id: the anchor of the section url. */
  id: string;
  title: string;
  level: 2 | 3;
  text: string;
  /** The text without code blocks (what snippets are made from). */
  prose: string;
  /** First paragraph of the section. */
  excerpt: string;
}

/** A link in a page's text: where it goes (as written) and the words it is written with. */
export interface ExtractedLink {
  href: string;
  text: string;
  /** The id of the section it is in; null for the text before the first section. */
  from: string | null;
}

export interface ExtractedPage {
  title: string;
  /** Text before the first h2/h3. */
  intro: string;
  /** The intro without code blocks. */
  introProse: string;
  /** First paragraph of the page. */
  excerpt: string;
  sections: ExtractedSection[];
  /** The links of the page's text, in document order (see linkTexts.ts). */
  links: ExtractedLink[];
}

/** What the plugin knows about a doc route before reading it. */
export interface DocPageInfo {
  permalink: string;
  title: string;
  tags: string[];
  /** The front matter description: a summary written for readers and search engines. */
  description?: string;
  /** Absolute path of the source file (for lastModified). */
  sourcePath: string;
}

/** A search record as the indexer makes it: `content` is all the text the index covers. */
export interface IndexRecord extends SearchDocument {
  /** Text for snippets when it differs from `content`: the same without code blocks. */
  snippetText?: string;
  /**
   * The words other pages link to this record with (linkTexts.ts): indexed, not stored.
   */
  linkTexts?: string[];
}
