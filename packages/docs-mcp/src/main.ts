import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {StdioServerTransport} from '@modelcontextprotocol/server/stdio';
import {createDocsServer} from './server';
import type {SiteSearchLoader} from './siteSearch';
import {readSnapshot} from './snapshot';
import {framedStdin} from './stdioFraming';

/**
 * `privana-docs-mcp`: the docs snapshot beside the bundle (../data) served over stdio, with the
 * search the bundle's entry gives it (plugins/docs-mcp-pack/server/entry.ts). stdout carries the
 * protocol only; anything for a person goes to stderr.
 */
declare const PACKAGE_VERSION: string;

async function main(loadSearch: SiteSearchLoader): Promise<void> {
  const dataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'data');
  const snapshot = readSnapshot(dataDir);
  const server = await createDocsServer(snapshot, loadSearch, PACKAGE_VERSION);
  const stdin = framedStdin(process.stdin, process.stdout, (message) => console.error(message));
  await server.connect(new StdioServerTransport(stdin, process.stdout));
}

export function runDocsServer(loadSearch: SiteSearchLoader): void {
  main(loadSearch).catch((error: unknown) => {
    console.error(`privana-docs-mcp: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
