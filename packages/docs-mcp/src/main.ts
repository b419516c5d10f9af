import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {StdioServerTransport} from '@modelcontextprotocol/server/stdio';
import {createDocsServer} from './server';
import {readSnapshot} from './snapshot';
import {framedStdin} from './stdioFraming';

/**
 * `privana-docs-mcp`: the docs snapshot beside this file (../data) served over stdio. stdout
 * carries the protocol only; anything for a person goes to stderr.
 */
declare const PACKAGE_VERSION: string;

async function main(): Promise<void> {
  const dataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'data');
  const snapshot = readSnapshot(dataDir);
  const server = await createDocsServer(snapshot, PACKAGE_VERSION);
  const stdin = framedStdin(process.stdin, process.stdout, (message) => console.error(message));
  await server.connect(new StdioServerTransport(stdin, process.stdout));
}

main().catch((error: unknown) => {
  console.error(`privana-docs-mcp: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
