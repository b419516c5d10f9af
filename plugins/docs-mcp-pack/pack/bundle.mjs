#!/usr/bin/env node
// Bundles the server (packages/docs-mcp's stdio program with the site's search engine, MiniSearch
// and the MCP SDK, from server/entry.ts) into one minified CommonJS script, dist/server.cjs, so the
// package has no dependencies to install: `npx` of the tarball starts at once and offline. Beside
// it goes the bin, dist/privana-docs-mcp.cjs (the package's src/launcher.cjs), which compiles the
// script with its V8 code cache (made by the pack step once the data is in, writeCodeCache.cjs).
// Rolldown (which Vitest already brings) reads the TypeScript as is. A script of its own, run as a
// child process: Docusaurus loads plugins through jiti, whose CommonJS transform breaks rolldown's
// ES module code (import.meta).
//
//   node plugins/docs-mcp-pack/pack/bundle.mjs <dist dir> <version>
import {chmodSync, copyFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {build} from 'rolldown';

const [distDir, version] = process.argv.slice(2);
if (!distDir || !version) {
  console.error('usage: node plugins/docs-mcp-pack/pack/bundle.mjs <dist dir> <version>');
  process.exit(2);
}
const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..', '..');
// The package's bin, copied beside the bundle (a file of the package, not an import of it).
const launcher = join(root, 'packages', 'docs-mcp', 'src', 'launcher.cjs');
await build({
  input: join(here, '..', 'server', 'entry.ts'),
  platform: 'node',
  cwd: root,
  transform: {define: {PACKAGE_VERSION: JSON.stringify(version)}},
  resolve: {
    alias: {
      // The engine's IndexedDB layer, never used in Node (see noIndexedDb.ts).
      dexie: join(here, 'noIndexedDb.ts'),
      // The SDK's Node shims without AJV, which this server never uses (see sdkNodeShims.ts).
      '@modelcontextprotocol/server/_shims': join(here, 'sdkNodeShims.ts'),
    },
  },
  logLevel: 'warn',
  // A script, not an ES module: see src/launcher.cjs.
  // ASCII only: V8 keeps a one-byte source in half the memory, and Node reads it faster; six
  // typographic characters made it a two-byte string.
  output: {file: resolve(distDir, 'server.cjs'), format: 'cjs', charset: 'ascii', minify: true, codeSplitting: false},
});
const bin = resolve(distDir, 'privana-docs-mcp.cjs');
copyFileSync(launcher, bin);
chmodSync(bin, 0o755);
