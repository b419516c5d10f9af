import * as z from 'zod';
import type {McpServer} from '@modelcontextprotocol/server';
import {lookUpPage} from '../pageLookup';
import type {Snapshot} from '../snapshot';
import {textResult, toolError} from '../toolResult';

export function registerGetPage(server: McpServer, snapshot: Snapshot): void {
  const {siteUrl} = snapshot.site;
  server.registerTool(
    'get_page',
    {
      title: 'Read a Privana docs page',
      description:
        'The full text of one page of the Privana docs, as Markdown (the page\'s Markdown twin: headings, code ' +
        'samples, tables and links, links absolute). Give the URL from search_docs or list_pages, or the page\'s ' +
        `path, e.g. "${siteUrl}/cmp/" or "/integrations/hubspot". An unknown page gets an error naming the nearest pages.`,
      inputSchema: z.object({
        url: z
          .string()
          .trim()
          .min(1, 'url is empty: give a page URL or path, e.g. "/cmp/"')
          .max(2048, 'url is longer than 2048 characters')
          .describe(`Absolute URL on ${siteUrl}, or a site path such as "/subject-rights/". A #fragment is ignored.`),
      }),
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({url}) => {
      const found = lookUpPage(url, snapshot.pages, siteUrl);
      if (found.kind === 'refused') {
        return toolError(`Refused "${url}": ${found.reason}. Give a page of ${siteUrl}, e.g. "/cmp/".`);
      }
      if (found.kind === 'unknown') {
        const nearest = found.nearest.map((page) => `- [${page.title}](${siteUrl}${page.route})`).join('\n');
        return toolError(`No page ${found.path} in the ${snapshot.site.productName} docs. Nearest pages:\n${nearest}`);
      }
      const {page} = found;
      return textResult(`URL: ${siteUrl}${page.route}\nCategory: ${page.category}\n\n${snapshot.readTwin(page)}`);
    },
  );
}
