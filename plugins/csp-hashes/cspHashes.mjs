// The one rule for the Content-Security-Policy's script hashes, shared by the csp-hashes plugin
// (end of `docusaurus build`) and the benchmark, which writes the same file into the vanilla
// baseline's build so that our nginx configuration (inline scripts allowed by hash only) serves
// both sites alike. Plain JavaScript so that the benchmark's Node scripts can import it.
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

/** Written into the build folder; read by scripts/serve.mjs and scripts/nginx.mjs, never served. */
export const CSP_HASHES_FILE = 'csp-hashes.json';

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /\stype=["']?(?!text\/javascript|module|application\/javascript)/i;

/**
 * CSP source expressions ('sha256-…') for every inline executable <script> of one HTML document.
 * Data blocks such as JSON-LD (type="application/ld+json") never run, so CSP does not govern them.
 * @param {string} html
 * @returns {string[]}
 */
export function collectInlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (EXECUTABLE_TYPE.test(match[1] ?? '')) continue;
    const body = match[2] ?? '';
    if (body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * Hashes the inline scripts of every HTML file below `buildDir` into `buildDir/csp-hashes.json`
 * (`{scriptHashes: [...]}`, sorted, without duplicates).
 * @param {string} buildDir
 */
export function writeCspHashes(buildDir) {
  const hashes = new Set();
  const files = readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html'));
  for (const file of files) {
    for (const hash of collectInlineScriptHashes(readFileSync(join(buildDir, file), 'utf8'))) hashes.add(hash);
  }
  writeFileSync(join(buildDir, CSP_HASHES_FILE), `${JSON.stringify({scriptHashes: [...hashes].sort()}, null, 2)}\n`);
}
