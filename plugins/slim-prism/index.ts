import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Points the bundles' `prism-react-renderer` at src/prism/prism-react-renderer.ts: the same
 * Highlight over a Prism with only the grammars the docs use (see that module for the figures).
 * Both bundles get it, so the server renders what the client hydrates.
 */
export default function slimPrismPlugin(context: LoadContext): Plugin {
  return {
    name: 'slim-prism',
    configureWebpack() {
      return {
        resolve: {
          alias: {'prism-react-renderer$': path.join(context.siteDir, 'src/prism/prism-react-renderer.ts')},
        },
      };
    },
  };
}
