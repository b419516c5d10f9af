#!/usr/bin/env node
// The vanilla Docusaurus baseline at our site's size. Docusaurus ships data that grows with the
// page count on every page: the route registry in main.js and the docs version data (sidebars
// and per-doc metadata). Against the 10-page starter, a 226-page site is ~28 KB gzip heavier
// before any code of ours. So the guide-page budget compares with the starter site plus as many
// generated docs, in the same sidebar shape, as ours has; both figures are kept.
//   node bench/vanilla-page-matched.mjs   → bench/results/baseline-page-matched.json
import {mkdirSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {htmlFileForRoute} from '../scripts/lib/routeFile.mjs';
import {writeJson} from './lib/json-file.mjs';
import {REPO, WORK} from './lib/paths.mjs';
import {buildSite} from './lib/site-copy.mjs';
import {pageJavaScript} from './lib/page-js.mjs';
import {createVanillaSite, VANILLA_ROUTES} from './vanilla.mjs';

/** Doc pages per top-level folder of our docs/, so the generated sidebar has our shape. */
function ourDocCounts() {
  const counts = {};
  // Sorted: a depth-first order, the same on every machine, so the generated baseline site is too.
  for (const path of readdirSync(join(REPO, 'docs'), {recursive: true, encoding: 'utf8'}).sort()) {
    if (!/\.mdx?$/.test(path)) continue;
    const [area, sub] = path.split('/');
    const key = sub && !/\.mdx?$/.test(sub) ? `${area}/${sub}` : area;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

const site = join(WORK, 'vanilla-page-matched');
rmSync(site, {recursive: true, force: true});
createVanillaSite(site);
const counts = ourDocCounts();
let generated = 0;
for (const [folder, count] of Object.entries(counts)) {
  const dir = join(site, 'docs', 'generated', folder);
  mkdirSync(dir, {recursive: true});
  for (let i = 0; i < count; i += 1) {
    writeFileSync(join(dir, `page-${i}.md`), `---
title: ${folder} page ${i}, a title as long as ours
description: One sentence about ${folder} page ${i}, about as long as the descriptions in the front matter of our pages.
---

# ${folder} page ${i}

## Section

Text of the page.
`);
    generated += 1;
  }
}
const buildDir = join(site, 'build');
await buildSite(site, {label: 'vanilla-page-matched'});
const route = VANILLA_ROUTES.guide;
const {files} = pageJavaScript(buildDir, route, htmlFileForRoute(buildDir, route));
const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
writeJson(join(REPO, 'bench/results/baseline-page-matched.json'), {
  about:
    'Initial JavaScript (gzip level 6) of the vanilla Docusaurus guide page when the vanilla site has as many docs as ours, in the same sidebar shape; read by tests/build/budgets.test.ts',
  docusaurus: '3.10.2',
  route,
  generatedDocs: generated,
  guideInitialJsGzipBytes: gzip,
  measuredAt: new Date().toISOString(),
});
console.log(`vanilla guide page with ${generated} extra docs: ${(gzip / 1024).toFixed(1)} KB gzip of initial JavaScript`);
