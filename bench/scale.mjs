// Scale run: a temporary copy of the site plus N generated vendor pages (default 2,000), written by
// the site's own generator (data/generate-vendor-pages.mjs) from synthetic vendor records, so the
// pages, the capability matrix, the sidebar and the bundled vendor catalogue all grow as they would
// in reality. Nothing here is written into the repository.
/* global structuredClone */
import {execFileSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {loadIndexerTools} from './lib/bundle.mjs';
import {indexBuildCost} from './lib/index-build-cost.mjs';
import {pageJavaScript} from './lib/page-js.mjs';
import {htmlFileForRoute} from '../scripts/lib/routeFile.mjs';
import {log} from './lib/log.mjs';
import {WORK} from './lib/paths.mjs';
import {buildSite, copySite} from './lib/site-copy.mjs';
import {dirSize, fileSizes} from './lib/sizes.mjs';
import {round} from './lib/stats.mjs';
import {runSearchBench} from './search.mjs';

/** Deterministic pseudo-random numbers (mulberry32), so every scale run builds the same site. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ONSETS = ['b', 'br', 'c', 'cl', 'd', 'dr', 'f', 'fl', 'g', 'gr', 'h', 'k', 'l', 'm', 'n', 'p', 'pl', 'qu', 'r', 's', 'st', 't', 'tr', 'v', 'w', 'z'];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'io', 'ou'];
const CODAS = ['', 'n', 'r', 'x', 'l', 'm', 's', 'nt', 'rk', 'sh', 'q', 'v'];

function makeName(next, taken) {
  for (;;) {
    const syllables = 2 + Math.floor(next() * 2);
    let word = '';
    for (let i = 0; i < syllables; i += 1) {
      word += ONSETS[Math.floor(next() * ONSETS.length)] + VOWELS[Math.floor(next() * VOWELS.length)];
    }
    word += CODAS[Math.floor(next() * CODAS.length)];
    const name = word[0].toUpperCase() + word.slice(1);
    if (!taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase());
      return name;
    }
  }
}

function replaceName(value, from, to) {
  if (typeof value === 'string') return value.split(from).join(to);
  if (Array.isArray(value)) return value.map((v) => replaceName(v, from, to));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceName(v, from, to)]));
  }
  return value;
}

/** N synthetic vendors, each a real record with a new name, mixed with another record's objects and a note. */
export function syntheticVendors(real, count, seed = 20250601) {
  const next = random(seed);
  const taken = new Set(real.map((v) => v.name.toLowerCase()));
  const out = [];
  for (let i = 0; i < count; i += 1) {
    const template = real[i % real.length];
    const other = real[Math.floor(next() * real.length)];
    const name = makeName(next, taken);
    const vendor = replaceName(structuredClone(template), template.name, name);
    vendor.slug = `${name.toLowerCase()}-${i}`;
    vendor.name = name;
    vendor.scannedObjects = [...new Set([...vendor.scannedObjects, ...other.scannedObjects.slice(0, 2)])];
    if (other !== template) vendor.setupNotes = [...vendor.setupNotes, replaceName(other.setupNotes[0], other.name, name)];
    vendor.capabilities = {...template.capabilities, optOut: next() < 0.4};
    out.push(vendor);
  }
  return out;
}

export async function runScaleBench({source, pages = 2000, minWarmQueries = 360, coldRuns = 3}) {
  const site = join(WORK, 'scale-site');
  log(`scale: copying the site and generating ${pages} vendor pages`);
  copySite(source, site);
  const dataFile = join(site, 'data/vendors.json');
  const real = JSON.parse(readFileSync(dataFile, 'utf8'));
  writeFileSync(dataFile, `${JSON.stringify([...real, ...syntheticVendors(real, pages)], null, 2)}\n`);
  execFileSync(process.execPath, [join(site, 'data/generate-vendor-pages.mjs')], {cwd: site, stdio: ['ignore', 'ignore', 'inherit']});
  const build = await buildSite(site, {label: 'scale-build'});
  const buildDir = join(site, 'build');
  const db = fileSizes(join(buildDir, 'search/search-db.json'));
  const database = JSON.parse(readFileSync(join(buildDir, 'search/search-db.json'), 'utf8'));
  const records = database.documents.length;
  const tools = await loadIndexerTools(site);
  const indexBuild = tools?.splitDatabase && tools.buildSearchDatabase ? indexBuildCost(tools, database) : null;
  if (indexBuild) {
    log(`scale: index build ${indexBuild.database.cpuMs} ms CPU for search-db.json, ${indexBuild.split.cpuMs} ms for the split index`);
  }
  const guideRoute = '/cmp/mobile-sdks/android/installation';
  const guideJs = pageJavaScript(buildDir, guideRoute, htmlFileForRoute(buildDir, guideRoute));
  const vendorRoute = '/integrations/data-discovery-integrations/stripe';
  const vendorHtml = htmlFileForRoute(buildDir, vendorRoute);
  const vendorJs = vendorHtml ? pageJavaScript(buildDir, vendorRoute, vendorHtml) : null;
  // The three engines as on today's site, over the scaled build (Pagefind indexes the same pages).
  const search = await runSearchBench({siteDir: site, buildDir, coldRuns, minWarmQueries});
  return {
    addedVendorPages: pages,
    searchRecords: records,
    indexBuild,
    buildWallS: round(build.wallMs / 1000),
    buildCpuS: build.cpuS === null ? null : round(build.cpuS),
    peakTreeMB: round(build.peakTreeBytes / 1024 ** 2),
    peakProcessMB: build.peakProcessBytes ? round(build.peakProcessBytes / 1024 ** 2) : null,
    searchDbKB: {raw: round(db.raw / 1024), gzip: round(db.gzip / 1024)},
    vendorPageHtmlKB: vendorHtml ? round(fileSizes(vendorHtml).raw / 1024) : null,
    buildFolderMB: round(dirSize(buildDir) / 1024 ** 2),
    guideInitialJsGzipKB: round(guideJs.gzip / 1024, 1),
    vendorInitialJsGzipKB: vendorJs ? round(vendorJs.gzip / 1024, 1) : null,
    vendorInitialJsLargest: vendorJs
      ? [...vendorJs.files].sort((a, b) => b.gzip - a.gzip).slice(0, 3).map((f) => ({file: f.url.replace('/assets/js/', ''), gzipKB: round(f.gzip / 1024, 1)}))
      : null,
    guideInitialJsFiles: guideJs.files.map((f) => ({file: f.url.replace('/assets/js/', ''), gzipKB: round(f.gzip / 1024, 1)})),
    search,
  };
}
