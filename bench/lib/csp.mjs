// Writes csp-hashes.json into a build that lacks it (the vanilla baseline), with the same rule as
// plugins/csp-hashes, so that the site's own nginx config (whose CSP allows inline scripts by hash
// only) serves both sites alike.
import {createHash} from 'node:crypto';
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /\stype=["']?(?!text\/javascript|module|application\/javascript)/i;

function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

export function writeCspHashes(buildDir) {
  const hashes = new Set();
  for (const file of htmlFiles(buildDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)) {
      if (EXECUTABLE_TYPE.test(match[1] ?? '') || (match[2] ?? '').trim() === '') continue;
      hashes.add(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
    }
  }
  writeFileSync(join(buildDir, 'csp-hashes.json'), `${JSON.stringify({scriptHashes: [...hashes].sort()}, null, 2)}\n`);
}
