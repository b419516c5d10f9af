import {describe, expect, it} from 'vitest';
import {filterNav} from '../../../../../plugins/api-reference/client/navFilter';
import {idFromHash, landingAnchor, nearestAnchor} from '../../../../../plugins/api-reference/client/fragment';
import type {NavModel} from '../../../../../plugins/api-reference/model/types';

const nav: NavModel = {
  groups: [
    {label: 'Consents', anchor: 'tag/Consents', items: [
      {anchor: 'operation/createConsent', method: 'POST', label: 'Record consent', deprecated: false},
      {anchor: 'operation/getUnifiedConsent', method: 'GET', label: 'Get the unified consent', deprecated: false, terms: '/v2/consents/{subjectId} subjectId purposes'},
    ]},
    {label: 'Tokens', anchor: 'tag/Tokens', items: [{anchor: 'operation/createConsentToken', method: 'POST', label: 'Create a consent key', deprecated: false}]},
  ],
};

describe('filterNav', () => {
  it('keeps everything for an empty filter', () => {
    expect(filterNav(nav, '  ')).toBe(nav);
  });
  it('keeps operations whose method, summary or group match every word', () => {
    expect(filterNav(nav, 'post consent').groups.map((g) => g.items.map((i) => i.anchor))).toEqual([['operation/createConsent'], ['operation/createConsentToken']]);
    expect(filterNav(nav, 'KEY').groups.map((g) => g.label)).toEqual(['Tokens']);
  });
  it('matches path, parameter and field names too, by any part of a name', () => {
    expect(filterNav(nav, 'subject').groups.map((g) => g.items.map((i) => i.anchor))).toEqual([['operation/getUnifiedConsent']]);
    expect(filterNav(nav, 'get purpose').groups.map((g) => g.items.map((i) => i.anchor))).toEqual([['operation/getUnifiedConsent']]);
  });
  it('keeps a whole group whose label matches, and nothing when nothing matches', () => {
    expect(filterNav(nav, 'tokens').groups[0].items).toHaveLength(1);
    expect(filterNav(nav, 'webhook').groups).toEqual([]);
  });
});

describe('idFromHash', () => {
  it('decodes a fragment and keeps a malformed one as written', () => {
    expect(idFromHash('#operation/a%20b')).toBe('operation/a b');
    expect(idFromHash('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(idFromHash('')).toBe('');
  });
});

describe('nearestAnchor', () => {
  const ids = new Set(['operation/listThings', 'operation/listThings/response/401', 'response/Unauthorized/message']);
  const exists = (id: string) => ids.has(id);

  it('is the id itself when the page has it', () => {
    expect(nearestAnchor('response/Unauthorized/message', exists)).toBe('response/Unauthorized/message');
  });

  it('falls back to the nearest ancestor the page has: the response, else the operation', () => {
    expect(nearestAnchor('operation/listThings/response/401/message', exists)).toBe('operation/listThings/response/401');
    expect(nearestAnchor('operation/listThings/request/items[].name', exists)).toBe('operation/listThings');
  });

  it('is undefined when nothing of it is on the page', () => {
    expect(nearestAnchor('operation/unknown/query/limit', exists)).toBeUndefined();
    expect(nearestAnchor('', exists)).toBeUndefined();
  });
});

describe('landingAnchor', () => {
  const ids = new Set(['operation/listThings', 'operation/listThings/response/401', 'response/Unauthorized', 'response/Unauthorized/message', 'object/Thing', 'object/Thing/name']);
  const landing = {
    exists: (id: string) => ids.has(id),
    aliases: {'operation/listThings/response/200': 'object/Thing'},
    // The operation's 401 is a link to the shared 401 under Error responses.
    linkTarget: (id: string) => (id === 'operation/listThings/response/401' ? 'response/Unauthorized' : undefined),
  };

  it('follows a field into the object it moved to', () => {
    expect(landingAnchor('operation/listThings/response/200/name', landing)).toBe('object/Thing/name');
    expect(landingAnchor('operation/listThings/response/200/gone', landing)).toBe('object/Thing');
  });

  it('follows a field of a response that links to where its body is documented', () => {
    expect(landingAnchor('operation/listThings/response/401/message', landing)).toBe('response/Unauthorized/message');
    expect(landingAnchor('operation/listThings/response/401/gone', landing)).toBe('response/Unauthorized');
    // The link itself is where a link to the response lands.
    expect(landingAnchor('operation/listThings/response/401', landing)).toBe('operation/listThings/response/401');
  });

  it('else lands on the nearest ancestor, or nowhere', () => {
    expect(landingAnchor('operation/listThings/query/limit', landing)).toBe('operation/listThings');
    expect(landingAnchor('operation/other', landing)).toBeUndefined();
  });
});
