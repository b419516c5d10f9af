/**
 * The face of privana-docs-mcp for plugins/docs-mcp-pack, which assembles and packs it: the stdio
 * program to bundle (given the site's search, see src/siteSearch.ts), the shapes of the snapshot's
 * files it writes, and the package's folder (package.json, README.md and the bin,
 * src/launcher.cjs, are copied from it). The package imports no plugin; a plugin imports nothing
 * of it but this file. `eslint.config.mjs` enforces both.
 */
export {runDocsServer} from './src/main';
export type {SiteSearch, SiteSearchAnswer, SiteSearchHit, SiteSearchLoader} from './src/siteSearch';
export type {ObjectEntry, OperationEntry, PageEntry, ReferenceSnapshot, SearchFileList, SiteInfo} from './src/snapshotTypes';

export const PACKAGE_DIR = __dirname;
