import {describe, expect, it} from 'vitest';
import {editDistance, MAX_COMPARED_LENGTH, nearestNames} from '../../../../../packages/docs-mcp/src/nearestNames';
import {nearestPages} from '../../../../../packages/docs-mcp/src/pageLookup';
import type {PageEntry} from '../../../../../packages/docs-mcp/src/snapshotTypes';

const page = (route: string): PageEntry => ({route, title: route, category: 'Docs', twin: `${route.replace(/\/$/, '')}.md`});

describe('the nearest-name lookup of the MCP server', () => {
  it('suggests the names closest to a typo', () => {
    expect(nearestNames('createSubjectRightRequest', ['listSubjectRightsRequests', 'createSubjectRightsRequests', 'getConsent'], 1)).toEqual(['createSubjectRightsRequests']);
    expect(nearestPages('/cmp/mobile-sdk/androd', [page('/cmp/'), page('/cmp/mobile-sdks/android/'), page('/subject-rights/')], 1)[0]!.route).toBe('/cmp/mobile-sdks/android/');
  });

  it('bounds its work on a long unknown input: only the first characters of each text are compared', () => {
    // get_page accepts 2,048 characters: compared in full, every page cost 2,048 × its route's length.
    const long = `/cmp/mobile-sdks/androd/${'x'.repeat(2048)}`;
    expect(editDistance(long, 'y'.repeat(2048))).toBe(MAX_COMPARED_LENGTH);
    expect(editDistance(long, '/cmp/mobile-sdks/android/')).toBe(editDistance(long.slice(0, MAX_COMPARED_LENGTH), '/cmp/mobile-sdks/android/'));
    expect(MAX_COMPARED_LENGTH).toBeLessThanOrEqual(128);
    // and still points at the page the start of the URL names
    expect(nearestPages(long, [page('/subject-rights/'), page('/cmp/mobile-sdks/android/'), page('/cmp/')], 1)[0]!.route).toBe('/cmp/mobile-sdks/android/');
  });
});
