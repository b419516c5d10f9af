import {describe, expect, it} from 'vitest';
import {buildCapabilityMatrixRows} from '../../../../src/components/integrations/capabilityMatrixRows';
import {
  DEFAULT_VIEW,
  applyCatalogueView,
  formatCatalogueView,
  parseCatalogueView,
  sortedBy,
  type CatalogueView,
} from '../../../../src/components/integrations/catalogueView';
import {vendors, type Vendor} from '../../../../src/components/integrations/vendors';

const rows = buildCapabilityMatrixRows(vendors);
const categories = new Set(vendors.map((vendor) => vendor.category));

function vendor(name: string, category: string, capabilities: Partial<Vendor['capabilities']> = {}): Vendor {
  return {
    ...vendors[0],
    slug: name.toLowerCase(),
    name,
    category,
    capabilities: {discovery: true, access: false, deletion: false, optOut: false, ...capabilities},
  };
}

describe('parseCatalogueView and formatCatalogueView', () => {
  it('reads every part of a shared link back as it was written', () => {
    const view: CatalogueView = {name: 'hub', category: 'CRM', capabilities: ['deletion', 'optOut'], sort: 'category', direction: 'descending'};
    const search = formatCatalogueView(view);
    expect(search).toBe('?q=hub&category=CRM&can=deletion%2CoptOut&sort=category&order=desc');
    expect(parseCatalogueView(search, categories)).toEqual(view);
  });

  it('writes nothing for the default view, so the plain page URL stays plain', () => {
    expect(formatCatalogueView(DEFAULT_VIEW)).toBe('');
    expect(parseCatalogueView('', categories)).toEqual(DEFAULT_VIEW);
  });

  it('falls back to the default for unknown values instead of failing', () => {
    expect(parseCatalogueView('?category=Nope&can=teleport,access&sort=price&order=sideways', categories)).toEqual({
      ...DEFAULT_VIEW,
      capabilities: ['access'],
    });
  });

  it('keeps capabilities in column order whatever order the URL gives', () => {
    expect(parseCatalogueView('?can=optOut,discovery', categories).capabilities).toEqual(['discovery', 'optOut']);
  });
});

describe('applyCatalogueView', () => {
  const sample = buildCapabilityMatrixRows([
    vendor('Zendesk', 'Helpdesk', {deletion: true}),
    vendor('HubSpot', 'CRM', {deletion: true, optOut: true}),
    vendor('Café Desk', 'Helpdesk'),
    vendor('Attio', 'CRM', {optOut: true}),
  ]);
  const names = (view: Partial<CatalogueView>) => applyCatalogueView(sample, {...DEFAULT_VIEW, ...view}).map((row) => row.name);

  it('matches part of a name regardless of case and accents', () => {
    expect(names({name: 'HUB'})).toEqual(['HubSpot']);
    expect(names({name: 'cafe'})).toEqual(['Café Desk']);
    expect(names({name: '  '})).toHaveLength(4);
  });

  it('keeps only vendors with every capability asked for, in one category', () => {
    expect(names({capabilities: ['deletion']})).toEqual(['HubSpot', 'Zendesk']);
    expect(names({capabilities: ['deletion', 'optOut']})).toEqual(['HubSpot']);
    expect(names({category: 'Helpdesk'})).toEqual(['Café Desk', 'Zendesk']);
  });

  it('sorts by a capability with supporting vendors first, then by name; descending reverses', () => {
    expect(names({sort: 'optOut'})).toEqual(['Attio', 'HubSpot', 'Café Desk', 'Zendesk']);
    expect(names({sort: 'name', direction: 'descending'})).toEqual(['Zendesk', 'HubSpot', 'Café Desk', 'Attio']);
    expect(names({sort: 'category'})).toEqual(['Attio', 'HubSpot', 'Café Desk', 'Zendesk']);
  });

  it('shows every real vendor in the default view', () => {
    expect(applyCatalogueView(rows, DEFAULT_VIEW)).toHaveLength(vendors.length);
  });
});

describe('sortedBy', () => {
  it('flips the direction of the current column and starts another one ascending', () => {
    const byName = sortedBy(DEFAULT_VIEW, 'name');
    expect(byName.direction).toBe('descending');
    expect(sortedBy(byName, 'access')).toMatchObject({sort: 'access', direction: 'ascending'});
  });
});
