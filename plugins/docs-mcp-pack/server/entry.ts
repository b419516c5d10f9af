/**
 * The entry of the MCP server's bundle (pack/bundle.mjs): privana-docs-mcp's stdio program with the
 * site's own search engine over the snapshot (siteEngine.ts).
 */
import {runDocsServer} from '../../../packages/docs-mcp/node';
import {loadSiteSearch} from './siteEngine';

runDocsServer(loadSiteSearch);
