// nginx for the benchmark: scripts/nginx.mjs starts it (one starter for tests, tools and bench);
// this adds what only measurements need.
import {join} from 'node:path';
import {REPO} from './paths.mjs';

/**
 * Starts Debian's nginx on a free loopback port with the site's own deploy/nginx.conf. `cspExtra`
 * adds sources to script-src (the Pagefind harness needs 'wasm-unsafe-eval' for its WebAssembly).
 * `configFrom` takes scripts/nginx.mjs and deploy/nginx.conf from another copy of the site (an older
 * commit, to compare). Returns {origin, stop}.
 */
export async function startNginx(root, {cspExtra = '', configFrom = REPO} = {}) {
  const {startNginx: start} = await import(join(configFrom, 'scripts/nginx.mjs'));
  if (typeof start !== 'function') throw new Error(`${configFrom}/scripts/nginx.mjs has no startNginx: too old a copy to serve`);
  const config = cspExtra ? (text) => text.replace("script-src 'self'", `script-src 'self' ${cspExtra}`) : undefined;
  return start(root, config ? {config} : {});
}
