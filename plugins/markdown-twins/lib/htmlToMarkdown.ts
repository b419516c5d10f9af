import * as cheerio from 'cheerio';
import type {Cheerio, CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';

/**
 * The Markdown twin of one built HTML page. The conversion itself is rehype-remark (hast → mdast)
 * and remark-stringify with GFM tables; this module only picks the page's content and rewrites
 * the few theme widgets whose HTML has no Markdown meaning (Prism code lines, admonitions, tabs,
 * table captions, collapsible <details>, definition lists, links around blocks) into plain HTML
 * that the converter maps one to one.
 */

export interface TwinLinks {
  /** Origin and base of every link in the twin, e.g. https://docs.privana.example */
  siteUrl: string;
  /** Route of the page being converted, e.g. /cmp/mobile-sdks/ */
  route: string;
  /** URL path of the twin of a route of this site, or null when that route has none (an asset, a YAML file). */
  twinOf(route: string): string | null;
}

export interface MarkdownPage {
  title: string;
  description: string;
  markdown: string;
}

/**
 * Where a page's content is, first match wins: an element marked `data-md-root` (the API
 * references mark theirs), a doc's Markdown body, then the page's <main>.
 */
const CONTENT_ROOTS = ['[data-md-root]', 'article .theme-doc-markdown', 'main'];

/** Never part of a twin: marked by the page, page chrome, scripts, controls and decorations. */
const LEFT_OUT = [
  '[data-md-skip]',
  'script', 'style', 'noscript', 'template', 'link', 'meta',
  'nav', 'button', 'svg', 'input', 'select',
  '[aria-hidden="true"]', '[hidden]:not([role="tabpanel"])',
  '.hash-link', '.theme-doc-toc-mobile', '.theme-edit-this-page', '.pagination-nav',
].join(', ');

const pipeline = unified()
  .use(rehypeParse, {fragment: true})
  .use(rehypeRemark)
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {bullet: '-', fences: true, rule: '-', emphasis: '_', listItemIndent: 'one'});

function removeComments(node: Element): void {
  node.children = node.children.filter((child) => child.type !== 'comment');
  for (const child of node.children) {
    if ('children' in child) removeComments(child as Element);
  }
}

/** Text of an element with runs of white space made one space. */
function flatText(element: Cheerio<AnyNode>): string {
  return element.text().replace(/\s+/g, ' ').trim();
}

