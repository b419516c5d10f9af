import * as z from 'zod';
import type {McpServer} from '@modelcontextprotocol/server';
import type {Snapshot} from '../snapshot';
import {textResult, toolError} from '../toolResult';
import {categoryArgument} from './categoryArgument';

export function registerListPages(server: McpServer, snapshot: Snapshot): void {
  const {siteUrl} = snapshot.site;
  const categories = [...new Set(snapshot.pages.map((page) => page.category))];
  server.registerTool(
    'list_pages',
    {
      title: 'List the Privana docs pages',
      description:
        'Every page of the Privana docs (or of one area), with its title and URL, in the order of the site\'s ' +
        'sidebars. Use it to browse an area or to find a page whose words you do not know; read a page with get_page.',
      inputSchema: z.object({
        category: categoryArgument(categories, 'Only this area.'),
      }),
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({category}) => {
      if (category !== undefined && !categories.includes(category)) {
        return toolError(`Unknown category "${category}". Categories: ${categories.join(', ')}.`);
      }
      const pages = snapshot.pages.filter((page) => category === undefined || page.category === category);
      const groups = new Map<string, string[]>();
      for (const page of pages) {
        groups.set(page.category, [...(groups.get(page.category) ?? []), `- [${page.title}](${siteUrl}${page.route})`]);
      }
      const text = [...groups].map(([name, lines]) => `## ${name}\n\n${lines.join('\n')}`).join('\n\n');
      return textResult(`${pages.length} pages\n\n${text}`);
    },
  );
}
