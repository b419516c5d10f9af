import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {vendorRoute} from '../../src/components/integrations/vendorModel';
import {vendors} from '../../config/vendorDocs';
import {escapeRegExp} from './escapeRegExp';
import {SHARED_ROUTE} from './sharedRoute';

/**
 * The browser's route table has one route for all data-discovery vendor pages instead of one
 * each (clientRoutesLoader.cjs rewrites Docusaurus's generated route files for the client bundle
 * only). Its component (client/VendorRoute.tsx) loads the vendor's page on demand. The server
 * bundle keeps every vendor route, so each page is still rendered to static HTML, with its
 * Markdown twin and search records made from that HTML as before.
 */
export default function vendorRoutesPlugin(context: LoadContext): Plugin {
  const loader = path.join(__dirname, 'clientRoutesLoader.cjs');
  const generated = (file: string) => new RegExp(`^${escapeRegExp(path.join(context.generatedFilesDir, file))}$`);
  return {
    name: 'vendor-routes',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const options = {
        vendorPaths: vendors.map((vendor) => vendorRoute(vendor.slug)),
        clientModule: path.join(__dirname, 'client/VendorRoute.tsx'),
        sharedRoute: SHARED_ROUTE,
      };
      return {
        module: {
          rules: [
            {test: generated('routes.js'), use: [{loader, options}]},
            {test: generated('routesChunkNames.json'), use: [{loader, options}]},
            {test: generated('registry.js'), use: [{loader, options}]},
          ],
        },
      };
    },
  };
}
