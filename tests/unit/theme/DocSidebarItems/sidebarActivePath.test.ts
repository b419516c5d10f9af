import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {describe, expect, it} from 'vitest';
import {catalogueCategoryRoute, CATALOGUE_ROUTE} from '../../../../src/components/integrations/catalogueRoutes';
import {sidebarActivePath} from '../../../../src/theme/DocSidebarItems/sidebarActivePath';

const link = (href: string, label = href): PropSidebarItem => ({type: 'link', href, label});
const DISCOVERY = '/integrations/data-discovery-integrations/';

/** The integrations sidebar's shape: the data-discovery category holds the catalogue and the vendor categories. */
const items: PropSidebarItem[] = [
  link('/integrations/integrations-faq'),
  {
    type: 'category',
    label: 'Data discovery',
    href: DISCOVERY,
    collapsed: true,
    collapsible: true,
    items: [
      link(CATALOGUE_ROUTE),
      {type: 'category', label: 'Vendors by category', collapsed: true, collapsible: true, items: [link(catalogueCategoryRoute('CRM')), link(catalogueCategoryRoute('Helpdesk'))]},
    ],
  },
];

describe('sidebarActivePath', () => {
  it("keeps the page's own path on a page that is not a vendor page", () => {
    expect(sidebarActivePath(items, '/integrations/integrations-faq', null)).toBe('/integrations/integrations-faq');
    expect(sidebarActivePath(items, '/cmp/', null)).toBe('/cmp/');
  });

  it("gives a vendor page the link of its category, nested two groups down", () => {
    expect(sidebarActivePath(items, `${DISCOVERY}hubspot`, 'CRM')).toBe(catalogueCategoryRoute('CRM'));
    expect(sidebarActivePath(items, `${DISCOVERY}zendesk`, 'Helpdesk')).toBe(catalogueCategoryRoute('Helpdesk'));
  });

  it('keeps the path when the sidebar has no link for the category, or lists the page itself', () => {
    expect(sidebarActivePath(items, `${DISCOVERY}acme`, 'Payroll')).toBe(`${DISCOVERY}acme`);
    expect(sidebarActivePath(items, CATALOGUE_ROUTE, 'CRM')).toBe(CATALOGUE_ROUTE);
  });
});
