import {readdirSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Makes every patch of patches/ (applied to node_modules by patch-package on install) a build
 * dependency of the bundler's persistent cache. The cache takes node_modules as immutable, keyed by
 * package versions: after a change of a patch, a build with a warm cache would keep the old code,
 * possibly on one side only (server or browser), and hydration would then fail (for example with
 * theme-common's hooks). Nothing is added when the persistent cache is off.
 */
export default function patchCachePlugin(context: LoadContext): Plugin {
  const dir = path.join(context.siteDir, 'patches');
  const patches = readdirSync(dir)
    .filter((file) => file.endsWith('.patch'))
    .map((file) => path.join(dir, file));
  return {
    name: 'patch-cache',
    configureWebpack(config) {
      const {cache, experiments} = config as {
        cache?: {type?: string};
        experiments?: {cache?: {type?: string}};
      };
      // Rspack (Docusaurus Faster): experiments.cache.
      if (experiments?.cache?.type === 'persistent') {
        return {experiments: {cache: {buildDependencies: patches}}} as object;
      }
      // Webpack: cache.buildDependencies, keyed by name.
      if (cache?.type === 'filesystem') {
        return {cache: {buildDependencies: {patches}}};
      }
      return {};
    },
  };
}
