// The baseline: a vanilla Docusaurus 3.10 site shaped like the classic starter (a home page with a
// hero and three features, a markdown page, a short tutorial in docs/, and our Android
// installation guide's content in docs/same-content/), built with the plugins our
// site uses minus ours — docs, pages, sitemap and theme-classic — and the same `future` flags
// (v4 + faster, i.e. the same Rspack/SWC bundler), so that the comparison isolates what our code adds.
// The site is the fixture folder bench/fixtures/vanilla-site/, copied into a temporary folder by
// bench/run.mjs and bench/vanilla-page-matched.mjs (a build writes next to its sources).
import {cpSync} from 'node:fs';
import {join} from 'node:path';
import {BENCH_DIR} from './lib/paths.mjs';
import {linkNodeModules} from './lib/site-copy.mjs';
import {SAME_CONTENT_ROUTE} from './same-content.mjs';

export const VANILLA_SITE = join(BENCH_DIR, 'fixtures/vanilla-site');

export const VANILLA_ROUTES = {
  home: '/',
  guide: '/docs/tutorial-basics/markdown-features',
  // Our Android installation guide's content as a vanilla doc (bench/same-content.mjs).
  'guide-same-content': SAME_CONTENT_ROUTE,
};

/** Copies the vanilla site into `dir` with a hard-linked node_modules; returns `dir`. */
export function createVanillaSite(dir) {
  cpSync(VANILLA_SITE, dir, {recursive: true});
  linkNodeModules(dir);
  return dir;
}
