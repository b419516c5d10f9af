import type {PluginConfig} from '@docusaurus/types';

/** Plugins of the site search (build-time index). */
export const searchPlugins: PluginConfig[] = [];