function languageOf(classes: string | undefined): string {
  return /(?:^|\s)language-([\w+#-]+)/.exec(classes ?? '')?.[1] ?? '';
}

/** Prism's code blocks (a <div> per line, a title, copy and wrap buttons) → <pre><code class="language-x">. */
function rewriteCodeBlocks($: CheerioAPI): void {
  $('.theme-code-block').each((_, node) => {
    const block = $(node);
    const pre = block.find('pre').first();
    const language = languageOf(block.attr('class')) || languageOf(pre.attr('class')) || languageOf(pre.find('code').attr('class'));
    const lines = pre.find('.token-line');
    const text = lines.length > 0
      ? lines.toArray().map((line) => $(line).text()).join('\n')
      : pre.text();
    const title = flatText(block.find('[class*="codeBlockTitle"]').first());
    const code = $('<code></code>').text(text.replace(/\n+$/, ''));
    if (language) code.attr('class', `language-${language}`);
    const replacement = $('<div></div>');
    if (title) replacement.append($('<p></p>').append($('<em></em>').text(title)));
    replacement.append($('<pre></pre>').append(code));
    block.replaceWith(replacement.contents());
  });
}

/** Admonitions → a blockquote opened by their label in bold ("Note", "Behaviour change"). */
function rewriteAdmonitions($: CheerioAPI): void {
  $('.theme-admonition').each((_, node) => {
    const admonition = $(node);
    const type = /theme-admonition-(\w+)/.exec(admonition.attr('class') ?? '')?.[1] ?? 'note';
    const heading = flatText(admonition.find('[class*="admonitionHeading"]').first()) || type;
    const label = heading.charAt(0).toUpperCase() + heading.slice(1);
    const content = admonition.find('[class*="admonitionContent"]').first();
    const quote = $('<blockquote></blockquote>')
      .append($('<p></p>').append($('<strong></strong>').text(label)))
      .append(content.length > 0 ? content.contents() : admonition.contents());
    admonition.replaceWith(quote);
  });
}

/** Tabs → every panel in turn, each after its tab's label in bold (the HTML holds all panels). */
function rewriteTabs($: CheerioAPI): void {
  $('.tabs-container').each((_, node) => {
    const container = $(node);
    const labels = container.find('[role="tab"]').toArray().map((tab) => flatText($(tab)));
    const replacement = $('<div></div>');
    container.find('[role="tabpanel"]').each((index, panel) => {
      replacement.append($('<p></p>').append($('<strong></strong>').text(labels[index] ?? `Tab ${index + 1}`)));
      replacement.append($(panel).contents());
    });
    container.replaceWith(replacement.contents());
  });
}

/** A table's caption → a paragraph before it (GFM tables have no caption). */
function rewriteCaptions($: CheerioAPI): void {
  $('table > caption').each((_, node) => {
    const caption = $(node);
    const text = flatText(caption);
    caption.closest('table').before($('<p></p>').append($('<strong></strong>').text(text)));
    caption.remove();
  });
}

/** <details> (API property trees, Docusaurus' Details) → its summary in bold, then its content, always shown. */
function rewriteDetails($: CheerioAPI): void {
  // Innermost first, so nested trees come out in document order.
  $('details').toArray().reverse().forEach((node) => {
    const details = $(node);
    const summary = details.children('summary').first();
    const replacement = $('<div></div>');
    if (summary.length > 0) {
      replacement.append($('<p></p>').append($('<strong></strong>').append(summary.contents())));
      summary.remove();
    }
    replacement.append(details.contents());
    details.replaceWith(replacement.contents());
  });
}

/**
 * A link wrapped around blocks (the home page's cards) → the blocks, with the link on their
 * heading: Markdown links hold inline text only.
 */
function rewriteBlockLinks($: CheerioAPI): void {
  $('a[href]').each((_, node) => {
    const link = $(node);
    if (link.find('h1, h2, h3, h4, h5, h6, p, div, ul, ol, table').length === 0) return;
    const heading = link.find('h1, h2, h3, h4, h5, h6').first();
    const target = heading.length > 0 ? heading : link.find('p').first();
    if (target.length > 0) {
      target.wrapInner($('<a></a>').attr('href', link.attr('href') as string));
    }
    link.replaceWith(link.contents());
  });
}

/**
 * A link to the element it sits in → its text as code: such a link is an API reference field's
 * name, its own permalink (headings' `#` links are left out with `.hash-link`). In the twin it is
 * a name to read, not a link to follow.
 */
function unwrapSelfLinks($: CheerioAPI): void {
  $('a[href^="#"]').each((_, node) => {
    const link = $(node);
    const id = (link.attr('href') as string).slice(1);
    if (link.parents().is((_, parent) => $(parent).attr('id') === id)) link.replaceWith($('<code></code>').text(link.text()));
  });
}

/** Definition lists (vendor facts) → a list of "**term**: definition" items. */
function rewriteDefinitionLists($: CheerioAPI): void {
  $('dl').each((_, node) => {
    const list = $('<ul></ul>');
    let item: Cheerio<AnyNode> | undefined;
    for (const child of $(node).children().toArray()) {
      const part = $(child);
      if (child.tagName === 'dt') {
        item = $('<li></li>').append($('<strong></strong>').append(part.contents()));
        list.append(item);
      } else if (child.tagName === 'dd' && item) {
        // A definition that is a list (prerequisites, scopes) nests under its term; text follows a colon.
        const onlyBlocks = part.children().length > 0 && part.children('ul, ol, p, table, pre').length === part.children().length &&
          part.text().trim() === part.children().text().trim();
        if (!onlyBlocks) item.append(': ');
        item.append(part.contents());
      }
    }
    $(node).replaceWith(list);
  });
}

/**
 * Every link and image made absolute to the site; a link to another page of the site points to
 * that page's twin, a link within the page to this twin.
 */
function rewriteLinks($: CheerioAPI, links: TwinLinks): void {
  const base = new URL(links.route, links.siteUrl);
  const absolute = (value: string, toTwin: boolean): string => {
    let url: URL;
    try {
      url = new URL(value, base);
    } catch {
      return value;
    }
    if (url.origin !== base.origin) return value;
    const twin = toTwin ? links.twinOf(url.pathname) : null;
    return twin ? `${links.siteUrl}${twin}${url.hash}` : `${links.siteUrl}${url.pathname}${url.search}${url.hash}`;
  };
  $('a[href]').each((_, node) => {
    const link = $(node);
    link.attr('href', absolute(link.attr('href') as string, true));
  });
  $('img[src]').each((_, node) => {
    const image = $(node);
    image.attr('src', absolute(image.attr('src') as string, false));
  });
}

function pageTitle($: CheerioAPI, root: Cheerio<Element>): string {
  const heading = flatText(root.find('h1').first());
  if (heading) return heading;
  const ogTitle = $('meta[property="og:title"]').attr('content') ?? $('title').text();
  return ogTitle.replace(/\s*\|[^|]*$/, '').trim();
}

/**
 * Converts one built page, or returns null when it has no content root (a redirect page, a
 * bare shell).
 */
export function htmlToMarkdown(html: string, links: TwinLinks): MarkdownPage | null {
  // htmlparser2 (HTML mode): three times faster than parse5 on the whole page; the content is re-parsed by parse5 below.
  const page = cheerio.load(html, {xml: {xmlMode: false, decodeEntities: true}});
  const root = CONTENT_ROOTS.map((selector) => page(selector).first()).find((match) => match.length > 0) as Cheerio<Element> | undefined;
  if (!root) return null;
  const title = pageTitle(page, root);
  const description = (page('meta[name="description"]').attr('content') ?? '').trim();

  // The content alone, as its own fragment: every rewrite below then walks it, not the whole page.
  const $ = cheerio.load(root.html() ?? '', null, false);
  const content = $.root();
  content.find(LEFT_OUT).remove();
  // React's text separators (<!-- -->) would come out as HTML comments.
  removeComments(content.get(0) as unknown as Element);
  rewriteCodeBlocks($);
  rewriteAdmonitions($);
  rewriteTabs($);
  rewriteCaptions($);
  rewriteDetails($);
  rewriteDefinitionLists($);
  rewriteBlockLinks($);
  unwrapSelfLinks($);
  rewriteLinks($, links);

  // One `# ` title, then the description unless the page already says it.
  if (content.find('h1').length === 0) content.prepend($('<h1></h1>').text(title));
  const firstHeading = content.find('h1').first();
  if (description && !flatText(content).includes(description)) {
    (firstHeading.parent().is('header') ? firstHeading.parent() : firstHeading)
      .after($('<blockquote></blockquote>').append($('<p></p>').text(description)));
  }
  content.find('h1').slice(1).each((_, node) => {
    node.tagName = 'h2';
  });

  const markdown = `${String(pipeline.processSync(content.html() ?? '')).trim()}\n`;
  return {title, description, markdown};
}
