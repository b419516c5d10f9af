import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {get, type IncomingHttpHeaders, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {createHash} from 'node:crypto';
import {gunzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {collectInlineScriptHashes} from '../../../plugins/csp-hashes/cspHashes.mjs';
import {precompressDirectory} from '../../../plugins/precompress/precompress.mjs';
import {acceptsGzip, resolveRequest, startServer} from '../../../scripts/serve.mjs';
import {contentSecurityPolicy, securityHeaders} from '../../../scripts/security-headers.mjs';

function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'privana-build-'));
  mkdirSync(join(root, 'cmp'));
  writeFileSync(join(root, 'index.html'), 'home');
  writeFileSync(join(root, 'cmp/index.html'), 'cmp');
  writeFileSync(join(root, '404.html'), 'not found');
  writeFileSync(join(root, 'csp-hashes.json'), '{"scriptHashes":[]}');
  return root;
}

describe('the production Node server routes exactly', () => {
  const root = fakeBuild();
  it('serves a route with or without its trailing slash', () => {
    expect(resolveRequest(root, '/cmp/')).toEqual({file: join(root, 'cmp/index.html')});
    expect(resolveRequest(root, '/cmp')).toEqual({file: join(root, 'cmp/index.html')});
  });
  it('redirects /x.html and /x/index.html to /x', () => {
    expect(resolveRequest(root, '/cmp/index.html')).toEqual({redirect: '/cmp'});
    expect(resolveRequest(root, '/cmp.html')).toEqual({redirect: '/cmp'});
    expect(resolveRequest(root, '/index.html')).toEqual({redirect: '/'});
  });
  it('answers unknown and escaping paths with not found', () => {
    expect(resolveRequest(root, '/cm')).toBeNull();
    expect(resolveRequest(root, '/cmp/extra')).toBeNull();
    expect(resolveRequest(root, '/../../etc/passwd')).toBeNull();
  });
});

describe('the content security policy', () => {
  it('hashes executable inline scripts only', () => {
    const html = '<script>var a=1</script><script type="application/ld+json">{"@type":"x"}</script><script src="/a.js"></script>';
    // sha256 of "var a=1"
    expect(collectInlineScriptHashes(html)).toEqual(["'sha256-" + createHash('sha256').update('var a=1').digest('base64') + "'"]);
  });
  it('allows only the own origin, no eval, and no framing', () => {
    const csp: string = contentSecurityPolicy(["'sha256-abc='"]);
    expect(csp).toContain("script-src 'self' 'sha256-abc='");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/https?:|\*/);
  });
});

/** A build with a search database, a page, a hashed bundle, a small file and an image. */
function fakeBuildWithAssets(): string {
  const root = fakeBuild();
  mkdirSync(join(root, 'search'));
  mkdirSync(join(root, 'assets/js'), {recursive: true});
  mkdirSync(join(root, 'img'));
  const records = Array.from({length: 400}, (_, i) => ({id: i, title: `Consent record ${i}`, text: 'Privana consent and subject rights'}));
  writeFileSync(join(root, 'search/search-db.json'), JSON.stringify({documents: records}));
  writeFileSync(join(root, 'search/manifest.json'), '{"version":"abc"}');
  mkdirSync(join(root, 'search/split/abc'), {recursive: true});
  writeFileSync(join(root, 'search/split/core.json'), '{"version":"abc"}');
  writeFileSync(join(root, 'search/split/abc/terms-0.json'), '[["consent",[1]]]');
  writeFileSync(join(root, 'cmp/index.html'), `<!doctype html><title>CMP</title>${'<p>Cookie consent banner</p>'.repeat(200)}`);
  writeFileSync(join(root, 'assets/js/main.0123abcd.js'), 'console.log("Privana");\n'.repeat(200));
  writeFileSync(join(root, 'img/logo.png'), Buffer.alloc(4096, 7));
  return root;
}

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request with exactly the given headers (no automatic Accept-Encoding or decompression). */
function request(origin: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    get(`${origin}${path}`, {headers}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
    }).on('error', reject);
  });
}

describe('precompressing the build (plugins/precompress)', () => {
  const root = fakeBuildWithAssets();
  const result = precompressDirectory(root);

  it('writes a level-9 .gz next to every text file above 1 KB, with the same bytes inside', () => {
    for (const file of ['search/search-db.json', 'cmp/index.html', 'assets/js/main.0123abcd.js']) {
      const gz = join(root, `${file}.gz`);
      expect(existsSync(gz), file).toBe(true);
      expect(gunzipSync(readFileSync(gz)).equals(readFileSync(join(root, file)))).toBe(true);
      // Same Last-Modified (whole seconds) for both answers.
      const seconds = (path: string) => Math.floor(statSync(path).mtimeMs / 1000);
      expect(seconds(gz)).toBe(seconds(join(root, file)));
    }
    expect(result.files).toBe(3);
    expect(result.gzipBytes).toBeLessThan(result.rawBytes);
  });

  it('leaves small files and images alone', () => {
    for (const file of ['search/manifest.json', 'index.html', '404.html', 'img/logo.png']) {
      expect(existsSync(join(root, `${file}.gz`)), file).toBe(false);
    }
  });

  it('is idempotent: a second run compresses the same files and no .gz again', () => {
    expect(precompressDirectory(root).files).toBe(3);
    expect(existsSync(join(root, 'search/search-db.json.gz.gz'))).toBe(false);
  });
});

