// Both production servers on a small fixture build: Debian's nginx with the rendered deploy/nginx.conf,
// and the Node server of `npm run serve`. Requests go over raw sockets so that any byte can be sent
// in the request target, exactly as an attacker would.
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import type {Server} from 'node:http';
import {connect, createServer, type AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {NGINX_BIN, renderConfig} from '../../scripts/nginx.mjs';
import {startServer} from '../../scripts/serve.mjs';
import {securityHeaders} from '../../scripts/security-headers.mjs';

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

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  name: 'nginx' | 'node';
  origin: string;
  stop(): Promise<void>;
}

async function waitForPort(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on ${port}`);
}

export async function startNginx(root: string): Promise<RunningServer & {runtime: string}> {
  const port = await freePort();
  const runtime = mkdtempSync(join(tmpdir(), 'privana-nginx-test-'));
  const conf = join(runtime, 'nginx.conf');
  writeFileSync(conf, renderConfig({root, port, runtime}));
  const child = spawn(NGINX_BIN, ['-c', conf, '-e', join(runtime, 'error.log'), '-g', 'daemon off;'], {stdio: 'inherit'});
  await waitForPort(port, child);
  return {
    name: 'nginx',
    runtime,
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGQUIT');
    }),
  };
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

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends one request with `target` as the request target, byte for byte (latin1), and reads the
 * whole answer. Repeated headers are joined with ", ".
 */
export function rawRequest(origin: string, target: string, {method = 'GET', headers = {}}: {method?: string; headers?: Record<string, string>} = {}): Promise<RawResponse> {
  const {hostname, port} = new URL(origin);
  const lines = [`${method} ${target} HTTP/1.1`, `Host: ${hostname}:${port}`, 'Connection: close', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error(`timeout: ${method} ${target}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const [statusLine, ...headerLines] = text.slice(0, end < 0 ? text.length : end).split('\r\n');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '');
      if (!match) {
        reject(new Error(`no HTTP answer to ${method} ${JSON.stringify(target)}: ${JSON.stringify(text.slice(0, 80))}`));
        return;
      }
      const parsed: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        parsed[name] = parsed[name] === undefined ? value : `${parsed[name]}, ${value}`;
      }
      resolve({status: Number(match[1]), headers: parsed, body: end < 0 ? '' : text.slice(end + 4)});
    });
    socket.write(Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'));
  });
}
