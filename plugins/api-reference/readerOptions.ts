import type {AllContent} from '@docusaurus/types';
import type {LoadReferencesOptions} from './openapi/loadReferences';

/**
 * Where the site's OpenAPI documents are, as this plugin was configured (its `openapiDir` and
 * `redoclyConfig`), for the other plugins that read them (the Markdown twins, the MCP pack, the
 * mock's pack): the plugin offers its load options in its content, and they take them from
 * Docusaurus's `allContent` in `allContentLoaded`, so that a configured folder reaches every reader.
 */

export const PLUGIN_NAME = 'privana-api-reference';

export function referenceLoadOptions(allContent: AllContent): LoadReferencesOptions {
  const content = allContent[PLUGIN_NAME]?.default as {loadOptions?: LoadReferencesOptions} | undefined;
  if (!content?.loadOptions) {
    throw new Error(`[${PLUGIN_NAME}] no content: list plugins/api-reference in docusaurus.config.ts before the plugins that read the OpenAPI documents`);
  }
  return content.loadOptions;
}
