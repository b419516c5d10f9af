import {describe, expect, it} from 'vitest';
import {isNotModified, validators} from '../../../../scripts/lib/conditional.mjs';

const file = {mtimeMs: Date.UTC(2026, 10, 25, 12, 0, 0, 750), size: 1200};

describe('validators and conditional requests of the Node server', () => {
  it("writes nginx's ETag (mtime and size in hex) and an HTTP date", () => {
    expect(validators(file)).toEqual({ETag: `"${(Date.UTC(2026, 10, 25, 12) / 1000).toString(16)}-4b0"`, 'Last-Modified': 'Wed, 25 Nov 2026 12:00:00 GMT'});
  });

  it('answers 304 when If-None-Match names the ETag, weakly or in a list, or is *', () => {
    const {ETag: etag} = validators(file);
    expect(isNotModified({'if-none-match': etag}, file)).toBe(true);
    expect(isNotModified({'if-none-match': `"other", W/${etag}`}, file)).toBe(true);
    expect(isNotModified({'if-none-match': '*'}, file)).toBe(true);
    expect(isNotModified({'if-none-match': '"other"'}, file)).toBe(false);
    // If-None-Match decides alone: a matching date does not turn a changed ETag into a 304.
    expect(isNotModified({'if-none-match': '"other"', 'if-modified-since': 'Wed, 25 Nov 2026 13:00:00 GMT'}, file)).toBe(false);
  });

  it('answers 304 when the file is not newer than If-Modified-Since, to the second', () => {
    expect(isNotModified({'if-modified-since': 'Wed, 25 Nov 2026 12:00:00 GMT'}, file)).toBe(true);
    expect(isNotModified({'if-modified-since': 'Wed, 25 Nov 2026 13:00:00 GMT'}, file)).toBe(true);
    expect(isNotModified({'if-modified-since': 'Wed, 25 Nov 2026 11:59:59 GMT'}, file)).toBe(false);
    expect(isNotModified({'if-modified-since': 'yesterday'}, file)).toBe(false);
    expect(isNotModified({}, file)).toBe(false);
  });
});
