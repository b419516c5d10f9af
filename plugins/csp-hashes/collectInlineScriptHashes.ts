// The rule lives in cspHashes.mjs, which the benchmark's Node scripts import too.
export {collectInlineScriptHashes} from './cspHashes.mjs';
