import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {describe, expect, it} from 'vitest';
import type {OptionValidationContext} from '@docusaurus/types';
import {DEFAULT_OPTIONS, validateOptions, type Options, type PluginOptions} from '../../../../plugins/search/options';

// Docusaurus validates a plugin's options with normalizePluginOptions (it adds the plugin's `id`).
type Validate = OptionValidationContext<Options | undefined, PluginOptions>['validate'];
const validate = (options: unknown) =>
  validateOptions({validate: normalizePluginOptions as unknown as Validate, options: options as Options});

describe('search plugin options', () => {
  it('defaults to the site search of today: git dates from docs/ and openapi/', () => {
    expect(validate(undefined)).toEqual({id: 'default', ...DEFAULT_OPTIONS});
    expect(validate({})).toEqual({id: 'default', lastModifiedFrom: ['docs', 'openapi']});
  });

  it('keeps what the site sets', () => {
    expect(validate({lastModifiedFrom: ['docs']})).toMatchObject({lastModifiedFrom: ['docs']});
  });

  it('refuses the removed apiReference option: the API references offer their records in their own content', () => {
    expect(() => validate({apiReference: true})).toThrow(/apiReference/);
  });

  it('refuses a wrong type with a message naming the option', () => {
    expect(() => validate({lastModifiedFrom: 'docs'})).toThrow(/lastModifiedFrom/);
    expect(() => validate({lastModifed: ['docs']})).toThrow(/lastModifed/);
  });
});
