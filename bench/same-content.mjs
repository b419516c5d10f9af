#!/usr/bin/env node
// The same-content baseline page: our Android installation guide as a vanilla Docusaurus doc, so
// that bench/page-cpu.mjs compares what our site makes of a page with what Docusaurus alone makes
// of the same words, tables and code. Our additions become their plain Markdown: the fence
// attribute `fragment="reason"` (read by our sample harness, invisible to readers) is dropped, as
// are the front matter keys that only our site reads (tags, which the vanilla site has no list of),
// and links to our other pages point at one of the vanilla site's docs.
// The guide has no MDX import or component; if it gets one, this refuses rather than compare
// different content.
//   node bench/same-content.mjs          rewrites the fixture page from docs/
//   node bench/same-content.mjs --check  exits 1 when the fixture differs from today's guide
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {BENCH_DIR, REPO} from './lib/paths.mjs';

export const SAME_CONTENT_SOURCE = 'docs/cmp/mobile-sdks/android/installation.mdx';
export const SAME_CONTENT_FIXTURE = join(BENCH_DIR, 'fixtures/vanilla-site/docs/same-content/android-installation.md');
/** Where the vanilla site serves it (the docs plugin's route for the fixture file). */
export const SAME_CONTENT_ROUTE = '/docs/same-content/android-installation';

/** The vanilla site's Markdown for our MDX page `source` (its text). */
export function sameContentMarkdown(source) {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  if (/^(import|export)\s/m.test(body) || /<[A-Z]/.test(body.replace(/```[\s\S]*?```/g, ''))) {
    throw new Error(`${SAME_CONTENT_SOURCE} uses MDX imports or components: write their Markdown output by hand first`);
  }
  const frontMatter = source.match(/^---\n([\s\S]*?)\n---\n/)?.[1] ?? '';
  const kept = frontMatter.split('\n').filter((line) => /^(title|sidebar_label|description):/.test(line));
  const fences = body.replace(/^(\s*```\w*)\s+fragment="[^"]*"/gm, '$1');
  // Our pages link to each other; in the vanilla site such a link goes to one of its own docs
  // (an internal link all the same, so the page's DOM and link prefetching stay alike).
  const links = fences.replace(/\]\(\/[^)\s]*\)/g, '](/docs/intro)');
  return `---\n${kept.join('\n')}\n---\n${links}`;
}

/** Why the fixture is not today's guide of the site in `source` (a sentence), or null when it is. */
export function sameContentDrift(source = REPO) {
  const expected = sameContentMarkdown(readFileSync(join(source, SAME_CONTENT_SOURCE), 'utf8'));
  return readFileSync(SAME_CONTENT_FIXTURE, 'utf8') === expected
    ? null
    : `the vanilla site's copy of ${SAME_CONTENT_SOURCE} is not today's guide: run node bench/same-content.mjs`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const drift = sameContentDrift();
    console.log(drift ?? 'same-content fixture matches the guide');
    process.exit(drift ? 1 : 0);
  }
  const expected = sameContentMarkdown(readFileSync(join(REPO, SAME_CONTENT_SOURCE), 'utf8'));
  writeFileSync(SAME_CONTENT_FIXTURE, expected);
  console.log(`wrote ${SAME_CONTENT_FIXTURE}`);
}
