import * as z from 'zod';
import type {McpServer} from '@modelcontextprotocol/server';
import type {SiteSearch} from '../siteSearch';
import {textResult, toolError} from '../toolResult';
import {categoryArgument} from './categoryArgument';

/** Longer than any real question; a longer text is a paste, not a query. */
export const MAX_QUERY_LENGTH = 500;

export function registerSearchDocs(server: McpServer, search: SiteSearch, siteUrl: string): void {
  const {categories, maxResults} = search;
  server.registerTool(
    'search_docs',
    {
      title: 'Search the Privana docs',
      description:
        'Full-text search of the Privana developer documentation (guides, SDK pages, vendor integration pages and ' +
        'both API references), with the same engine and ranking as the search box of the docs site. Use it first ' +
        'for any question about Privana: cookie consent (CMP), Google Consent Mode, subject rights (DSAR) requests, ' +
        'data discovery integrations, consent prompts, unified consent, the REST APIs. Misspelled words are ' +
        'corrected. Returns, best first, each result\'s title, absolute URL, category, a snippet and the sections ' +
        'of it that match, best first (the first is the one that answers: its URL carries the anchor); read a ' +
        'result in full with get_page (or get_operation for an API operation URL).',
      inputSchema: z.object({
        query: z
          .string()
          .trim()
          .min(1, 'query is empty: give a few words, e.g. "google consent mode"')
          .max(MAX_QUERY_LENGTH, `query is longer than ${MAX_QUERY_LENGTH} characters: give a few words`)
          .describe('A few words, as typed in a search box, e.g. "android sdk installation". "Quotes" match a phrase.'),
        category: categoryArgument(categories, 'Only results of this area of the docs.'),
        limit: z.number().int().min(1).max(maxResults).optional().describe(`How many results (1–${maxResults}, default 10).`),
      }),
      outputSchema: z.object({
        query: z.string(),
        correctedQuery: z.string().optional(),
        total: z.number(),
        results: z.array(
          z.object({
            title: z.string(),
            url: z.string(),
            category: z.string(),
            snippet: z.string(),
            sections: z.array(z.object({title: z.string(), url: z.string()})),
          }),
        ),
      }),
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({query, category, limit}) => {
      if (category !== undefined && !categories.includes(category)) {
        return toolError(`Unknown category "${category}". Categories: ${categories.join(', ')}.`);
      }
      const answer = await search.search(query, {category, limit: limit ?? 10});
      if (answer.error) return toolError(answer.error);
      const results = answer.hits.map((hit) => ({
        title: hit.title,
        url: `${siteUrl}${hit.path}`,
        category: hit.category,
        snippet: hit.snippet,
        sections: hit.sections.map((section) => ({title: section.title, url: `${siteUrl}${section.path}`})),
      }));
      const heading = answer.correctedQuery ? `Results for "${answer.correctedQuery}" (corrected from "${query}")` : `Results for "${query}"`;
      const lines = results.map(
        (result, i) =>
          `${i + 1}. [${result.title}](${result.url}) (${result.category})\n   ${result.snippet}` +
          (result.sections.length > 0 ? `\n   Sections: ${result.sections.map((section) => `[${section.title}](${section.url})`).join(', ')}` : ''),
      );
      const text = results.length > 0 ? `${heading}, ${results.length} of ${answer.total}:\n\n${lines.join('\n')}` : `No page matches "${query}"${category ? ` in ${category}` : ''}. Try other words, or list_pages to browse.`;
      return textResult(text, {query, ...(answer.correctedQuery ? {correctedQuery: answer.correctedQuery} : {}), total: answer.total, results});
    },
  );
}
