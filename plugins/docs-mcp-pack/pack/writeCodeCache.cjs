// Makes dist/server.cache, the V8 code cache src/launcher.cjs compiles the server with: runs the
// staged server as the bin does, answers the messages it is given on stdin (an initialize and a
// first search), and when the search's answer is written, saves the code of every function
// compiled so far (the bundle's parse and what start-up ran) and exits. Run at the end of the pack
// step, by the Node that builds the site and with the bin's V8 flags: V8 accepts a cache only from
// its own version and flags.
//
//   node <bin's flags> plugins/docs-mcp-pack/pack/writeCodeCache.cjs <staged dist dir> <id of the search> < messages
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const [distDir, answerId] = process.argv.slice(2);
if (!distDir || !answerId) {
  console.error('usage: node writeCodeCache.cjs <staged dist dir> <id of the search> < messages');
  process.exit(2);
}
const {compileServer, runServer, CODE_CACHE} = require(path.resolve(distDir, 'privana-docs-mcp.cjs'));
fs.rmSync(CODE_CACHE, {force: true});
const script = compileServer();
let made = false;
process.on('exit', (code) => {
  if (code === 0 && !made) {
    console.error('writeCodeCache: the server ended without answering the first search');
    process.exitCode = 1;
  }
});
const write = process.stdout.write.bind(process.stdout);
// The stdio transport writes one message per call.
process.stdout.write = (chunk, ...rest) => {
  const written = write(chunk, ...rest);
  let message;
  try {
    message = JSON.parse(String(chunk));
  } catch {
    return written;
  }
  if (String(message.id) === answerId) {
    if (message.error || message.result?.isError) {
      console.error(`writeCodeCache: the server failed the first search: ${String(chunk).slice(0, 300)}`);
      process.exit(1);
    }
    fs.writeFileSync(CODE_CACHE, script.createCachedData());
    made = true;
    process.exit(0);
  }
  return written;
};
runServer(script);
