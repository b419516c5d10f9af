import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeCspHashes} from './cspHashes.mjs';

/**
 * After the build, hashes the inline scripts Docusaurus emitted (colour mode, announcement bar)
 * so that the server's Content-Security-Policy can allow exactly those and nothing else.
 */
export default function cspHashesPlugin(_context: LoadContext): Plugin {
  return {
    name: 'csp-hashes',
    async postBuild({outDir}) {
      writeCspHashes(outDir);
    },
  };
}
