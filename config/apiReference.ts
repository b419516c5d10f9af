import type {PluginConfig} from '@docusaurus/types';

/**
 * Plugins that render the two API references (owned by the API reference work).
 * Kept apart from docusaurus.config.ts so that the reference setup is one file.
 */
export const apiReferencePlugins: PluginConfig[] = [];

/** Navbar/footer links to the rendered references; empty until the reference routes exist. */
export const apiReferenceLinks: {label: string; to: string}[] = [];
