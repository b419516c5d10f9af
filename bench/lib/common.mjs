// Shared helpers of the benchmark: statistics, sizes, processes, servers and Chromium.
/* global setInterval, clearInterval, fetch */
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import {cpSync, createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {cpus, freemem, totalmem, tmpdir, release, platform} from 'node:os';
import {basename, dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {CHROMIUM_PATH as CHROMIUM, CHROMIUM_FLAGS} from '../../scripts/chromium.mjs';
import {htmlFileForRoute} from '../../scripts/lib/routeFile.mjs';
import {gzipSize} from './page-js.mjs';

export const BENCH_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO = resolve(BENCH_DIR, '..');
export const WORK = process.env.BENCH_WORK ?? join(tmpdir(), 'privana-bench');
/** Debian's Chromium and the flags every browser of the benchmark runs with (shared with the E2E tests). */
export {CHROMIUM, CHROMIUM_FLAGS};
/** Sizes live in page-js.mjs and route files in routeFile.mjs, which the budget test imports without this module's import.meta. */
export {gzipSize, htmlFileForRoute};

// ---------------------------------------------------------------- statistics

/** The median (the mean of the two middle values for an even count); null for an empty list. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Nearest-rank percentile (p in 0..100) of a list of numbers; null for an empty list. */
export function percentile(values, p) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1];
}

