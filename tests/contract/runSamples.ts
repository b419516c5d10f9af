import {spawn, spawnSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import {createServer, type Server, type Socket} from 'node:net';
import path from 'node:path';
import {readJob, writeDriver, type DriverLanguage} from './drivers';
import type {ContractMock, RecordedCall} from './mock';
import type {ApiId, ReferenceOperation, SampleLanguage} from './referenceAdapter';

/**
 * Runs the request samples of the references against a mock (the contract mock in this process,
 * or the installed package): one driver process per language (Go: one build), which runs the
 * samples one after another and announces each to the mock first (GET <markerUrl>/<n>,
 * privana-mock's reset or mark path), so every recorded request belongs to one sample. Production
 * hosts are swapped for the mock's loopback URLs (one per region of the unified consent API); the
 * only other changes are Ruby's `use_ssl = true` (the mock speaks plain HTTP) and an `await` before
 * the JavaScript samples' fetch chain, so the driver knows when a sample has finished.
 */

export const LANGUAGES: SampleLanguage[] = ['curl', 'javascript', 'python', 'ruby', 'go'];

export interface SampleResult {
  api: ApiId;
  operationId: string;
  language: SampleLanguage;
  /** False when the language's toolchain is missing here. */
  ran: boolean;
  passed: boolean;
  problem?: string;
}

/** Toolchains by language; a missing one makes its samples "not run", and the report says so. */
export function toolchains(): Record<SampleLanguage, boolean> {
  const has = (command: string, args: string[]) => spawnSync(command, args, {encoding: 'utf8'}).status === 0;
  return {
    curl: has('curl', ['--version']),
    javascript: true,
    python: has('python3', ['-c', 'import requests']),
    ruby: has('ruby', ['--version']),
    go: has('go', ['version']),
  };
}

/** Each production host (the customer API's, and each unified consent region's) becomes the mock's own URL of that host. */
export function pointAtMock(code: string, mock: Pick<ContractMock, 'hosts'>, language: SampleLanguage): string {
  let out = code;
  for (const [host, local] of Object.entries(mock.hosts)) out = out.split(host).join(local);
  if (language === 'ruby') out = out.replace('http.use_ssl = true', 'http.use_ssl = (url.scheme == "https")');
  if (language === 'javascript') out = out.replace(/^fetch\(/m, 'await fetch(');
  return out;
}

/** A loopback listener posing as the HTTP(S) proxy of every sample: a connection to it is a request that tried to leave the machine. */
export async function startNetworkTrap(): Promise<{url: string; attempts: string[]; close(): Promise<void>}> {
  const attempts: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.once('data', (data) => {
      attempts.push(data.toString('latin1').split('\r\n')[0]);
      socket.end('HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\n\r\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as {port: number};
  return {
    url: `http://127.0.0.1:${port}`,
    attempts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The environment of every sample process: every proxy variable points at the trap, Node gets a connection guard, Go may not download. */
export function sandboxEnv(trapUrl: string, trapLog: string): NodeJS.ProcessEnv {
  const home = process.env.HOME ?? '/tmp';
  return {
    PATH: process.env.PATH,
    HOME: home,
    ...(process.env.PYENV_ROOT && {PYENV_ROOT: process.env.PYENV_ROOT}),
    GOCACHE: process.env.GOCACHE ?? path.join(home, '.cache/go-build'),
    GOPATH: process.env.GOPATH ?? path.join(home, 'go'),
    GOPROXY: 'off',
    GOTOOLCHAIN: 'local',
    GOTELEMETRY: 'off',
    GOFLAGS: '-mod=mod',
    HTTP_PROXY: trapUrl,
    HTTPS_PROXY: trapUrl,
    ALL_PROXY: trapUrl,
    http_proxy: trapUrl,
    https_proxy: trapUrl,
    all_proxy: trapUrl,
    NO_PROXY: '127.0.0.1,localhost',
    no_proxy: '127.0.0.1,localhost',
    NODE_OPTIONS: `--require ${path.join(__dirname, 'netGuard.cjs')}`,
    PRIVANA_NET_TRAP_LOG: trapLog,
  };
}

/** Upload files the samples read, by the names the sample generator gives them. */
function writeFixtures(dir: string): void {
  const files: Record<string, Buffer> = {
    'id-document.png': Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
    'id-document.jpg': Buffer.from('ffd8ffe000104a464946', 'hex'),
    'id-document.webp': Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 ', 'latin1'),
    'id-document.heic': Buffer.from('000000186674797068656963', 'hex'),
    'summary.pdf': Buffer.from('%PDF-1.7\n%%EOF\n'),
    'summary.zip': Buffer.from('504b0506000000000000000000000000000000000000', 'hex'),
    'summary.csv': Buffer.from('email,name\nada@example.com,Ada\n'),
    'summary.csv.gz': Buffer.from('1f8b0800000000000003030000000000000000', 'hex'),
    'summary.txt': Buffer.from('Export of the subject data\n'),
    'summary.rtf': Buffer.from('{\\rtf1 Export}'),
    'upload.bin': Buffer.from([1, 2, 3]),
  };
  for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(dir, name), bytes);
}

/** Runs a process without blocking the event loop, which serves the mock in this same process. */
export function run(cmd: string, args: string[], options: {cwd: string; env: NodeJS.ProcessEnv; timeout: number}): Promise<{status: number | null; output: string}> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeout);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({status: null, output: String(error)});
    });
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({status, output});
    });
  });
}

