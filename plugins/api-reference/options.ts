import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

/**
 * Options of the API reference plugin, validated the way Docusaurus's own plugins validate theirs
 * (a Joi schema with the defaults, see plugin-content-pages). The documents themselves are not an
 * option: their one list is documents.ts, which browser code reads too.
 */
export interface PluginOptions {
  /** Folder of the OpenAPI documents (`<id>.yaml`), relative to the site. */
  openapiDir: string;
  /** Redocly configuration whose lint rules a document must pass, relative to the site. */
  redoclyConfig: string;
  /**
   * Request samples other than curl in one file per language, fetched when a reader picks the
   * language. Defaults to on in a production build, off in development (where nothing is server-rendered).
   */
  lazySamples: boolean;
  /** Route component of a reference page. */
  pageComponent: string;
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: Omit<PluginOptions, 'lazySamples'> = {
  openapiDir: 'openapi',
  redoclyConfig: 'redocly.yaml',
  pageComponent: '@theme/ApiReferencePage',
};

const schema = Joi.object<PluginOptions>({
  openapiDir: Joi.string().default(DEFAULT_OPTIONS.openapiDir),
  redoclyConfig: Joi.string().default(DEFAULT_OPTIONS.redoclyConfig),
  lazySamples: Joi.boolean().default(() => process.env.NODE_ENV === 'production'),
  pageComponent: Joi.string().default(DEFAULT_OPTIONS.pageComponent),
});

export function validateOptions({validate, options}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validate(schema, options ?? {});
}
