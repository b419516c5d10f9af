import {matchPath} from 'react-router';
import {describe, expect, it} from 'vitest';
import {vendorPath, vendorSlug} from '../../../../../plugins/vendor-routes/client/vendorPath';

const BASE = '/integrations/data-discovery-integrations';

describe('the vendor route\'s path (plugins/vendor-routes)', () => {
  it('names the slug of one segment under the vendor folder, and nothing else', () => {
    expect(vendorSlug(`${BASE}/stripe`)).toBe('stripe');
    expect(vendorSlug(`${BASE}/stripe/`)).toBe('stripe');
    expect(vendorSlug(`${BASE}/`)).toBeNull();
    expect(vendorSlug(`${BASE}/stripe/more`)).toBeNull();
    expect(vendorSlug('/cmp/stripe')).toBeNull();
  });

  it('matches as React Router matches a route, until the slug is declined', () => {
    const route = {path: vendorPath as unknown as string, exact: true};
    expect(matchPath(`${BASE}/zendesk`, route)?.url).toBe(`${BASE}/zendesk`);
    expect(matchPath(`${BASE}/no-such-vendor`, route)).not.toBeNull();
    vendorPath.decline('no-such-vendor');
    expect(matchPath(`${BASE}/no-such-vendor`, route)).toBeNull();
    expect(matchPath(`${BASE}/zendesk`, route)).not.toBeNull();
    expect(matchPath('/cmp/', route)).toBeNull();
  });
});