/** The driver of each sample language but Go, which is compiled into one program (writeGo). */
const DRIVER_LANGUAGE: Record<Exclude<SampleLanguage, 'go'>, DriverLanguage> = {curl: 'bash', javascript: 'node', python: 'python', ruby: 'ruby'};

/** Go samples are `package main` with `func main()`: each becomes `func sampleN()` in its own file of one program, run under recover(), which writes error<n>.txt as the other drivers do. */
function writeGo(dir: string, codes: string[], marker: string): void {
  writeFileSync(path.join(dir, 'go.mod'), 'module privanasamples\n\ngo 1.19\n');
  codes.forEach((code, n) => writeFileSync(path.join(dir, `sample${n}.go`), code.replace(/\bfunc main\(\)/, `func sample${n}()`)));
  const table = codes.map((_, n) => `sample${n}`).join(', ');
  writeFileSync(
    path.join(dir, 'driver.go'),
    `package main

import (
	"fmt"
	"net/http"
	"os"
)

func runOne(n int, sample func()) (problem string) {
	defer func() {
		if r := recover(); r != nil {
			problem = fmt.Sprint("panicked: ", r)
		}
	}()
	if res, err := http.Get(fmt.Sprintf("${marker}/%d", n)); err == nil {
		res.Body.Close()
	}
	sample()
	return ""
}

func main() {
	samples := []func(){${table}}
	for n, sample := range samples {
		os.WriteFile(fmt.Sprintf("error%d.txt", n), []byte(runOne(n, sample)), 0o644)
	}
}
`,
  );
}

/** Splits the mock's calls by the markers a driver sent: calls after marker n belong to sample n. */
export function callsBySample(calls: RecordedCall[]): Map<number, RecordedCall[]> {
  const bySample = new Map<number, RecordedCall[]>();
  let current = -1;
  for (const call of calls) {
    if (call.marker !== undefined) {
      current = call.marker;
      bySample.set(current, []);
    } else if (current >= 0) bySample.get(current)!.push(call);
  }
  return bySample;
}

export async function runLanguage(
  language: SampleLanguage,
  operations: ReferenceOperation[],
  mock: ContractMock,
  root: string,
  env: NodeJS.ProcessEnv,
): Promise<SampleResult[]> {
  const jobs = operations.flatMap((operation) => operation.samples.filter((s) => s.language === language).map((s) => ({operation, code: pointAtMock(s.code, mock, language)})));
  const results = (problem: (n: number) => string | undefined, ran = true): SampleResult[] =>
    jobs.map(({operation}, n) => {
      const found = problem(n);
      return {api: operation.api, operationId: operation.operationId, language, ran, passed: ran && !found, ...(found && {problem: found})};
    });
  if (!toolchains()[language]) return results(() => `${language} toolchain not installed: not run`, false);

  const dir = path.join(root, language);
  mkdirSync(dir, {recursive: true});
  writeFixtures(dir);
  // Markers go to the customer API's port; every port of the mock shares one call log.
  const marker = mock.markerUrl;
  let command: string[];
  if (language === 'go') {
    writeGo(dir, jobs.map((job) => job.code), marker);
    const build = await run('go', ['build', '-o', 'samples', '.'], {cwd: dir, env, timeout: 300_000});
    if (build.status !== 0) return results(() => `go build failed: ${build.output.slice(0, 1500)}`);
    command = ['./samples'];
  } else {
    command = writeDriver(DRIVER_LANGUAGE[language], dir, jobs.map((job) => job.code), {marker, record: false});
  }
  const start = mock.calls.length;
  const outcome = await run(command[0], command.slice(1), {cwd: dir, env, timeout: 600_000});
  await mock.settled();
  const calls = callsBySample(mock.calls.slice(start));
  return results((n) => {
    const problems: string[] = [];
    const {error} = readJob(dir, n);
    if (error === undefined) problems.push(`did not run: the ${language} driver stopped (exit ${outcome.status}): ${outcome.output.slice(-1500)}`);
    else if (error) problems.push(error.slice(0, 600));
    const made = calls.get(n) ?? [];
    if (made.length !== 1) problems.push(`made ${made.length} requests to the mock instead of 1`);
    for (const call of made) {
      if (call.violation) problems.push(`${call.method} ${call.path}: ${call.violation}`);
      else if (call.operationId !== jobs[n].operation.operationId) problems.push(`called ${call.operationId ?? `${call.method} ${call.path}`} instead`);
      else if (call.status < 200 || call.status > 299) problems.push(`answered ${call.status}`);
    }
    return problems.length ? problems.join('; ') : undefined;
  });
}
