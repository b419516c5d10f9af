// Builds the Lunr comparison index in the layout of @easyops-cn/docusaurus-search-local
// (its server/utils/scanDocuments.ts and buildIndex.ts): five Lunr indexes — page titles, headings,
// meta descriptions, meta keywords, section contents — each with one field "t", a numeric ref "i",
// and metadataWhitelist ["position"]; the default English pipeline (trimmer, stop words, stemmer).
//
// The text comes from our own search-db.json (the same pages, the same h2/h3 sections, the same
// extracted words) plus each page's <meta name="description"> from the built HTML, so the two
// engines are compared on identical input and differ only in index and ranking. The two API
// references are included (the plugin itself would not index those routes): each operation is a
// heading of its reference page, its text a content section.
import {readFileSync} from 'node:fs';
import lunr from 'lunr';
import {htmlFileForRoute} from './common.mjs';

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

function metaContent(html, name) {
  const tag = new RegExp(`<meta[^>]*name="${name}"[^>]*>`, 'i').exec(html)?.[0];
  const content = tag && /content="([^"]*)"/.exec(tag);
  return content ? decodeEntities(content[1]) : '';
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

/** Returns the JSON text of search-index.json in the plugin's layout. */
export function buildLunrIndex(database, buildDir) {
  const documents = database.documents;
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
    const pageTitle = page.whole?.title ?? pageTitleFromHtml(html) ?? page.url;
    const titleId = (nextId += 1);
    title.push({i: titleId, t: pageTitle, u: page.url, b: []});
    const metaDescription = metaContent(html, 'description');
    if (metaDescription) description.push({i: titleId, t: metaDescription, s: pageTitle, u: page.url, p: titleId});
    const metaKeywords = metaContent(html, 'keywords');
    if (metaKeywords) keywords.push({i: titleId, t: metaKeywords, s: pageTitle, u: page.url, p: titleId});
    const intro = introText(page);
    if (intro) {
      content.push({i: (nextId += 1), t: intro, s: pageTitle, u: page.url, h: '', p: titleId});
    }
    for (const part of page.parts) {
      const hash = part.url.slice(page.url.length);
      const sectionTitle = part.metadata.sectionTitle ?? part.title;
      if (sectionTitle !== pageTitle) {
        heading.push({i: (nextId += 1), t: sectionTitle, u: page.url, h: hash, p: titleId});
      }
      if (part.content) {
        content.push({i: (nextId += 1), t: part.content, s: sectionTitle || pageTitle, u: page.url, h: hash, p: titleId});
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
