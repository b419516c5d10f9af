import {describe, expect, it} from 'vitest';
import {needsFullPageLoad} from '../../../src/browser/fullPageLoad';
import {CUSTOMER_API_REFERENCE_ROUTE, UC_API_REFERENCE_ROUTE} from '../../../src/constants/site';

const at = (path: string, origin = 'https://docs.privana.example') => new URL(path, origin);

describe('needsFullPageLoad', () => {
  it('loads a reference page whole when coming from another page', () => {
    expect(needsFullPageLoad(at(CUSTOMER_API_REFERENCE_ROUTE), at('/cmp/intro'))).toBe(true);
    expect(needsFullPageLoad(at(`${UC_API_REFERENCE_ROUTE}/#operation/createConsent`), at('/'))).toBe(true);
    expect(needsFullPageLoad(at(UC_API_REFERENCE_ROUTE), at(CUSTOMER_API_REFERENCE_ROUTE))).toBe(true);
  });

  it('leaves a reference page with a full load too, so that Back returns to its own document', () => {
    expect(needsFullPageLoad(at('/customer-rest-api'), at(`${CUSTOMER_API_REFERENCE_ROUTE}#operation/listDataStores`))).toBe(true);
  });

  it('keeps fragment links within a reference, pages without one and other origins as they are', () => {
    expect(needsFullPageLoad(at(`${CUSTOMER_API_REFERENCE_ROUTE}#operation/listDataStores`), at(CUSTOMER_API_REFERENCE_ROUTE))).toBe(false);
    expect(needsFullPageLoad(at(`${CUSTOMER_API_REFERENCE_ROUTE}/`), at(CUSTOMER_API_REFERENCE_ROUTE))).toBe(false);
    expect(needsFullPageLoad(at('/cmp/intro'), at('/customer-rest-api'))).toBe(false);
    expect(needsFullPageLoad(at(CUSTOMER_API_REFERENCE_ROUTE, 'https://elsewhere.example'), at('/'))).toBe(false);
  });
});