describe('the precompress plugin', () => {
  /**
   * Loads the plugin the way Docusaurus does (loadFreshModule), runs its postBuild, then rewrites
   * search-db.json as a slower plugin's postBuild would, and ends with `exitCode`.
   */
  function buildProcess(root: string, exitCode: number): string {
    const script = `
      import {writeFileSync} from 'node:fs';
      import {loadFreshModule} from '@docusaurus/utils';
      const plugin = (await loadFreshModule(${JSON.stringify(resolve('plugins/precompress/index.ts'))})).default({});
      await plugin.postBuild({outDir: ${JSON.stringify(root)}});
      await new Promise((done) => setTimeout(done, 50));
      writeFileSync(${JSON.stringify(join(root, 'search/search-db.json'))}, JSON.stringify({documents: Array(300).fill('written last')}));
      process.exitCode = ${exitCode};
    `;
    try {
      return execFileSync(process.execPath, ['--input-type=module', '-e', script], {encoding: 'utf8', stdio: 'pipe'});
    } catch (error) {
      return String((error as {stdout?: string}).stdout ?? '');
    }
  }

  it('compresses after every other postBuild hook, once the build process ends successfully', () => {
    const root = fakeBuildWithAssets();
    const output = buildProcess(root, 0);
    expect(output).toMatch(/precompress: 3 \.gz files/);
    const gz = readFileSync(join(root, 'search/search-db.json.gz'));
    expect(gunzipSync(gz).toString()).toContain('written last');
  });

  it('writes nothing when the build fails', () => {
    const root = fakeBuildWithAssets();
    buildProcess(root, 1);
    expect(existsSync(join(root, 'search/search-db.json.gz'))).toBe(false);
  });
});

describe('Accept-Encoding', () => {
  it('allows gzip when listed or covered by *, unless its q-value is 0', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    // as nginx's gzip_static: only the gzip token counts
    expect(acceptsGzip('*')).toBe(false);
    expect(acceptsGzip('x-gzip')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
  });
});

describe('the production Node server sends the precompressed files', () => {
  const root = fakeBuildWithAssets();
  precompressDirectory(root);
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = await startServer({root, port: 0});
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const security = Object.keys(securityHeaders('x')).map((name) => name.toLowerCase());

  it('answers a gzip-accepting request for the search database with its .gz, same headers otherwise', async () => {
    const file = readFileSync(join(root, 'search/search-db.json'));
    const gzip = await request(origin, '/search/search-db.json', {'accept-encoding': 'gzip, deflate, br'});
    const identity = await request(origin, '/search/search-db.json');
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(readFileSync(join(root, 'search/search-db.json.gz')))).toBe(true);
    expect(gunzipSync(gzip.body).equals(file)).toBe(true);
    expect(gzip.headers['content-length']).toBe(String(gzip.body.length));
    expect(gzip.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(gzip.headers['cache-control']).toBe('no-cache');
    expect(gzip.headers.vary).toBe('Accept-Encoding');

    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(file)).toBe(true);
    expect(identity.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(identity.headers.vary).toBe('Accept-Encoding');
    for (const name of [...security, 'cache-control', 'content-type']) {
      expect(gzip.headers[name], name).toBe(identity.headers[name]);
    }
  });

  it('keeps the immutable cache policy of hashed bundles and the 404 status when compressed', async () => {
    const bundle = await request(origin, '/assets/js/main.0123abcd.js', {'accept-encoding': 'gzip'});
    expect(bundle.headers['content-encoding']).toBe('gzip');
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(bundle.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const page = await request(origin, '/cmp', {'accept-encoding': 'gzip'});
    expect(gunzipSync(page.body).toString()).toContain('Cookie consent banner');
    const missing = await request(origin, '/no-such-page', {'accept-encoding': 'gzip'});
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe('not found');
  });

  it('keeps the pieces of the split search index for a year (named by version) and revalidates its core', async () => {
    const piece = await request(origin, '/search/split/abc/terms-0.json');
    expect(piece.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const core = await request(origin, '/search/split/core.json');
    expect(core.headers['cache-control']).toBe('no-cache');
  });

  it('sends files without a .gz as they are, without Vary', async () => {
    const manifest = await request(origin, '/search/manifest.json', {'accept-encoding': 'gzip'});
    expect(manifest.headers['content-encoding']).toBeUndefined();
    expect(manifest.headers.vary).toBeUndefined();
    expect(manifest.body.toString()).toBe('{"version":"abc"}');
    const refused = await request(origin, '/search/search-db.json', {'accept-encoding': 'gzip;q=0, br'});
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});
