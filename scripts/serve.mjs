#!/usr/bin/env node
// Serves the production build the way a production host should, with the rules of
// scripts/lib/routes.mjs that deploy/nginx.conf follows too: routes matched exactly, `/x.html` and
// `/x/index.html` redirected to `/x` without ever leaving the origin, a route's Markdown twin for
// `Accept: text/markdown`, anything else answered with the not-found page and HTTP 404, only GET
// and HEAD, and the security headers on every answer. `docusaurus serve` answers unknown paths
// differently, hence this. Like deploy/nginx.conf (gzip_static), it sends the precompressed
// `<file>.gz` that the build writes (plugins/precompress) to clients that accept gzip, with the
// validators nginx sends (the same ETag for the same file, Last-Modified) and 304 answers to
// conditional requests (412 for a failed If-Match or If-Unmodified-Since); it ignores Range, refuses
// HTTP/0.9 and files reached through a symbolic link below the root, and answers dotfiles with 404.
// Request shapes the two servers still answer differently are listed in the README (Deploying).
import {createServer, STATUS_CODES} from 'node:http';
import {setImmediate} from 'node:timers';
import {createReadStream, existsSync, realpathSync, statSync} from 'node:fs';
import {extname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {isNotModified, isPreconditionFailed, validators} from './lib/conditional.mjs';
import {requestRefusal} from './lib/requestShape.mjs';
import {prefersMarkdown} from './lib/negotiation.mjs';
import {routeFileCandidates} from './lib/routeFile.mjs';
import {ALLOWED_METHODS, classifyRequest, twinPath} from './lib/routes.mjs';
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
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * Whether an Accept-Encoding header allows gzip: listed as `gzip` with a q-value above 0 (RFC 9110,
 * section 12.5.3), as nginx's gzip_static reads it. `x-gzip` and `*` alone get the file as it is
 * from nginx, and so from here: both servers send the same bytes for the same request.
 */
export function acceptsGzip(header) {
  if (!header) return false;
  for (const part of String(header).toLowerCase().split(',')) {
    const [coding, ...params] = part.split(';').map((item) => item.trim());
    if (coding !== 'gzip') continue;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/**
 * Whether `file` is a regular file reached without a symbolic link below `root` (a real path), as
 * nginx's `disable_symlinks on from=$document_root` allows: a link planted in a copy of the build,
 * to /etc/passwd or anywhere else, is not served.
 */
export function isServableFile(root, file) {
  try {
    return realpathSync(file) === file && statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The file that answers a route below `root` (a real path), in the order of nginx's try_files. */
export function servedFile(root, pathname) {
  return routeFileCandidates(root, pathname).find((file) => isServableFile(root, file)) ?? null;
}

/**
 * What to send for a file: the file itself, or its .gz twin when there is one and the client
 * accepts gzip. `vary` is set whenever a twin exists, on both answers, so caches keep them apart.
 */
export function chooseEncoding(root, file, acceptEncoding) {
  const twin = `${file}.gz`;
  if (!isServableFile(root, twin)) return {path: file, encoding: null, vary: false};
  return acceptsGzip(acceptEncoding) ? {path: twin, encoding: 'gzip', vary: true} : {path: file, encoding: null, vary: true};
}

/**
 * The file that answers a request: the route's Markdown twin when the route has a page and Accept
 * prefers Markdown (scripts/lib/negotiation.mjs), else the route's own file; null for not found.
 */
export function chooseFile(root, pathname, accept) {
  const page = servedFile(root, pathname);
  const twin = page?.endsWith('.html') && prefersMarkdown(accept) ? twinPath(pathname) : null;
  return (twin && servedFile(root, twin)) || page;
}

/** Maps a URL path to a redirect target, a file to send, or null for not found. */
export function resolveRequest(root, pathname) {
  const verdict = classifyRequest(pathname);
  if (verdict.redirect) return {redirect: verdict.redirect};
  if (!verdict.path) return null;
  const file = servedFile(realpathSync(root), verdict.path);
  return file ? {file} : null;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Files that never change under their name: content-hashed bundles, and the pieces of the split
 * search index, whose folder is the index's version (deploy/nginx.conf keeps the same list).
 */
const IMMUTABLE_PATH = /^\/(assets\/|search\/split\/[0-9a-f]+\/)/;

export function startServer({root, port = 0, host = '127.0.0.1'}) {
  // Real path, so that a file's real path equals its path exactly when no link lies below the root.
  const absRoot = realpathSync(resolve(root));
  const notFound = join(absRoot, '404.html');
  const headers = securityHeaders(contentSecurityPolicy(readScriptHashes(absRoot)));

  /** An answer without a file: a redirect, or a refusal with the security headers and no body. */
  const bare = (res, status, extra = {}) => {
    const body = status >= 400 ? `${STATUS_CODES[status]}\n` : '';
    res.writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-cache',
      ...extra,
      ...headers,
    });
    res.end(res.req.method === 'HEAD' ? undefined : body);
  };

  const handle = (req, res) => {
    // HTTP/0.9 (a request line without a version, even followed by an empty line) has no headers,
    // so no security headers either: closed without an answer, as nginx does.
    if (req.httpVersionMajor !== 1) {
      if (req.httpVersionMajor === 0) {
        req.socket.destroy();
        return;
      }
      res.shouldKeepAlive = false;
      bare(res, 505);
      return;
    }
    // What nginx refuses before it looks at the method or the path (scripts/lib/requestShape.mjs):
    // a missing, repeated or malformed Host, a transfer coding other than chunked, a header line
    // over 8 KB.
    const refusal = requestRefusal(req);
    if (refusal) {
      res.shouldKeepAlive = false;
      bare(res, refusal);
      return;
    }
    if (!ALLOWED_METHODS.includes(req.method ?? '')) {
      bare(res, 405, {Allow: ALLOWED_METHODS.join(', ')});
      return;
    }
    const verdict = classifyRequest(req.url);
    if (verdict.status === 400) {
      bare(res, 400);
      return;
    }
    if (verdict.redirect) {
      bare(res, 301, {Location: verdict.redirect});
      return;
    }
    const found = verdict.path ? chooseFile(absRoot, verdict.path, req.headers.accept) : null;
    const file = found ?? notFound;
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const body = chooseEncoding(absRoot, file, req.headers['accept-encoding']);
    // Pages and their twins answer the same URL depending on Accept; compressed files on
    // Accept-Encoding. A 304 carries the same Vary as the 200 it stands for (RFC 9110, 15.4.5).
    const vary = [/\.(html|md)$/.test(file) ? 'Accept' : null, body.vary ? 'Accept-Encoding' : null].filter(Boolean);
    const stats = statSync(body.path);
    const common = {
      'Cache-Control': found && IMMUTABLE_PATH.test(verdict.path) ? IMMUTABLE : 'no-cache',
      ...(vary.length ? {Vary: vary.join(', ')} : {}),
      // Validators of the file sent, so the gzip and identity answers (and a page and its twin)
      // never share an ETag. The not-found page gets none: it is never answered with 304.
      ...(found ? validators(stats) : {}),
    };
    if (found && isPreconditionFailed(req.headers, stats)) {
      bare(res, 412);
      return;
    }
    if (found && isNotModified(req.headers, stats)) {
      res.writeHead(304, {...common, ...headers});
      res.end();
      return;
    }
    res.writeHead(found ? 200 : 404, {
      // The type, cache policy and security headers of the file, whichever encoding is sent.
      'Content-Type': type,
      'Content-Length': stats.size,
      ...(body.encoding ? {'Content-Encoding': body.encoding} : {}),
      ...common,
      ...headers,
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(body.path).on('error', () => res.destroy()).pipe(res);
  };

  const safely = (req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      // No input may take the server down: answer this request with 500 and keep serving.
      console.error(`serve: ${req.method} ${JSON.stringify(req.url)}:`, error);
      if (!res.headersSent) bare(res, 500);
      else res.destroy();
    }
  };
  // requireHostHeader: false lets a request without Host reach handle(), which answers it with 400.
  // Headers up to 32 KB in all, as nginx's large_client_header_buffers (4 × 8 KB) allow.
  const server = createServer({requireHostHeader: false, maxHeaderSize: 32 * 1024}, safely);
  // An Expect other than 100-continue is ignored, as nginx ignores it: Node's own 417 carried none
  // of the security headers.
  server.on('checkExpectation', safely);
  /** An answer written straight to the socket, for requests that never reach the handler. */
  const rawAnswer = (socket, status, extra = {}) => {
    const lines = Object.entries({...headers, ...extra, 'Content-Length': '0', 'Cache-Control': 'no-cache', Connection: 'close'})
      .map(([name, value]) => `${name}: ${value}`);
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n`);
  };
  /**
   * Runs `then` once the socket has sent every answer to the requests before the malformed one:
   * pipelined valid requests keep their answers, in order, and the refusal comes last.
   */
  const afterPendingAnswers = (socket, then) => {
    const current = socket._httpMessage;
    if (current && !current.writableFinished) {
      current.once('finish', () => setImmediate(() => afterPendingAnswers(socket, then)));
      current.once('close', () => setImmediate(() => afterPendingAnswers(socket, then)));
      return;
    }
    then();
  };
  // Malformed requests (bad request line, oversized headers) get the same headers as any answer.
  // Oversized headers get 400 as from nginx ("Request Header Or Cookie Too Large").
  server.on('clientError', (error, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    let answered = false;
    afterPendingAnswers(socket, () => {
      if (answered || !socket.writable) return;
      answered = true;
      rawAnswer(socket, error.code === 'HPE_URI_TOO_LONG' ? 414 : 400);
    });
  });
  // Node hands CONNECT to this event instead of the request handler, and drops the socket without it.
  server.on('connect', (_req, socket) => rawAnswer(socket, 405, {Allow: ALLOWED_METHODS.join(', ')}));
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
