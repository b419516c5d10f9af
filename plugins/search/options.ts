import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

/**
 * Options of the search plugin, validated the way Docusaurus's own plugins validate theirs (a Joi
 * schema with the defaults, see plugin-content-pages). The defaults are the site's search: every
 * doc page, and the records other plugins offer in their content (the API references'), dated by
 * the git history of the docs and the OpenAPI documents.
 * What the index holds and how it ranks are not options: the engine reads the index with the
 * options it was written with (shared/indexOptions.ts, shared/limits.ts).
 */
export interface PluginOptions {
  /**
   * Folders, relative to the site, whose git history dates the records ("last updated"); a file
   * outside them, or without history, is dated by its modification time.
   */
  lastModifiedFrom: string[];
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  lastModifiedFrom: ['docs', 'openapi'],
};

const schema = Joi.object<PluginOptions>({
  lastModifiedFrom: Joi.array().items(Joi.string()).default(DEFAULT_OPTIONS.lastModifiedFrom),
});

export function validateOptions({validate, options}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validate(schema, options ?? {});
}
