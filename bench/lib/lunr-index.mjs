// Builds the Lunr comparison index in the layout of @easyops-cn/docusaurus-search-local
// (its server/utils/scanDocuments.ts and buildIndex.ts): five Lunr indexes — page titles, headings,
// meta descriptions, meta keywords, section contents — each with one field "t", a numeric ref "i",
// and metadataWhitelist ["position"]; the default English pipeline (trimmer, stop words, stemmer).
//
// The text comes from our own indexer (the same pages of search-db.json, the same h2/h3 sections,
// the same extracted words, by plugins/search's own code) plus each page's
// <meta name="description"> from the built HTML, so the two engines are compared on identical input
// and differ only in index and ranking. The two API
// references are included (the plugin itself would not index those routes): each operation is a
// heading of its reference page, its text a content section.
import {readFileSync} from 'node:fs';
import lunr from 'lunr';
import {htmlFileForRoute} from '../../scripts/lib/routeFile.mjs';

function decodeEntities(text) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&amp;/g, '&');
}

/** A <meta name=…> content, quoted or not (the HTML minifier drops quotes where it can). */
function metaContent(html, name) {
  const tag = new RegExp(`<meta\\b[^>]*\\bname=["']?${name}["'\\s/>][^>]*>`, 'i').exec(html)?.[0];
  const content = tag && /\bcontent=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/.exec(tag);
  return content ? decodeEntities(content[1] ?? content[2] ?? content[3]) : '';
}

function pageTitleFromHtml(html) {
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  if (h1) return decodeEntities(h1[1].replace(/<[^>]+>/g, '')).trim();
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  return title ? decodeEntities(title[1]).replace(/\s*\|.*$/, '').trim() : '';
}

/**
 * The text between the h1 and the first h2/h3 (the plugin's content section of the page title).
 * Newer search-db.json files ship only that in the whole-page record; older ones the whole text,
 * which is then cut where the first section's text starts.
 */
function introText(page) {
  const text = page.whole?.content ?? '';
  const first = page.parts.find((part) => part.metadata.isSection && part.content);
  if (!first) return text;
  const at = text.indexOf(first.content.slice(0, 60));
  if (at < 0) return text;
  let intro = text.slice(0, at).trim();
  const heading = first.metadata.sectionTitle ?? first.title;
  if (heading && intro.endsWith(heading)) intro = intro.slice(0, -heading.length).trim();
  return intro;
}

/**
 * Returns the JSON text of search-index.json in the plugin's layout.
 * `tools` (bench/lib/bundle.mjs loadIndexerTools) gives our indexer's own HTML extraction and
 * search-db decoder, so Lunr gets the full text our index covers (search-db.json itself
 * stores only a snippet-sized part of it); without them the stored text is used. `apiRecords` are the
 * API reference plugin's records (`tools.apiSearchRecords`, awaited by the caller).
 */
export function buildLunrIndex({database, buildDir, tools = null, apiRecords = null}) {
  const documents = tools?.decodeDatabase && database.format ? tools.decodeDatabase(database).documents : database.documents;
  const fullOperations = new Map();
  for (const record of apiRecords ?? []) fullOperations.set(record.id, record);
  const pages = new Map();
  const pageOf = (url) => url.replace(/#.*$/, '');
  for (const doc of documents) {
    const url = pageOf(doc.url);
    if (!pages.has(url)) pages.set(url, {url, whole: null, parts: []});
    const page = pages.get(url);
    if (!doc.metadata.isSection && doc.url === url) page.whole = doc;
    else page.parts.push(doc);
  }

  let nextId = 0;
  const title = [];
  const heading = [];
  const description = [];
  const keywords = [];
  const content = [];
  for (const page of pages.values()) {
    const htmlFile = htmlFileForRoute(buildDir, page.url);
    const html = htmlFile ? readFileSync(htmlFile, 'utf8') : '';
    const extracted = page.whole && html && tools?.extractPageFromHtml ? tools.extractPageFromHtml(html) : null;
    const pageTitle = page.whole?.title || extracted?.title || pageTitleFromHtml(html) || page.url;
    const intro = extracted ? extracted.intro : introText(page);
    const sections = extracted
      ? extracted.sections.map((section) => ({hash: `#${section.id}`, title: section.title, text: section.text}))
      : page.parts.map((part) => ({
          hash: part.url.slice(page.url.length),
          title: part.metadata.sectionTitle ?? part.title,
          text: fullOperations.get(part.id)?.content ?? part.content,
        }));
    const titleId = (nextId += 1);
    title.push({i: titleId, t: pageTitle, u: page.url, b: []});
    const metaDescription = metaContent(html, 'description');
    if (metaDescription) description.push({i: titleId, t: metaDescription, s: pageTitle, u: page.url, p: titleId});
    const metaKeywords = metaContent(html, 'keywords');
    if (metaKeywords) keywords.push({i: titleId, t: metaKeywords, s: pageTitle, u: page.url, p: titleId});
    if (intro) {
      content.push({i: (nextId += 1), t: intro, s: pageTitle, u: page.url, h: '', p: titleId});
    }
    for (const section of sections) {
      if (section.title !== pageTitle) {
        heading.push({i: (nextId += 1), t: section.title, u: page.url, h: section.hash, p: titleId});
      }
      if (section.text) {
        content.push({i: (nextId += 1), t: section.text, s: section.title || pageTitle, u: page.url, h: section.hash, p: titleId});
      }
    }
  }

  const all = [title, heading, description, keywords, content].map((docs) => ({
    documents: docs,
    index: lunr(function () {
      this.ref('i');
      this.field('t');
      this.metadataWhitelist = ['position'];
      for (const doc of docs) this.add({...doc, i: doc.i.toString()});
    }),
  }));
  return JSON.stringify(all);
}
