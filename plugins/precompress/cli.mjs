#!/usr/bin/env node
// Writes the .gz twins of a build folder's text files, as the precompress plugin does at the end
// of `docusaurus build` (plugins/precompress): for a build made without it, or after changing files
// of a build by hand.
//   node plugins/precompress/cli.mjs [build folder, default build]
import {existsSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {describeResult, precompressDirectory} from './precompress.mjs';

const root = resolve(process.argv[2] ?? process.env.BUILD_DIR ?? 'build');
if (!existsSync(join(root, 'index.html'))) {
  console.error(`No production build in ${root}/. Run \`npm run build\` first.`);
  process.exit(1);
}
console.log(describeResult(precompressDirectory(root)));
