// Byte sizes of built files: raw and gzip (counted as nginx sends them, in page-js.mjs).
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSize} from './page-js.mjs';

export function fileSizes(file) {
  const body = readFileSync(file);
  return {raw: body.length, gzip: gzipSize(body)};
}

/** Bytes of the files below `dir` (directories themselves not counted). */
export function dirSize(dir) {
  let total = 0;
  for (const name of readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    const stat = statSync(join(dir, name));
    if (!stat.isDirectory()) total += stat.size;
  }
  return total;
}
