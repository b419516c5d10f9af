import {describe, expect, it} from 'vitest';
import {callLine, parseCallLine} from '../../../../../../packages/mock/src';

/** The call log `privana-mock serve` prints, and its reading back by the harness that runs the installed package. */
describe('privana-mock call log', () => {
  it('prints a call with its operation, and a refusal with the problem after a colon', () => {
    expect(callLine({api: 'unified-consent-api', server: 'https://uc-us.privana.example', method: 'POST', path: '/v2/consents', operationId: 'createConsent', status: 201})).toBe('POST /v2/consents 201 createConsent');
    expect(callLine({api: 'customer-rest-api', server: 'https://api.privana.example', method: 'GET', path: '/v1/cookie-consent/configs', operationId: 'listConfigs', status: 400, violation: 'query parameter limit must be <= 1000'})).toBe(
      'GET /v1/cookie-consent/configs 400 listConfigs: query parameter limit must be <= 1000',
    );
    expect(callLine({api: 'customer-rest-api', server: 'https://api.privana.example', method: 'GET', path: '/v1/nowhere', status: 404, violation: 'no operation has the path /v1/nowhere'})).toBe('GET /v1/nowhere 404: no operation has the path /v1/nowhere');
  });

  it('reads back every line it prints, and nothing else', () => {
    for (const call of [
      {method: 'POST', path: '/v2/consents', operationId: 'createConsent', status: 201},
      {method: 'GET', path: '/v1/cookie-consent/configs', operationId: 'listConfigs', status: 400, violation: 'query parameter limit must be <= 1000'},
      {method: 'GET', path: '/v1/nowhere', status: 404, violation: 'no operation has the path /v1/nowhere'},
      {method: 'GET', path: '/__privana-mock/reset/3', status: 204},
    ]) {
      expect(parseCallLine(callLine({...call, api: 'x', server: 'y'}))).toEqual(call);
    }
    expect(parseCallLine('privana-mock 1.0.0: test mode, this machine only')).toBeUndefined();
    expect(parseCallLine('  customer-rest-api    http://127.0.0.1:4010   (instead of https://api.privana.example)')).toBeUndefined();
  });
});