export function round(value, digits = 1) {
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

// ---------------------------------------------------------------- sizes

export function fileSizes(file) {
  const body = readFileSync(file);
  return {raw: body.length, gzip: gzipSize(body)};
}

export const kb = (bytes) => (bytes === null || bytes === undefined ? null : round(bytes / 1024, 1));

/**
 * The JavaScript a page's HTML makes the browser fetch before it is interactive: every
 * <script src> and every <link rel="preload|modulepreload" as="script">, deduplicated.
 * Returns the files with their raw and gzip sizes, read from the build folder.
 */
export function initialScripts(buildDir, htmlFile) {
  const html = readFileSync(htmlFile, 'utf8');
  const urls = new Set();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    if (/\brel="(?:preload|modulepreload)"/.test(tag) && (/\bas="script"/.test(tag) || /modulepreload/.test(tag))) {
      const href = /\bhref="([^"]+)"/.exec(tag);
      if (href) urls.add(href[1]);
    }
  }
  const files = [];
  for (const url of urls) {
    if (/^(https?:)?\/\//.test(url)) continue;
    const file = join(buildDir, decodeURIComponent(url.split(/[?#]/)[0]));
    if (!existsSync(file)) continue;
    files.push({url, ...fileSizes(file)});
  }
  return {
    files,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}

// ---------------------------------------------------------------- processes

export function log(...args) {
  console.error(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);
}

function readProcTable() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      const rssPages = Number(fields[21]);
      table.set(Number(name), {ppid, rss: rssPages * 4096});
    } catch {
      // The process ended while the table was read.
    }
  }
  return table;
}

/** Sum of the resident memory of a process and all its descendants, in bytes. */
export function treeRss(rootPid) {
  const table = readProcTable();
  const children = new Map();
  for (const [pid, {ppid}] of table) {
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(pid);
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += table.get(pid)?.rss ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Runs a command, measuring wall time, the peak of the summed resident memory of its process
 * tree (polled every 200 ms) and, through /usr/bin/time -v when present, the peak resident
 * memory of its largest single process and the CPU time (user + system) of the whole tree. Rejects on a non-zero exit.
 */
export function measuredRun(command, args, {cwd, env, logFile} = {}) {
  const useTime = existsSync('/usr/bin/time');
  const timeFile = join(WORK, `time-${process.pid}-${Date.now()}.txt`);
  mkdirSync(WORK, {recursive: true});
  const [bin, argv] = useTime ? ['/usr/bin/time', ['-v', '-o', timeFile, command, ...args]] : [command, args];
  return new Promise((resolvePromise, reject) => {
    const started = process.hrtime.bigint();
    const output = [];
    const stream = logFile ? createWriteStream(logFile) : null;
    const child = spawn(bin, argv, {cwd, env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']});
    const collect = (chunk) => {
      output.push(chunk);
      stream?.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    let peakTree = 0;
    const poll = setInterval(() => {
      peakTree = Math.max(peakTree, treeRss(child.pid));
    }, 200);
    child.on('exit', (code) => {
      clearInterval(poll);
      const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
      const text = Buffer.concat(output).toString('utf8');
      stream?.end();
      let peakProcess = null;
      let cpuS = null;
      if (useTime && existsSync(timeFile)) {
        const report = readFileSync(timeFile, 'utf8');
        const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(report);
        if (match) peakProcess = Number(match[1]) * 1024;
        const user = /User time \(seconds\): ([\d.]+)/.exec(report);
        const system = /System time \(seconds\): ([\d.]+)/.exec(report);
        if (user && system) cpuS = Number(user[1]) + Number(system[1]);
        rmSync(timeFile, {force: true});
      }
      if (code !== 0) {
        reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${text.slice(-4000)}`));
        return;
      }
      resolvePromise({wallMs, cpuS, peakTreeBytes: peakTree, peakProcessBytes: peakProcess, output: text});
    });
  });
}

export function freePort() {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolvePromise(port));
    });
    server.on('error', reject);
  });
}

async function waitForHttp(url, timeoutMs = 15000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts Debian's nginx on a free loopback port with the site's own deploy/nginx.conf (rendered by
 * scripts/nginx.mjs). `cspExtra` adds sources to script-src (the Pagefind harness needs
 * 'wasm-unsafe-eval' for its WebAssembly). `configFrom` takes scripts/nginx.mjs and
 * deploy/nginx.conf from another copy of the site (an older commit, to compare). Returns {origin, stop}.
 */
export async function startNginx(root, {cspExtra = '', configFrom = REPO} = {}) {
  const {renderConfig, NGINX_BIN} = await import(join(configFrom, 'scripts/nginx.mjs'));
  const port = await freePort();
  const runtime = join(WORK, `nginx-${port}`);
  mkdirSync(runtime, {recursive: true});
  let conf = renderConfig({root, port, runtime});
  if (cspExtra) conf = conf.replace("script-src 'self'", `script-src 'self' ${cspExtra}`);
  const confFile = join(runtime, 'nginx.conf');
  writeFileSync(confFile, conf);
  const child = spawn(NGINX_BIN, ['-c', confFile, '-e', join(runtime, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${origin}/`);
  } catch (error) {
    child.kill('SIGQUIT');
    throw new Error(`nginx did not start: ${stderr}`, {cause: error});
  }
  return {
    origin,
    pid: child.pid,
    stop: () =>
      new Promise((r) => {
        if (child.exitCode !== null) return r();
        child.once('exit', () => r());
        child.kill('SIGQUIT');
      }),
  };
}

/** Launches Debian's Chromium through Playwright with the benchmark's flags. */
export async function launchChromium() {
  const {chromium} = await import('@playwright/test');
  return chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_FLAGS});
}

// ---------------------------------------------------------------- site copies

/**
 * Copies a site (without node_modules, build, .docusaurus, .git) to `target` and gives it a
 * hard-linked node_modules without the persistent bundler cache, so its build is clean and writes
 * nothing into the original tree.
 */
export function copySite(source, target) {
  rmSync(target, {recursive: true, force: true});
  const results = join(source, 'bench/results');
  cpSync(source, target, {
    recursive: true,
    preserveTimestamps: true,
    filter: (path) => !COPY_EXCLUDED.has(basename(path)) && path !== results,
  });
  linkNodeModules(target);
}

/** Folders (at any depth) a site copy leaves out: installed, generated or version-control files. */
const COPY_EXCLUDED = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results']);

export function linkNodeModules(target) {
  execFileSync('cp', ['-al', join(REPO, 'node_modules'), join(target, 'node_modules')]);
  rmSync(join(target, 'node_modules/.cache'), {recursive: true, force: true});
}

/** Clean production build of a site folder: wall time and peak memory. */
export async function buildSite(siteDir, {label = 'build', outDir} = {}) {
  rmSync(join(siteDir, 'build'), {recursive: true, force: true});
  rmSync(join(siteDir, '.docusaurus'), {recursive: true, force: true});
  rmSync(join(siteDir, 'node_modules/.cache'), {recursive: true, force: true});
  const args = [join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'];
  if (outDir) args.push('--out-dir', outDir);
  log(`${label}: docusaurus build in ${siteDir}`);
  const result = await measuredRun(process.execPath, args, {
    cwd: siteDir,
    env: {NODE_ENV: 'production'},
    logFile: join(WORK, `${label}.log`),
  });
  log(`${label}: ${round(result.wallMs / 1000)} s wall, ${round(result.cpuS)} s CPU, peak tree ${kb(result.peakTreeBytes / 1024)} MB`);
  return result;
}

/** The one-minute load average when the run started (from `machine()`), or NaN where unknown. */
export function loadAtStart(machineInfo) {
  return Number(String(machineInfo.loadAverageAtStart).split(' ')[0]);
}

export function machine() {
  const cpu = cpus();
  const version = (bin, args) => {
    const out = spawnSync(bin, args, {encoding: 'utf8'});
    return out.error ? null : `${out.stdout}\n${out.stderr}`.split('\n').map((l) => l.trim()).find((l) => /\d+\.\d+/.test(l) && !l.includes('[:')) ?? null;
  };
  const chromiumVersion = version(CHROMIUM, ['--version']);
  const nginxVersion = version('/usr/sbin/nginx', ['-v']);
  let loadAverage = null;
  try {
    loadAverage = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    // not Linux
  }
  return {
    cpu: cpu[0]?.model ?? 'unknown',
    cores: cpu.length,
    memoryGB: round(totalmem() / 1024 ** 3, 1),
    freeMemoryGB: round(freemem() / 1024 ** 3, 1),
    os: `${platform()} ${release()}`,
    node: process.version,
    chromium: chromiumVersion,
    nginx: nginxVersion,
    loadAverageAtStart: loadAverage,
  };
}

export function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function writeJson(file, value) {
  mkdirSync(dirname(file), {recursive: true});
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** Bytes of the files below `dir` (directories themselves not counted). */
export function dirSize(dir) {
  let total = 0;
  for (const name of readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    const stat = statSync(join(dir, name));
    if (!stat.isDirectory()) total += stat.size;
  }
  return total;
}

export {cpSync, existsSync, join, mkdirSync, readFileSync, rmSync, writeFileSync};
