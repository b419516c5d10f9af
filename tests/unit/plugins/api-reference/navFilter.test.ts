import {describe, expect, it} from 'vitest';
import {filterNav} from '../../../../plugins/api-reference/client/navFilter';
import {currentAnchor, idFromHash, nearestAnchor} from '../../../../plugins/api-reference/client/fragment';
import type {NavModel} from '../../../../plugins/api-reference/model/types';

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

describe('currentAnchor', () => {
  it('is the last section whose top has passed the offset', () => {
    const tops = [{anchor: 'a', top: -500}, {anchor: 'b', top: 60}, {anchor: 'c', top: 900}];
    expect(currentAnchor(tops, 60)).toBe('b');
    expect(currentAnchor(tops, 0)).toBe('a');
    expect(currentAnchor([{anchor: 'a', top: 400}], 60)).toBeUndefined();
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
