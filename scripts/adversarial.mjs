#!/usr/bin/env node
// Replays the adversarial test of the serving, page and search hardening against the production
// build and writes bench/ADVERSARIAL.md. The HTTP cases run on both servers (nginx with
// deploy/nginx.conf, and the Node server of `npm run serve`); a case "held" only if every variant of
// it held on both. The page and search cases run in Chromium against nginx: they depend on the files
// served and on the browser, not on the server. Each case is a module of scripts/lib/adversarial/
// (listed in cases.mjs) that returns its measurements; report.mjs writes the Markdown.
//   node scripts/adversarial.mjs [--root build] [--out bench/ADVERSARIAL.md] [--json FILE] [--fuzz 2000] [--no-browser]
//                                [--only FILE_NAME,... --previous ROWS.json]
// --only replays the named case modules (e.g. incomplete-copy) and keeps the other rows of an earlier
// run's --json output.
// The regression tests are named in the report; this script only measures and reports.
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import {HTTP_CASES, MCP_CASES, PAGE_CASES, searchCases} from './lib/adversarial/cases.mjs';
import {heldWhen, renderReport} from './lib/adversarial/report.mjs';
import {startNginx} from './nginx.mjs';
import {startServer} from './serve.mjs';

/** The two servers, each started on a build folder until stop(). */
const SERVERS = {
  nginx: (root) => startNginx(root),
  node: async (root) => {
    const server = await startServer({root, port: 0});
    return {
      origin: `http://127.0.0.1:${server.address().port}`,
      stop: () => new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done(undefined));
      }),
    };
  },
};

/** The project's Chromium; imported only when needed, so that --no-browser runs without Playwright. */
async function launchBrowser() {
  const {chromium} = await import('@playwright/test');
  const {CHROMIUM_FLAGS, CHROMIUM_PATH} = await import('./chromium.mjs');
  return chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
}

const log = (message) => console.error(`[adversarial ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** Each HTTP case on each server: one row, and the data it returned per server. */
async function runHttpCases(root, fuzz, cases) {
  const running = {nginx: await SERVERS.nginx(root), node: await SERVERS.node(root)};
  const rows = [];
  try {
    for (const testCase of cases) {
      log(`${testCase.id} ${testCase.expected}`);
      const data = {};
      for (const [server, {origin}] of Object.entries(running)) {
        data[server] = await testCase.run({server, origin, root, fuzz, start: SERVERS[server]});
      }
      rows.push({
        id: testCase.id,
        file: testCase.file,
        expected: testCase.expected,
        result: heldWhen(Object.values(data).every((value) => testCase.held(value))),
        nginx: testCase.summary(data.nginx),
        node: testCase.summary(data.node),
        data,
      });
    }
  } finally {
    await Promise.all(Object.values(running).map((server) => server.stop()));
  }
  return rows;
}

/** The MCP server's cases, once each; their cell goes in the first column. */
async function runMcpCases(root, cases) {
  const rows = [];
  for (const testCase of cases) {
    log(`${testCase.id} ${testCase.expected}`);
    const data = await testCase.run({root});
    rows.push({id: testCase.id, file: testCase.file, expected: testCase.expected, result: heldWhen(testCase.held(data)), nginx: testCase.summary(data), node: 'MCP server, no web server', data});
  }
  return rows;
}

/** The page and search cases in Chromium against nginx. */
async function runBrowserCases(root, cases) {
  const nginx = await startNginx(root);
  const browser = await launchBrowser();
  const rows = [];
  try {
    for (const testCase of cases) {
      log(`${testCase.id} ${testCase.expected}`);
      const data = await testCase.run({browser, origin: nginx.origin, root, startNginx});
      rows.push({
        id: testCase.id,
        file: testCase.file,
        expected: testCase.expected,
        result: testCase.verdict ? testCase.verdict(data) : heldWhen(testCase.held(data)),
        nginx: testCase.summary(data),
        node: testCase.node ?? '',
        data,
      });
    }
  } finally {
    await browser.close();
    await nginx.stop();
  }
  return rows;
}

async function main() {
  const {values} = parseArgs({
    options: {
      root: {type: 'string', default: 'build'},
      out: {type: 'string', default: 'bench/ADVERSARIAL.md'},
      json: {type: 'string'},
      fuzz: {type: 'string', default: '2000'},
      'no-browser': {type: 'boolean', default: false},
      only: {type: 'string'},
      previous: {type: 'string'},
    },
  });
  const root = resolve(values.root);
  if (!existsSync(resolve(root, 'index.html'))) throw new Error(`No build in ${root}: run npm run build first.`);
  const only = values.only ? new Set(values.only.split(',')) : null;
  const chosen = (cases) => (only ? cases.filter((testCase) => only.has(testCase.file)) : cases);
  const rows = await runHttpCases(root, Number(values.fuzz), chosen(HTTP_CASES));
  rows.push(...(await runMcpCases(root, chosen(MCP_CASES))));
  if (!values['no-browser']) rows.push(...(await runBrowserCases(root, chosen([...PAGE_CASES, ...(await searchCases())]))));
  if (only && values.previous) {
    // The rows of the cases not replayed, as an earlier run measured them, in their places.
    const fresh = new Map(rows.map((row) => [row.expected, row]));
    const previous = JSON.parse(readFileSync(values.previous, 'utf8'));
    const replayed = previous.map((row) => fresh.get(row.expected) ?? row);
    // Cases new since the earlier run are kept too (sorted into place below).
    rows.splice(0, rows.length, ...replayed, ...rows.filter((row) => !replayed.includes(row)));
  }
  const order = (id) => id.split('.').map(Number);
  rows.sort((a, b) => order(a.id)[0] - order(b.id)[0] || order(a.id)[1] - order(b.id)[1]);
  const notes = values['no-browser'] ? ['run with `--no-browser`: the page (2.x) and search (3.x) cases were not replayed.'] : [];
  const report = renderReport({date: new Date().toISOString().slice(0, 10), rows, notes});
  writeFileSync(values.out, report);
  if (values.json) writeFileSync(values.json, `${JSON.stringify(rows, null, 2)}\n`);
  console.log(report);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main();
}
