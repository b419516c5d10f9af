#!/usr/bin/env node
// Where the end-to-end time goes: per spec file and the slowest tests, from Playwright's JSON report
// (playwright.config.ts writes playwright-report/results.json on every run).
//   node bench/e2e-durations.mjs [report.json] [--top N]
import {readFileSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {round} from './lib/stats.mjs';

const {values, positionals} = parseArgs({allowPositionals: true, options: {top: {type: 'string', default: '15'}}});
const report = JSON.parse(readFileSync(positionals[0] ?? 'playwright-report/results.json', 'utf8'));

/** Every test result of the report, with its file and title path. */
function* results(suite, titles = []) {
  // A file's own suite is titled with its path; the suites below it are describe() blocks.
  const path = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
  for (const child of suite.suites ?? []) yield* results(child, path);
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      for (const result of test.results) {
        yield {file: spec.file, title: [...path, spec.title].join(' › '), ms: result.duration, status: result.status};
      }
    }
  }
}

const rows = report.suites.flatMap((suite) => [...results(suite)]);
const total = rows.reduce((sum, row) => sum + row.ms, 0);
const byFile = new Map();
for (const row of rows) byFile.set(row.file, (byFile.get(row.file) ?? 0) + row.ms);
console.log(`${rows.length} test runs, ${round(total / 60000)} min of worker time, ${round(report.stats.duration / 60000)} min wall\n`);
console.log('| spec file | worker time (s) | share |\n|---|---:|---:|');
for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1])) console.log(`| ${file} | ${round(ms / 1000)} | ${round((100 * ms) / total)} % |`);
console.log('\n| slowest tests | s | status |\n|---|---:|---|');
for (const row of [...rows].sort((a, b) => b.ms - a.ms).slice(0, Number(values.top))) {
  console.log(`| ${row.file} › ${row.title} | ${round(row.ms / 1000)} | ${row.status} |`);
}
