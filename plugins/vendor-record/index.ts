import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * `import vendor from '@site/data/vendor-record.json?vendor=<slug>'` gives a vendor page its own
 * record of data/vendors.json (see loader.cjs), in the page's chunk, instead of the whole catalogue.
 * Server and browser builds alike, so both render the same record.
 */
export default function vendorRecordPlugin(context: LoadContext): Plugin {
  const loader = path.join(context.siteDir, 'plugins/vendor-record/loader.cjs');
  const catalogue = path.join(context.siteDir, 'data/vendors.json');
  return {
    name: 'vendor-record',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]data[\\/]vendor-record\.json$/,
              resourceQuery: /(^|[?&])vendor=/,
              // The loader writes JavaScript: the bundler must not parse its output as JSON.
              type: 'javascript/auto',
              use: [{loader, options: {catalogue}}],
            },
          ],
        },
      };
    },
  };
}
