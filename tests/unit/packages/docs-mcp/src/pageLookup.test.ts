import {describe, expect, it} from 'vitest';
import {lookUpPage} from '../../../../../packages/docs-mcp/src/pageLookup';
import type {PageEntry} from '../../../../../packages/docs-mcp/src/snapshotTypes';

const SITE = 'https://docs.privana.example';
const page = (route: string, title: string): PageEntry => ({route, title, category: 'Docs', twin: `${route.replace(/\/$/, '') || '/index'}.md`});
const PAGES = [page('/', 'Home'), page('/cmp/', 'Consent Management Platform'), page('/integrations/data-discovery-integrations/hubspot', 'HubSpot integration'), page('/integrations/data-discovery-integrations/heap', 'Heap integration')];

const routeOf = (input: string) => {
  const found = lookUpPage(input, PAGES, SITE);
  return found.kind === 'found' ? found.page.route : found.kind;
};

describe('lookUpPage', () => {
  it.each([
    ['/cmp/', '/cmp/'],
    ['/cmp', '/cmp/'],
    ['cmp', '/cmp/'],
    ['/cmp.md', '/cmp/'],
    ['/cmp/index', '/cmp/'],
    ['/cmp/#setup', '/cmp/'],
    ['/cmp/?tab=web', '/cmp/'],
    [`${SITE}/cmp/`, '/cmp/'],
    [`${SITE}`, '/'],
    [`${SITE}/index.md`, '/'],
    ['/', '/'],
  ])('finds %s', (input, route) => {
    expect(routeOf(input)).toBe(route);
  });

  it.each([
    '../cmp',
    '/cmp/../../etc/passwd',
    './cmp',
    '%2e%2e/etc/passwd',
    '%2E%2E%2Fetc',
    '%252e%252e/x',
    '..\\etc',
    '/cmp\u0000',
    'file:///etc/passwd',
    'C:/Windows/win.ini',
    '//evil.example/cmp/',
    'https://evil.example/cmp/',
    'http://docs.privana.example.evil.example/cmp/',
    `${SITE}/a/../../etc/passwd`,
  ])('refuses %j', (input) => {
    expect(lookUpPage(input, PAGES, SITE).kind).toBe('refused');
  });

  it('names the nearest pages of an unknown one, the closest first', () => {
    const found = lookUpPage('/integrations/data-discovery-integrations/hubspt', PAGES, SITE);
    expect(found.kind).toBe('unknown');
    expect(found.kind === 'unknown' && found.nearest[0].title).toBe('HubSpot integration');
    const bySegment = lookUpPage('/hubspot', PAGES, SITE);
    expect(bySegment.kind === 'unknown' && bySegment.nearest[0].title).toBe('HubSpot integration');
  });
});
