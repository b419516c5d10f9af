import type {Plugin} from '@docusaurus/types';

/**
 * Docusaurus moves every module used by half of all pages into the `common` chunk, which every
 * page loads first. The ~150 vendor pages are more than half the site, so the vendor components
 * landed in `common` and every guide paid for them. Give them their own chunk, loaded only by the
 * integration pages. The vendor data is not in it: each vendor page holds its own record
 * (plugins/vendor-record), and the whole catalogue goes only to the pages listing every vendor.
 */
export default function integrationsChunkPlugin(): Plugin {
  return {
    name: 'integrations-chunk',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              integrations: {
                name: 'integrations',
                test: /[\\/]src[\\/]components[\\/]integrations[\\/]/,
                chunks: 'async',
                enforce: true,
                // Above `common` (40), below `styles` (50) so CSS stays in one file.
                priority: 45,
              },
            },
          },
        },
      };
    },
  };
}
