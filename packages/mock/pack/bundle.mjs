#!/usr/bin/env node
// Bundles the CLI (src/cli/main.ts with the engine, openapi-backend and Ajv) into one minified
// CommonJS script, dist/privana-mock.cjs, so the package has no dependencies to install: `npx` of
// the tarball starts at once and offline. As plugins/docs-mcp-pack/pack/bundle.mjs, a script of its
// own run as a child process: Docusaurus loads plugins through jiti, which breaks rolldown.
//
//   node packages/mock/pack/bundle.mjs <dist dir> <version>
import {chmodSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {build} from 'rolldown';

const [distDir, version] = process.argv.slice(2);
if (!distDir || !version) {
  console.error('usage: node packages/mock/pack/bundle.mjs <dist dir> <version>');
  process.exit(2);
}
const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = resolve(distDir, 'privana-mock.cjs');
await build({
  input: join(packageDir, 'src', 'cli', 'main.ts'),
  platform: 'node',
  cwd: resolve(packageDir, '..', '..'),
  transform: {define: {PACKAGE_VERSION: JSON.stringify(version)}},
  logLevel: 'warn',
  output: {file: bin, format: 'cjs', charset: 'ascii', minify: true, codeSplitting: false},
});
writeFileSync(bin, `#!/usr/bin/env node\n${readFileSync(bin, 'utf8').replace(/^#!.*\n/, '')}`);
chmodSync(bin, 0o755);
