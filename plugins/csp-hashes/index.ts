import {readdir, readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {collectInlineScriptHashes} from './collectInlineScriptHashes';

export const CSP_HASHES_FILE = 'csp-hashes.json';

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/**
 * After the build, hashes the inline scripts Docusaurus emitted (colour mode, announcement bar)
 * so that the server's Content-Security-Policy can allow exactly those and nothing else.
 */
export default function cspHashesPlugin(_context: LoadContext): Plugin {
  return {
    name: 'csp-hashes',
    async postBuild({outDir}) {
      const hashes = new Set<string>();
      for await (const file of htmlFiles(outDir)) {
        for (const hash of collectInlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
      }
      await writeFile(join(outDir, CSP_HASHES_FILE), `${JSON.stringify({scriptHashes: [...hashes].sort()}, null, 2)}\n`);
    },
  };
}
