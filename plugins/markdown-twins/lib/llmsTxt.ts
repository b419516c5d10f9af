/**
 * /llms.txt (llmstxt.org: an H1, a blockquote summary, then `##` sections of Markdown links) and
 * /llms-full.txt (every twin, one after the other, each under its URL).
 */

export interface TwinPage {
  route: string;
  /** URL path of the twin, e.g. /cmp.md */
  twin: string;
  title: string;
  description: string;
  markdown: string;
}

export interface OpenApiDownload {
  /** URL path of the YAML document, e.g. /openapi/customer-rest-api.yaml */
  path: string;
  title: string;
  /** Route of the reference page that renders it. */
  referenceRoute: string;
}

export interface LlmsTxtInput {
  siteUrl: string;
  productName: string;
  summary: string;
  /** Markdown of the Instructions section (without its heading). */
  instructions: string;
  pages: TwinPage[];
  openApi: OpenApiDownload[];
  /** Area of a route (the search categories). */
  categoryOf(route: string): string;
  /** Order of the area sections; areas missing here follow in alphabetical order. */
  categoryOrder: string[];
  /** Pages listed under "Optional" (llmstxt.org: may be skipped when context is short), e.g. tag pages. */
  isOptional(route: string): boolean;
}

/** One line of a section: `- [Title](url): description`. */
function entry(siteUrl: string, page: Pick<TwinPage, 'twin' | 'title' | 'description'>): string {
  const title = page.title.replace(/[[\]]/g, '\\$&');
  const description = page.description.replace(/\s+/g, ' ').trim();
  return `- [${title}](${siteUrl}${page.twin})${description ? `: ${description}` : ''}`;
}

export function buildLlmsTxt(input: LlmsTxtInput): string {
  const referenceRoutes = new Set(input.openApi.map((source) => source.referenceRoute));
  const references = input.pages.filter((page) => referenceRoutes.has(page.route));
  const optional = input.pages.filter((page) => !referenceRoutes.has(page.route) && input.isOptional(page.route));
  const byArea = new Map<string, TwinPage[]>();
  for (const page of input.pages) {
    if (referenceRoutes.has(page.route) || input.isOptional(page.route)) continue;
    const area = input.categoryOf(page.route);
    byArea.set(area, [...(byArea.get(area) ?? []), page]);
  }
  const rank = (area: string): number => {
    const index = input.categoryOrder.indexOf(area);
    return index === -1 ? input.categoryOrder.length : index;
  };
  const areas = [...byArea.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

  const sections: string[] = [
    `# ${input.productName}`,
    `> ${input.summary}`,
    `Every link below is the Markdown version of a page of ${input.siteUrl}; the page itself is the same URL without \`.md\`. ` +
      `All pages in one file: ${input.siteUrl}/llms-full.txt`,
    `## Instructions\n\n${input.instructions.trim()}`,
    [
      '## API references',
      '',
      ...references.map((page) => entry(input.siteUrl, page)),
      ...input.openApi.map((source) => `- [${source.title} (OpenAPI YAML)](${input.siteUrl}${source.path}): the OpenAPI document the reference is built from`),
    ].join('\n'),
    ...areas.map((area) => [`## ${area}`, '', ...(byArea.get(area) ?? []).map((page) => entry(input.siteUrl, page))].join('\n')),
  ];
  if (optional.length > 0) {
    sections.push(['## Optional', '', ...optional.map((page) => entry(input.siteUrl, page))].join('\n'));
  }
  return `${sections.join('\n\n')}\n`;
}

/** Every twin in the given order, each under a small header block naming its twin URL and page URL. */
export function buildLlmsFullTxt(siteUrl: string, productName: string, pages: TwinPage[]): string {
  const parts = pages.map((page) => `---\nURL: ${siteUrl}${page.twin}\nPage: ${siteUrl}${page.route}\n---\n\n${page.markdown.trim()}\n`);
  return `# ${productName} documentation, all pages\n\n${parts.join('\n')}`;
}

/**
 * Pages in reading order: first `leading` (the home page), then the routes in sidebar order, then
 * the rest sorted by route, so that every page appears once.
 */
export function orderPages(pages: TwinPage[], leading: string[], sidebarRoutes: string[]): TwinPage[] {
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const ordered: TwinPage[] = [];
  const seen = new Set<string>();
  for (const route of [...leading, ...sidebarRoutes]) {
    const page = byRoute.get(route);
    if (page && !seen.has(route)) {
      ordered.push(page);
      seen.add(route);
    }
  }
  const rest = pages.filter((page) => !seen.has(page.route)).sort((a, b) => a.route.localeCompare(b.route));
  return [...ordered, ...rest];
}
