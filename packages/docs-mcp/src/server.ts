import {McpServer} from '@modelcontextprotocol/server';
import {CfWorkerJsonSchemaValidator} from '@modelcontextprotocol/server/validators/cf-worker';
import type {SiteSearchLoader} from './siteSearch';
import type {Snapshot} from './snapshot';
import {registerGetObject} from './tools/getObject';
import {registerGetOperation} from './tools/getOperation';
import {registerGetPage} from './tools/getPage';
import {registerListPages} from './tools/listPages';
import {registerSearchDocs} from './tools/searchDocs';

export const SERVER_NAME = 'privana-docs';

/**
 * The MCP server over one snapshot: five read-only tools, no resources, no prompts. Its search is
 * the site's engine, given by the pack step (`loadSearch`, see siteSearch.ts).
 */
export async function createDocsServer(snapshot: Snapshot, loadSearch: SiteSearchLoader, version: string): Promise<McpServer> {
  const {site} = snapshot;
  const server = new McpServer(
    {name: SERVER_NAME, title: `${site.productName} docs`, version},
    {
      // The SDK's light JSON Schema validator: the server validates none (tool arguments are
      // checked by their zod schemas) and its bundle leaves AJV out (plugins/docs-mcp-pack/pack/sdkNodeShims.ts).
      jsonSchemaValidator: new CfWorkerJsonSchemaValidator(),
      instructions:
        `The ${site.productName} developer documentation (${site.siteUrl}), built ${site.builtAt.slice(0, 10)}, offline. ` +
        'Start with search_docs; read pages with get_page, API operations with get_operation and API objects with get_object.',
    },
  );
  const search = await loadSearch((sitePath) => snapshot.readSearchFile(sitePath));
  registerSearchDocs(server, search, site.siteUrl);
  registerGetPage(server, snapshot);
  registerListPages(server, snapshot);
  registerGetOperation(server, () => snapshot.reference(), site.siteUrl);
  registerGetObject(server, () => snapshot.reference());
  return server;
}
