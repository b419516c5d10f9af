#!/usr/bin/env node
// Bundles the server (src/main.ts with the site's search engine, MiniSearch and the MCP SDK) into
// one minified ES module, so the package has no dependencies to install: `npx` of the tarball
// starts at once and offline. Rolldown (which Vitest already brings) reads the TypeScript as is.
// A script of its own, run as a child process: Docusaurus loads plugins through jiti, whose
// CommonJS transform breaks rolldown's ES module code (import.meta).
//
//   node packages/docs-mcp/pack/bundle.mjs <out file> <version>
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {build} from 'rolldown';

const [outFile, version] = process.argv.slice(2);
if (!outFile || !version) {
  console.error('usage: node packages/docs-mcp/pack/bundle.mjs <out file> <version>');
  process.exit(2);
}
// A 2 MB young generation (Node's default is 16 MB): loading the search database makes mostly
// short-lived garbage, and the smaller nursery keeps the peak resident memory about 25 MB lower for
// the same CPU time. `env -S` passes the flag; npm's Windows shims read it too.
const SHEBANG = '#!/usr/bin/env -S node --max-semi-space-size=2';
const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
await build({
  input: join(packageDir, 'src', 'main.ts'),
  platform: 'node',
  cwd: resolve(packageDir, '..', '..'),
  transform: {define: {PACKAGE_VERSION: JSON.stringify(version)}},
  // The engine's IndexedDB layer, never used in Node (see noIndexedDb.ts).
  resolve: {alias: {dexie: join(packageDir, 'pack', 'noIndexedDb.ts')}},
  logLevel: 'warn',
  output: {file: resolve(outFile), format: 'esm', minify: true, banner: SHEBANG, codeSplitting: false},
});
