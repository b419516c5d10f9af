#!/usr/bin/env -S node --max-semi-space-size=2 --no-opt --single-threaded
// `privana-docs-mcp`, the package's bin (plugins/docs-mcp-pack/pack/bundle.mjs copies it to
// dist/privana-docs-mcp.cjs): compiles the bundled server (dist/server.cjs, a CommonJS script) with
// the V8 code cache the pack step made of it (dist/server.cache, see
// plugins/docs-mcp-pack/pack/writeCodeCache.cjs) and runs it. Compiling from the
// cache skips parsing the 0.5 MB bundle and compiling the functions start-up runs; a Node with
// another V8, or other V8 flags, rejects the cache and the script compiles from source, as it would
// without one. Plain CommonJS, run before any bundle: an ES module would make Node start its ES
// module loader and decode the bundle from bytes, both slower than this.
//
// Node's flags (`env -S` passes them; npm's Windows shims read them too):
// - a 2 MB young generation (Node's default is 16 MB): loading the search index makes mostly
//   short-lived garbage, and the smaller nursery keeps the peak resident memory about 25 MB lower for
//   the same CPU time;
// - no optimising compiler (TurboFan): at start-up it only spent CPU optimising loops that run once
//   (about 80 ms to the first answer), and a query is short enough that Ignition and Sparkplug code
//   answer it about as fast (over stdio, warm p95 unchanged within noise and p50 0.3-1 ms slower;
//   the engine alone 0.84 ms a query on average either way), with about 20 MB less resident memory;
// - no background threads for V8 (--single-threaded): with a 25 MB heap, handing garbage collection
//   and compilation to helper threads cost more in coordination than it saved, most on a busy
//   machine (about 20 ms of CPU to the first answer; warm queries unchanged).
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');

const SERVER = path.join(__dirname, 'server.cjs');
const CODE_CACHE = path.join(__dirname, 'server.cache');

/** The server's script, compiled with the code cache when there is one this Node accepts. */
function compileServer() {
  let cachedData;
  try {
    cachedData = fs.readFileSync(CODE_CACHE);
  } catch {
    // No cache (the pack step could not make one): compiled from source.
  }
  const source = fs.readFileSync(SERVER, 'utf8');
  // Node's own CommonJS wrapper, so that the bundle runs as if required.
  return new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {filename: SERVER, cachedData});
}

/** Runs the compiled server: it reads ../data and serves MCP on stdin and stdout. */
function runServer(script) {
  const serverModule = {exports: {}};
  script.runInThisContext()(serverModule.exports, require, serverModule, SERVER, __dirname);
}

if (require.main === module) {
  runServer(compileServer());
}

module.exports = {compileServer, runServer, CODE_CACHE};
