#!/usr/bin/env node
// Renders deploy/nginx.conf for a build folder and runs Debian's nginx in the foreground. The build's
// precompressed .gz files (plugins/precompress) are sent with gzip_static.
//   node scripts/nginx.mjs [--port 8088] [--root build]      build if needed, then serve
//   node scripts/nginx.mjs --render [--port 80] [--root DIR] [--log-dir /var/log/nginx] [--user www-data]
//                          [--listen 127.0.0.1] [--real-ip-from CIDR,...]
//                                                              print the rendered config only
// The production render runs nginx's workers as --user (www-data; never root, whoever renders). The
// local run writes its config and logs to a fresh private folder ($TMPDIR/privana-nginx-XXXXXX,
// made by mkdtemp; kept for its logs) and runs as the user who started it.
import {execFileSync, spawn} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir, userInfo} from 'node:os';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {freePort, waitUntilListening} from './lib/listening.mjs';
import {nginxNegotiationMaps} from './lib/negotiation.mjs';
import {ALLOWED_METHODS, DOT_SEGMENT_PATTERN, FORBIDDEN_PATH_CHARACTERS, INDEX_ALIAS_PATTERN, LOCATION_PATH_CHARACTERS, NOT_FOUND_PATHS, RAW_TARGET_BYTES} from './lib/routes.mjs';
import {contentSecurityPolicy, readScriptHashes, securityHeaders} from './security-headers.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = resolve(here, '..');
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/** The unprivileged user of the production render's workers: Debian's, as its own nginx.conf. */
export const PRODUCTION_USER = 'www-data';

/**
 * The `user` line: a local run started by root keeps root's workers (they read private temporary
 * folders of the tests and benchmarks; nginx would pick `nobody` otherwise); anyone else's nginx
 * cannot switch users, so the line is left out.
 */
function localUser() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot ? userInfo().username : null;
}

/**
 * Writes a file that must not exist yet, with the rights of its owner only: a link planted where it
 * goes makes the write fail (O_EXCL) instead of writing through the link.
 */
function writeNewFile(file, text) {
  writeFileSync(file, text, {flag: 'wx', mode: 0o600});
}

/**
 * @param {{root: string, port: number, runtime: string, logDir?: string, user?: string | null,
 *   listen?: string, realIpFrom?: string[]}} options
 *   `user` runs the workers as that user (null: no `user` line); `listen` is the address nginx
 *   listens on; `realIpFrom` the proxies whose X-Forwarded-For names the client (logged cut to its
 *   network, as any address).
 */
export function renderConfig({root, port, runtime, logDir = runtime, user = localUser(), listen = '127.0.0.1', realIpFrom = []}) {
  // Set once at server level and inherited by every location (none sets headers of its own), so
  // nginx's own 301/400/405/414 answers carry them too. Written out rather than through a variable:
  // nginx answers a malformed request before any `set` runs.
  const headers = Object.entries(securityHeaders(contentSecurityPolicy(readScriptHashes(root))))
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n    ');
  const notFound = NOT_FOUND_PATHS.filter((path) => path !== '/404.html')
    .map((path) => `location = ${path} {\n      return 404;\n    }`)
    .join('\n    ');
  // Behind a reverse proxy, the client's address is in X-Forwarded-For (real_ip_recursive skips the
  // trusted proxies of the chain); without trusted proxies the header is ignored.
  const realIp = realIpFrom.length
    ? [...realIpFrom.map((cidr) => `set_real_ip_from ${cidr};`), 'real_ip_header X-Forwarded-For;', 'real_ip_recursive on;'].join('\n    ')
    : '# No trusted proxy: $remote_addr is the peer (--real-ip-from to trust one).';
  const listenAddress = listen.includes(':') && !listen.startsWith('[') ? `[${listen}]` : listen;
  return readFileSync(join(repo, 'deploy/nginx.conf'), 'utf8')
    .replaceAll('@USER_LINE@', user ? `user ${user};` : '')
    .replaceAll('@LISTEN@', `${listenAddress}:${port}`)
    .replaceAll('@REAL_IP@', realIp)
    .replaceAll('@RUNTIME@', runtime)
    .replaceAll('@LOG_DIR@', logDir)
    .replaceAll('@ROOT@', root)
    .replaceAll('@PORT@', String(port))
    .replaceAll('@SECURITY_HEADERS@', headers)
    .replaceAll('@NOT_FOUND_LOCATIONS@', notFound)
    .replaceAll('@ALLOWED_METHODS@', ALLOWED_METHODS.join(', '))
    .replaceAll('@ALLOWED_METHODS_REGEX@', ALLOWED_METHODS.join('|'))
    .replaceAll('@FORBIDDEN_PATH_CHARACTERS@', FORBIDDEN_PATH_CHARACTERS)
    .replaceAll('@DOT_SEGMENT@', DOT_SEGMENT_PATTERN)
    .replaceAll('@INDEX_ALIAS@', INDEX_ALIAS_PATTERN)
    // A function, so that the `$&` of the character class is not read as a replacement pattern.
    .replaceAll('@LOCATION_PATH_CHARACTERS@', () => LOCATION_PATH_CHARACTERS)
    .replaceAll('@RAW_TARGET_BYTES@', RAW_TARGET_BYTES)
    .replaceAll('@NEGOTIATION_MAPS@', nginxNegotiationMaps().replaceAll('\n', '\n  '));
}

