import {existsSync, mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {startMock} from '../engine/server';
import {callLine} from './callLog';
import type {MockDocument} from '../engine/documents';
import type {SavedState} from '../engine/store';
import {TEST_WEBHOOK_SECRET} from '../webhooks/signing';
import type {ServeArgs} from './args';

/** `privana-mock serve`: both APIs until Ctrl+C, with their base URLs printed first. */

const STATE_FILE = 'privana-mock-state.json';

function productionHosts(document: MockDocument): string[] {
  const servers = (document.definition.servers ?? []) as {url: string}[];
  return servers.length ? servers.map((server) => server.url) : [document.id];
}

/** The first port of each document: the documents take consecutive ports from `first`, one per server (region). */
function firstPorts(documents: MockDocument[], first: number): Record<string, number> {
  let next = first;
  return Object.fromEntries(
    documents.map((document) => {
      const port = first === 0 ? 0 : next;
      next += productionHosts(document).length;
      return [document.id, port];
    }),
  );
}

export async function serve(args: ServeArgs, documents: MockDocument[], version: string): Promise<void> {
  let state: SavedState | undefined;
  let save: ((state: SavedState) => void) | undefined;
  if (args.data) {
    // State is written only where the reader asked; without --data nothing is written at all.
    const dir = resolve(args.data);
    mkdirSync(dir, {recursive: true});
    const file = join(dir, STATE_FILE);
    if (existsSync(file)) state = JSON.parse(readFileSync(file, 'utf8')) as SavedState;
    save = (next) => {
      writeFileSync(`${file}.tmp`, JSON.stringify(next));
      renameSync(`${file}.tmp`, file);
    };
  }
  const ports = firstPorts(documents, args.port);
  const portCount = documents.reduce((sum, document) => sum + productionHosts(document).length, 0);
  let mock;
  try {
    mock = await startMock({
      documents,
      host: args.host,
      ports,
      rateLimit: args.rateLimit,
      faults: args.faults,
      stallMs: args.stallSeconds * 1000,
      state,
      onStateChange: save,
      onCall: args.quiet ? undefined : (call) => console.log(callLine(call)),
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new Error(`a port from ${args.port} to ${args.port + portCount - 1} is in use: choose others with --port`, {cause: error});
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') throw new Error(`cannot listen on ${args.host}: not an address of this machine`, {cause: error});
    throw error;
  }
  // One line per server: a regional API has one base URL per region, and a subject's calls must go to its home region.
  const rows = documents.flatMap((d) => productionHosts(d).map((production) => ({name: d.id, local: mock.hosts[production], production})));
  const width = Math.max(...rows.map((row) => row.name.length));
  const lines = rows.map((row) => `  ${row.name.padEnd(width)}  ${row.local}   (instead of ${row.production})`);
  console.log(
    [
      `privana-mock ${version}: test mode, ${args.host === '127.0.0.1' || args.host === '::1' || args.host === 'localhost' ? 'this machine only' : `listening on ${args.host}`}`,
      ...lines,
      `Keys: any test key (pvk_test_..., uck_test_...); live keys get 401. Webhook secret: ${TEST_WEBHOOK_SECRET}`,
      `State: ${args.data ? `kept in ${resolve(args.data)}` : 'in memory, back to the sample data at each start'}. Ctrl+C stops.`,
    ].join('\n'),
  );
  const stop = () => {
    mock.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
