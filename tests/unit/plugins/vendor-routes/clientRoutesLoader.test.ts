import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

type Route = {path: unknown; component: unknown; exact?: boolean; sidebar?: string; routes?: Route[]};

const loader = createRequire(__filename)('../../../../plugins/vendor-routes/clientRoutesLoader.cjs') as {
  parseRoutes: (source: string) => Route[];
  clientRoutes: (routes: Route[], vendorPaths: Set<string>, variable: string) => Route[];
  serialiseRoutes: (routes: Route[], clientModule: string, variable: string) => string;
  clientChunkNames: (
    chunkNames: Record<string, Record<string, string>>,
    vendorPaths: Set<string>,
    sharedRoute: {path: string; hash: string},
  ) => Record<string, Record<string, string>>;
  vendorOnlyChunkNames: (chunkNames: Record<string, Record<string, string>>, vendorPaths: Set<string>) => Set<string>;
  clientRegistry: (source: string, dropped: Set<string>) => string;
};

const BASE = '/integrations/data-discovery-integrations';

/** A routes.js as Docusaurus's code generation writes it: a docs tree with two vendor pages. */
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/',
    component: ComponentCreator('/', 'ddf'),
    routes: [
      {
        path: '/',
        component: ComponentCreator('/', 'ace'),
        routes: [
          {
            path: '${BASE}/',
            component: ComponentCreator('${BASE}/', '7c8'),
            exact: true,
            sidebar: "integrations"
          },
          {
            path: '${BASE}/hubspot',
            component: ComponentCreator('${BASE}/hubspot', 'f83'),
            exact: true,
            sidebar: "integrations"
          },
          {
            path: '${BASE}/list-of-capabilities',
            component: ComponentCreator('${BASE}/list-of-capabilities', '1b8'),
            exact: true,
            sidebar: "integrations"
          },
          {
            path: '${BASE}/stripe',
            component: ComponentCreator('${BASE}/stripe', '376'),
            exact: true,
            sidebar: "integrations"
          },
          {
            path: '/cmp/',
            component: ComponentCreator('/cmp/', 'b87'),
            exact: true,
            sidebar: "cmp"
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const VENDORS = new Set([`${BASE}/hubspot`, `${BASE}/stripe`]);

const CHUNK_NAMES = {
  '/-ddf': {__comp: 'docs-root'},
  [`${BASE}/-7c8`]: {__comp: 'doc-item', content: 'index-mdx'},
  [`${BASE}/hubspot-f83`]: {__comp: 'doc-item', content: 'hubspot-mdx'},
  [`${BASE}/list-of-capabilities-1b8`]: {__comp: 'doc-item', content: 'catalogue-mdx'},
  [`${BASE}/stripe-376`]: {__comp: 'doc-item', content: 'stripe-mdx'},
};

/** Evaluates serialised routes with stand-ins for the imports. */
function evaluate(code: string): Route[] {
  const body = code
    .replace(/^import .*$/gm, '')
    .replace('export default', 'return');
  return new Function('ComponentCreator', 'vendorRoute', body)(
    (...args: string[]) => `creator:${args.join(',')}`,
    {vendorPath: 'VENDOR_PATH', default: 'VendorRoute'},
  ) as Route[];
}

describe('client route files (plugins/vendor-routes)', () => {
  it('replaces the vendor routes with one route, last in their list, keeping every other route', () => {
    const code = loader.serialiseRoutes(
      loader.clientRoutes(loader.parseRoutes(ROUTES_JS), VENDORS, 'vendorRoute'),
      '/site/plugins/vendor-routes/client/VendorRoute.tsx',
      'vendorRoute',
    );
    expect(code).toContain(`import * as vendorRoute from "/site/plugins/vendor-routes/client/VendorRoute.tsx";`);
    const routes = evaluate(code);
    const docs = routes[0].routes![0].routes!;
    expect(docs.map((route) => route.path)).toEqual([`${BASE}/`, `${BASE}/list-of-capabilities`, '/cmp/', 'VENDOR_PATH']);
    expect(docs.at(-1)).toEqual({path: 'VENDOR_PATH', component: 'VendorRoute', exact: true, sidebar: 'integrations'});
    expect(docs[1].component).toBe(`creator:${BASE}/list-of-capabilities,1b8`);
    expect(routes[1]).toEqual({path: '*', component: 'creator:*'});
  });

  it('refuses vendor routes that differ, a table without vendor routes and a format it does not know', () => {
    const routes = loader.parseRoutes(ROUTES_JS);
    routes[0].routes![0].routes![3].sidebar = 'other';
    expect(() => loader.clientRoutes(routes, VENDORS, 'v')).toThrow(/differ/);
    expect(() => loader.clientRoutes(loader.parseRoutes(ROUTES_JS), new Set(['/nowhere']), 'v')).toThrow(/no vendor page/);
    expect(() => loader.parseRoutes('module.exports = []')).toThrow(/format/);
  });

  it('keeps the chunk names of every other route and gives the shared route the page component only', () => {
    const names = loader.clientChunkNames(CHUNK_NAMES, VENDORS, {path: `${BASE}/:vendor`, hash: 'vendor'});
    expect(Object.keys(names)).toEqual(['/-ddf', `${BASE}/-7c8`, `${BASE}/list-of-capabilities-1b8`, `${BASE}/:vendor-vendor`]);
    expect(names[`${BASE}/:vendor-vendor`]).toEqual({__comp: 'doc-item'});
  });

  it('drops from the registry the vendor pages\' own modules, not the page component they share', () => {
    const dropped = loader.vendorOnlyChunkNames(CHUNK_NAMES, VENDORS);
    expect([...dropped].sort()).toEqual(['hubspot-mdx', 'stripe-mdx']);
    const registry = [
      'export default {',
      '  "doc-item": [() => import(/* webpackChunkName: "doc-item" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],',
      '  "hubspot-mdx": [() => import(/* webpackChunkName: "hubspot-mdx" */ "@site/docs/hubspot.mdx"), "@site/docs/hubspot.mdx", require.resolveWeak("@site/docs/hubspot.mdx")],',
      '  "stripe-mdx": [() => import(/* webpackChunkName: "stripe-mdx" */ "@site/docs/stripe.mdx"), "@site/docs/stripe.mdx", require.resolveWeak("@site/docs/stripe.mdx")],};',
    ].join('\n');
    const client = loader.clientRegistry(registry, dropped);
    expect(client).toContain('"doc-item"');
    expect(client).not.toContain('mdx');
    // Still a module: the closing brace shared the last, dropped, entry's line.
    expect(new Function(client.replace('export default', 'return').replace(/require\.resolveWeak/g, 'String'))()).toHaveProperty('doc-item');
    expect(() => loader.clientRegistry('export default {};', dropped)).toThrow(/format/);
  });
});