/**
 * Runs nginx on a free port for a build folder, with a fresh runtime folder (config, logs), until
 * stop(). For tests and scripts/adversarial.mjs; `config` may rewrite the rendered configuration.
 * @param {string} root
 * @param {{config?: (text: string) => string, realIpFrom?: string[]}} [options] `realIpFrom`: trusted proxies
 */
export async function startNginx(root, {config = (text) => text, realIpFrom = []} = {}) {
  const port = await freePort();
  const runtime = mkdtempSync(join(tmpdir(), 'privana-nginx-run-'));
  const conf = join(runtime, 'nginx.conf');
  writeNewFile(conf, config(renderConfig({root, port, runtime, realIpFrom})));
  const child = spawn(NGINX_BIN, ['-c', conf, '-e', join(runtime, 'error.log'), '-g', 'daemon off;'], {stdio: 'inherit'});
  await waitUntilListening(port, child, 'nginx');
  return {
    origin: `http://127.0.0.1:${port}`,
    runtime,
    /** @returns {Promise<void>} */
    stop: () => new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGQUIT');
    }),
  };
}

/** The production config for the command line's options (--render). */
export function renderProduction(args) {
  const arg = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
  const user = arg('user', PRODUCTION_USER);
  if (!user || user === 'root' || user === '0') throw new Error(`nginx workers must not run as root: choose an unprivileged user (--user ${PRODUCTION_USER}).`);
  return renderConfig({
    root: resolve(arg('root', process.env.BUILD_DIR ?? join(repo, 'build'))),
    port: Number(arg('port', process.env.PORT ?? 80)),
    runtime: '/var/run/privana-docs',
    logDir: arg('log-dir', '/var/log/nginx'),
    user,
    listen: arg('listen', '127.0.0.1'),
    realIpFrom: (arg('real-ip-from', '') ?? '').split(',').filter(Boolean),
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const arg = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
  const root = resolve(arg('root', process.env.BUILD_DIR ?? join(repo, 'build')));
  const port = Number(arg('port', process.env.PORT ?? 8088));
  if (args.includes('--render')) {
    try {
      process.stdout.write(renderProduction(args));
    } catch (error) {
      console.error(`nginx.mjs --render: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
    process.exit(0);
  }
  if (!existsSync(NGINX_BIN)) {
    console.error(`nginx was not found at ${NGINX_BIN}. Install it with: sudo apt-get install -y nginx`);
    process.exit(1);
  }
  if (!existsSync(join(root, 'index.html'))) {
    console.log(`No build in ${root}: building first.`);
    execFileSync('npm', ['run', 'build'], {cwd: repo, stdio: 'inherit'});
  }
  if (!existsSync(join(root, 'index.html.gz'))) {
    console.log(`No precompressed .gz files in ${root}: nginx gzips on the fly. node plugins/precompress/cli.mjs ${root} writes them.`);
  }
  // A fresh folder only this user can enter (mkdtemp, mode 0700): no other local user can plant a
  // link in it or swap the config between the check and the start.
  const runtime = mkdtempSync(join(tmpdir(), 'privana-nginx-'));
  const conf = join(runtime, 'nginx.conf');
  writeNewFile(conf, renderConfig({root, port, runtime}));
  execFileSync(NGINX_BIN, ['-t', '-q', '-c', conf, '-e', join(runtime, 'error.log')], {stdio: 'inherit'});
  console.log(`nginx serving ${root}/ at http://127.0.0.1:${port}/ (config and logs in ${runtime})`);
  const child = spawn(NGINX_BIN, ['-c', conf, '-e', join(runtime, 'error.log'), '-g', 'daemon off;'], {stdio: 'inherit'});
  const stop = () => child.kill('SIGQUIT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
}
