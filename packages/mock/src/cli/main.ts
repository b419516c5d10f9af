import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {MockDocument} from '../engine/documents';
import {webhookEvents} from '../webhooks/events';
import {parseArgs, USAGE, UsageError} from './args';
import {serve} from './serve';
import {trigger} from './trigger';

/** The bin of the package: the OpenAPI documents it was packed with are in data/ beside dist/. */

declare const PACKAGE_VERSION: string;

function documents(): MockDocument[] {
  return JSON.parse(readFileSync(join(__dirname, '..', 'data', 'documents.json'), 'utf8')) as MockDocument[];
}

async function main(): Promise<number | undefined> {
  const args = parseArgs(process.argv.slice(2));
  if (args.command === 'help') console.log(USAGE);
  else if (args.command === 'version') console.log(PACKAGE_VERSION);
  else if (args.command === 'events') {
    for (const event of webhookEvents(documents())) console.log(`${event.name}${event.type ? `  (${event.type})` : ''}  [${event.api}]`);
  } else if (args.command === 'trigger') return trigger(args, documents());
  else if (args.command === 'serve') await serve(args, documents(), PACKAGE_VERSION);
  return undefined;
}

main().then(
  (code) => {
    if (code !== undefined) process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`privana-mock: ${error.message}\n${USAGE}`);
    else console.error(`privana-mock: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  },
);
