import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {withoutDocDescriptions, withoutOmittedDocs} from '../../../../plugins/lean-docs';

const omitVendors = (id: string) => id.startsWith('vendors/');

describe('lean docs data (plugins/lean-docs)', () => {
  it('leaves out of the version data every description and the omitted docs, in nested routes', () => {
    const route: RouteConfig = {
      path: '/',
      component: 'root',
      routes: [
        {
          path: '/',
          component: 'version',
          props: {
            version: {
              label: 'Next',
              docs: {
                guide: {id: 'guide', title: 'Guide', description: 'A guide', sidebar: 'main'},
                'vendors/stripe': {id: 'vendors/stripe', title: 'Stripe', description: 'Payments'},
              },
            },
          },
        },
      ],
    };
    const lean = withoutDocDescriptions(route, omitVendors);
    expect(lean.routes?.[0].props).toEqual({
      version: {label: 'Next', docs: {guide: {id: 'guide', title: 'Guide', sidebar: 'main'}}},
    });
    expect(Object.keys((withoutDocDescriptions(route).routes?.[0].props?.version as {docs: object}).docs)).toHaveLength(2);
  });

  it('leaves the omitted docs out of the global data and keeps the rest as it is', () => {
    const data = {
      path: '/',
      breadcrumbs: true,
      versions: [{name: 'current', docs: [{id: 'guide', path: '/guide'}, {id: 'vendors/stripe', path: '/vendors/stripe'}]}],
    };
    expect(withoutOmittedDocs(data, omitVendors)).toEqual({
      path: '/',
      breadcrumbs: true,
      versions: [{name: 'current', docs: [{id: 'guide', path: '/guide'}]}],
    });
  });
});
