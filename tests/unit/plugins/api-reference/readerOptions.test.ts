import {describe, expect, it} from 'vitest';
import {PLUGIN_NAME, referenceLoadOptions} from '../../../../plugins/api-reference/readerOptions';

/**
 * The other readers of the OpenAPI documents take the folder and Redocly configuration the API
 * reference plugin was given from its content, and a site without the plugin stops with a clear
 * message instead of reading documents from somewhere else.
 */
describe('referenceLoadOptions', () => {
  it('gives the load options the reference plugin offers in its content', () => {
    const loadOptions = {siteDir: '/site', openapiDir: 'specs', redoclyConfig: 'lint/redocly.yaml'};
    expect(referenceLoadOptions({[PLUGIN_NAME]: {default: {loadOptions}}})).toEqual(loadOptions);
  });

  it('names the missing plugin when the reference has no content', () => {
    expect(() => referenceLoadOptions({})).toThrow(/list plugins\/api-reference in docusaurus.config.ts/);
  });
});
