import {spawn, type ChildProcess} from 'node:child_process';
import {CONTROL_PREFIX, parseCallLine} from '../../packages/mock/src';
import {asRecorded, markerUrl, type ContractMock, type RecordedCall} from './mock';
import type {ApiId} from './referenceAdapter';

/**
 * privana-mock run from an installed bin, as a reader runs it, seen through the same face as the
 * contract mock in this process: its base URLs and hosts read from the banner it prints, its calls
 * read back from the call log it prints, so the sample runners (runSamples, runGuideBlocks) run
 * against the shipped package unchanged.
 */

export interface InstalledMock extends ContractMock {
  child: ChildProcess;
  /** Everything it printed. */
  output(): string;
}

const BANNER_ROW = /^\s+([\w-]+)\s+(http:\/\/\S+)\s+\(instead of (\S+)\)$/;

export function startInstalledMock(bin: string, args: string[], options: {cwd: string; env: NodeJS.ProcessEnv; resetOnMarker?: boolean}): Promise<InstalledMock> {
  const child = spawn(bin, args, {cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  let pending = '';
  let ready = false;
  const baseUrl = {} as Record<ApiId, string>;
  const hosts: Record<string, string> = {};
  const calls: RecordedCall[] = [];
  const waiting = new Map<string, () => void>();
  const onLine = (line: string) => {
    const row = BANNER_ROW.exec(line);
    if (!ready && row) {
      baseUrl[row[1] as ApiId] ??= row[2];
      hosts[row[3]] = row[2];
      return;
    }
    const call = parseCallLine(line);
    if (!call) return;
    waiting.get(call.path)?.();
    if (call.path.startsWith(`${CONTROL_PREFIX}mark/settled-`)) return;
    // The log names no API; the runners need it only to print, and the paths tell the two apart.
    const api: ApiId = call.path.startsWith('/v1/') ? 'customer-rest-api' : 'unified-consent-api';
    calls.push(asRecorded({...call, api, server: ''}));
  };
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk;
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) onLine(line);
  });
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  let settles = 0;
  const mock: InstalledMock = {
    child,
    output: () => output,
    baseUrl,
    hosts,
    homes: new Map(),
    calls,
    markerUrl: '',
    // A mark of its own, answered after every earlier call was logged: once its line is read, so are theirs.
    settled: () => {
      const path = `${CONTROL_PREFIX}mark/settled-${(settles += 1)}`;
      const seen = new Promise<void>((resolve) => waiting.set(path, resolve));
      return fetch(`${baseUrl['customer-rest-api']}${path}`).then(() => seen);
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`privana-mock printed no base URLs in 30 s:\n${output}`)), 30_000);
    child.stdout!.on('data', () => {
      if (ready || !/Ctrl\+C stops\./.test(output)) return;
      ready = true;
      clearTimeout(timer);
      mock.markerUrl = markerUrl(baseUrl['customer-rest-api'], options.resetOnMarker ?? false);
      resolve(mock);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!ready) reject(new Error(`privana-mock exited ${code}:\n${output}`));
    });
  });
}
