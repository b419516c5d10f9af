import type {PluginConfig} from '@docusaurus/types';
import searchIndexPlugin from '../plugins/search-index';

/** Plugins of the site search: the build-time (and dev-server) index of plugins/search-index. */
export const searchPlugins: PluginConfig[] = [searchIndexPlugin];
