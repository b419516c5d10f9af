// Writes `<file>.gz` (zlib level 9) next to every compressible text file of a build folder, for
// servers that send a precompressed file instead of compressing it on every request: nginx's
// gzip_static (deploy/nginx.conf) and scripts/serve.mjs. Used by the precompress plugin (index.ts)
// at the end of `docusaurus build` and by `node plugins/precompress/cli.mjs <build folder>`.
//
// Synchronous on purpose: the plugin runs it in the process's 'exit' event, where only
// synchronous work is done (see index.ts for why it runs there).
import {readdirSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync} from 'node:fs';
import {extname, join} from 'node:path';
import {constants, gzipSync} from 'node:zlib';

/** Text formats of the build that compress well; images and fonts are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.yaml', '.yml', '.md']);

/** Smaller files gain a few hundred bytes at most: not worth a second file (nginx: gzip_min_length). */
export const MIN_BYTES = 1024;

export const GZIP_LEVEL = constants.Z_BEST_COMPRESSION;

/**
 * Whether a file of the build gets a .gz twin: a compressible type, above MIN_BYTES.
 * @param {string} file
 * @param {number} size
 */
export function isCompressible(file, size) {
  return size > MIN_BYTES && COMPRESSIBLE_EXTENSIONS.has(extname(file).toLowerCase());
}

/**
 * Writes `target` through a temporary file and a rename, so that a server never sends half a .gz.
 * @param {string} target
 * @param {Buffer} body
 */
function writeAtomically(target, body) {
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, body);
  renameSync(temporary, target);
}

/**
 * Compresses every eligible file below `root` into `<file>.gz`. A .gz is kept only where it is
 * smaller than the file; one left from an earlier run that no longer pays is removed. The .gz
 * takes the file's modification time, so that both answers carry the same Last-Modified.
 * @param {string} root the build folder
 * @returns {{files: number, rawBytes: number, gzipBytes: number, ms: number}}
 */
export function precompressDirectory(root) {
  const started = Date.now();
  let files = 0;
  let rawBytes = 0;
  let gzipBytes = 0;
  // Listed before the first .gz is written, so the new files are not visited.
  for (const name of readdirSync(root, {recursive: true, encoding: 'utf8'})) {
    const file = join(root, name);
    if (file.endsWith('.gz') || file.endsWith('.tmp')) continue;
    const stat = statSync(file);
    if (!stat.isFile() || !isCompressible(file, stat.size)) continue;
    const body = readFileSync(file);
    const gzip = gzipSync(body, {level: GZIP_LEVEL});
    const target = `${file}.gz`;
    if (gzip.length >= body.length) {
      try {
        unlinkSync(target);
      } catch {
        // none was there
      }
      continue;
    }
    writeAtomically(target, gzip);
    utimesSync(target, stat.atime, stat.mtime);
    files += 1;
    rawBytes += body.length;
    gzipBytes += gzip.length;
  }
  return {files, rawBytes, gzipBytes, ms: Date.now() - started};
}

/** @param {{files: number, rawBytes: number, gzipBytes: number, ms: number}} result */
export function describeResult(result) {
  const mb = (bytes) => (bytes / 1024 ** 2).toFixed(1);
  return `precompress: ${result.files} .gz files (${mb(result.rawBytes)} MB → ${mb(result.gzipBytes)} MB, gzip level ${GZIP_LEVEL}) in ${result.ms} ms`;
}
