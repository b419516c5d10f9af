// Both production servers on a small fixture build: Debian's nginx with the rendered deploy/nginx.conf,
// and the Node server of `npm run serve`. Requests go over raw sockets so that any byte can be sent
// in the request target (scripts/lib/probe.mjs).
import {mkdirSync, mkdtempSync, symlinkSync, writeFileSync} from 'node:fs';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {rawRequest} from '../../../scripts/lib/probe.mjs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {startNginx as startNginxProcess} from '../../../scripts/nginx.mjs';
import {startServer} from '../../../scripts/serve.mjs';
import {securityHeaders} from '../../../scripts/security-headers.mjs';

export const SECURITY_HEADER_NAMES = Object.keys(securityHeaders('x')).map((name) => name.toLowerCase());

/**
 * A build with pages, Markdown twins (made here, not by the build), an asset and the llms files,
 * plus what a careless deployment adds to the root: dotfiles and symbolic links out of it.
 */
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
    'search/split/0a1b2c/core.json': '{"records":[]}',
    'csp-hashes.json': '{"scriptHashes":[]}',
    '.env': 'SECRET=1\n',
    '.git/config': '[core]\n',
    '.well-known/security.txt': 'Contact: mailto:security@privana.example\n',
  };
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(join(root, file, '..'), {recursive: true});
    writeFileSync(join(root, file), body);
  }
  // A precompressed twin, as the build writes them: sent only to clients that accept gzip.
  writeFileSync(join(root, 'llms.txt.gz'), gzipSync(files['llms.txt']!));
  const outside = mkdtempSync(join(tmpdir(), 'privana-outside-'));
  writeFileSync(join(outside, 'secret.txt'), 'root:x:0:0:outside the build\n');
  // Links leaving the root: to a file, to a folder, and as the .gz twin of a real file.
  symlinkSync(join(outside, 'secret.txt'), join(root, 'leak.txt'));
  symlinkSync(outside, join(root, 'linked'));
  symlinkSync(join(outside, 'secret.txt'), join(root, 'llms-full.txt.gz'));
  return root;
}

export interface RunningServer {
  name: 'nginx' | 'node';
  origin: string;
  stop(): Promise<void>;
}

export async function startNginx(root: string, options: {realIpFrom?: string[]} = {}): Promise<RunningServer & {runtime: string}> {
  return {name: 'nginx', ...(await startNginxProcess(root, options))};
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

export {followLocation, rawExchange, rawRequest} from '../../../scripts/lib/probe.mjs';
export type RawResponse = Awaited<ReturnType<typeof rawRequest>>;

/**
 * A shared cache, as RFC 9111 describes one: a stored answer is used for a request only when the
 * request headers named by its Vary match the ones it was stored for (section 4.1), and a 304
 * refreshes the stored headers with its own (section 4.3.4).
 */
export class SharedCache {
  private entries = new Map<string, {request: Record<string, string>; response: RawResponse}>();

  store(url: string, request: Record<string, string>, response: RawResponse): void {
    this.entries.set(url, {request, response: {...response, headers: {...response.headers}}});
  }

  /** The stored answer and the request it was stored for. */
  stored(url: string) {
    return this.entries.get(url);
  }

  /** Headers of a 304 replace the stored ones of the same name; the body stays. */
  refresh(url: string, notModified: RawResponse): void {
    const entry = this.entries.get(url);
    if (!entry) return;
    const {['content-length']: _length, ...headers} = notModified.headers;
    entry.response.headers = {...entry.response.headers, ...headers};
  }

  /** The stored answer when the request matches it on every header its Vary names; else null. */
  lookup(url: string, request: Record<string, string>): RawResponse | null {
    const entry = this.entries.get(url);
    if (!entry) return null;
    const lower = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    const [now, then] = [lower(request), lower(entry.request)];
    const vary = (entry.response.headers.vary ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
    if (vary.includes('*')) return null;
    return vary.every((name) => now[name] === then[name]) ? entry.response : null;
  }
}
