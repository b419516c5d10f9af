// The build's lazily loaded JS chunks, found by their text, so that a test (or
// scripts/adversarial.mjs) can make the real chunk fail with page.route: nothing test-only is in
// the site. Plain JavaScript because that script runs in Node without a TypeScript loader.
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

/**
 * URL paths (and text) of the lazily loaded JS chunks of the build in `buildDir` whose text
 * satisfies `test`. The entry chunks (runtime~main, main) are never candidates.
 * @param {string} buildDir
 * @param {(body: string) => boolean} test
 * @returns {Map<string, string>}
 */
export function chunksWhere(buildDir, test) {
  const dir = join(buildDir, 'assets/js');
  const found = new Map();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js') && !/^(runtime~)?main\./.test(name))) {
    const body = readFileSync(join(dir, file), 'utf8');
    if (test(body)) found.set(`/assets/js/${file}`, body);
  }
  if (found.size === 0) throw new Error(`No chunk of ${dir} matches`);
  return found;
}

/**
 * The search dialog's chunk: the module that exports prepareSearch (plugins/search/theme/SearchBar/SearchModal).
 * @param {string} body
 */
export function isSearchDialogChunk(body) {
  return /\bprepareSearch:\(\)=>/.test(body);
}
