// Both production servers on a small fixture build: Debian's nginx with the rendered deploy/nginx.conf,
// and the Node server of `npm run serve`. Requests go over raw sockets so that any byte can be sent
// in the request target (scripts/lib/probe.mjs).
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {rawRequest} from '../../../scripts/lib/probe.mjs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {startNginx as startNginxProcess} from '../../../scripts/nginx.mjs';
import {startServer} from '../../../scripts/serve.mjs';
import {securityHeaders} from '../../../scripts/security-headers.mjs';

export const SECURITY_HEADER_NAMES = Object.keys(securityHeaders('x')).map((name) => name.toLowerCase());

/** A build with pages, Markdown twins (made here, not by the build), an asset and the llms files. */
export function fixtureSite(): string {
  const root = mkdtempSync(join(tmpdir(), 'privana-site-'));
  const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;
  const files: Record<string, string> = {
    'index.html': page('Privana'),
    'index.md': '# Privana\n\nDeveloper documentation.\n',
    '404.html': page('Page Not Found'),
    'cmp/index.html': page('Consent management'),
    'cmp.md': '# Consent management\n',
    'cmp/mobile-sdks/android/installation/index.html': page('Android installation'),
    'cmp/mobile-sdks/android/installation.md': '# Android installation\n\n```kotlin\nPrivana.init(context)\n```\n',
    'subject-rights/jira.html': page('Jira'),
    'subject-rights/jira.md': '# Jira\n',
    'llms.txt': '# Privana\n\n> Privacy APIs.\n',
    'llms-full.txt': '# Privana\n\nEverything.\n',
    'assets/js/main.0123abcd.js': 'console.log("Privana");\n',
    'search/manifest.json': '{"version":"abc"}',
    'csp-hashes.json': '{"scriptHashes":[]}',
  };
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(join(root, file, '..'), {recursive: true});
    writeFileSync(join(root, file), body);
  }
  return root;
}

export interface RunningServer {
  name: 'nginx' | 'node';
  origin: string;
  stop(): Promise<void>;
}

export async function startNginx(root: string): Promise<RunningServer & {runtime: string}> {
  return {name: 'nginx', ...(await startNginxProcess(root))};
}

export async function startNode(root: string): Promise<RunningServer> {
  const server: Server = await startServer({root, port: 0});
  return {
    name: 'node',
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

export {followLocation, rawRequest} from '../../../scripts/lib/probe.mjs';
export type RawResponse = Awaited<ReturnType<typeof rawRequest>>;
