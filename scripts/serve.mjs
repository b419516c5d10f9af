#!/usr/bin/env node
// Serves the production build the way a production host should (spec §2): routes matched
// exactly, `/x.html` and `/x/index.html` redirected to `/x`, anything else answered with the
// not-found page and HTTP 404. `docusaurus serve` answers unknown paths differently, hence this.
// Like deploy/nginx.conf (gzip_static), it sends the precompressed `<file>.gz` that the build writes
// (plugins/precompress) to clients that accept gzip, with the same headers.
import {createServer} from 'node:http';
import {createReadStream, existsSync, statSync} from 'node:fs';
import {extname, join, normalize, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {contentSecurityPolicy, readScriptHashes, securityHeaders} from './security-headers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

function isFile(path) {
  return existsSync(path) && statSync(path).isFile();
}

/**
 * Whether an Accept-Encoding header allows gzip: listed as gzip (or x-gzip), or covered by `*`,
 * with a q-value above 0 (RFC 9110 §12.5.3; an explicit `gzip;q=0` refuses it even with `*`).
 */
export function acceptsGzip(header) {
  if (!header) return false;
  let wildcard = null;
  for (const part of String(header).toLowerCase().split(',')) {
    const [coding, ...params] = part.split(';').map((item) => item.trim());
    const q = params.find((param) => param.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') return allowed;
    if (coding === '*') wildcard = allowed;
  }
  return wildcard === true;
}

/**
 * What to send for a file: the file itself, or its .gz twin when there is one and the client
 * accepts gzip. `vary` is set whenever a twin exists, on both answers, so caches keep them apart.
 */
export function chooseEncoding(file, acceptEncoding) {
  const twin = `${file}.gz`;
  if (!isFile(twin)) return {path: file, encoding: null, vary: false};
  return acceptsGzip(acceptEncoding) ? {path: twin, encoding: 'gzip', vary: true} : {path: file, encoding: null, vary: true};
}

/** Maps a URL path to a redirect target, a file to send, or null for not found. */
export function resolveRequest(root, pathname) {
  if (pathname.endsWith('/index.html')) {
    const bare = pathname.slice(0, -'/index.html'.length) || '/';
    return {redirect: bare};
  }
  if (pathname.endsWith('.html') && pathname !== '/404.html') {
    return {redirect: pathname.slice(0, -'.html'.length) || '/'};
  }
  const safe = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
  const base = join(root, safe);
  if (!base.startsWith(root)) return null;
  for (const candidate of [base, join(base, 'index.html'), `${base.replace(/\/$/, '')}.html`]) {
    if (isFile(candidate)) return {file: candidate};
  }
  return null;
}

export function startServer({root, port = 0, host = '127.0.0.1'}) {
  const absRoot = resolve(root);
  const notFound = join(absRoot, '404.html');
  const headers = securityHeaders(contentSecurityPolicy(readScriptHashes(absRoot)));
  const server = createServer((req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    const target = resolveRequest(absRoot, pathname);
    if (target?.redirect) {
      const query = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      res.writeHead(301, {...headers, Location: target.redirect + query}).end();
      return;
    }
    const file = target?.file ?? notFound;
    const status = target ? 200 : 404;
    const hashed = /\/assets\/.*\.[0-9a-f]{8,}\./.test(file);
    const body = chooseEncoding(file, req.headers['accept-encoding']);
    res.writeHead(status, {
      // The type, cache policy and security headers of the file, whichever encoding is sent.
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': statSync(body.path).size,
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(body.encoding ? {'Content-Encoding': body.encoding} : {}),
      ...(body.vary ? {Vary: 'Accept-Encoding'} : {}),
      ...headers,
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(body.path).pipe(res);
  });
  return new Promise((ok) => server.listen(port, host, () => ok(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const arg = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const root = arg('dir', process.env.BUILD_DIR ?? 'build');
  if (!existsSync(join(root, 'index.html'))) {
    console.error(`No production build in ${root}/. Run \`npm run build\` first.`);
    process.exit(1);
  }
  const server = await startServer({root, port: Number(arg('port', process.env.PORT ?? 3000))});
  const {port} = server.address();
  console.log(`Serving ${root}/ at http://127.0.0.1:${port}/`);
}
