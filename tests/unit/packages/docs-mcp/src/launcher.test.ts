import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {afterEach, describe, expect, it} from 'vitest';

/**
 * The bin (src/launcher.cjs) compiles dist/server.cjs with dist/server.cache: with a cache this
 * Node made of that script, V8 takes it; with none, or one it rejects (another Node, other flags,
 * a damaged file), the script compiles from source and runs the same.
 */

const LAUNCHER = path.resolve(__dirname, '../../../../../packages/docs-mcp/src/launcher.cjs');
const SERVER = 'globalThis.launchedServer = {file: __filename, dir: __dirname, required: typeof require};';

interface Launcher {
  compileServer(): vm.Script;
  runServer(script: vm.Script): void;
  CODE_CACHE: string;
}

let dist: string | null = null;

/** A dist/ with the launcher, a stand-in server.cjs and, optionally, a code cache. */
function stagedDist(cache?: (server: string) => Buffer): Launcher {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-mcp-launcher-'));
  const bin = path.join(dist, 'privana-docs-mcp.cjs');
  fs.copyFileSync(LAUNCHER, bin);
  fs.writeFileSync(path.join(dist, 'server.cjs'), SERVER);
  const launcher = createRequire(__filename)(bin) as Launcher;
  if (cache) fs.writeFileSync(launcher.CODE_CACHE, cache(SERVER));
  return launcher;
}

afterEach(() => {
  if (dist) fs.rmSync(dist, {recursive: true, force: true});
  dist = null;
  delete (globalThis as {launchedServer?: unknown}).launchedServer;
});

function runAndSee(launcher: Launcher): {script: vm.Script; launched: unknown} {
  const script = launcher.compileServer();
  launcher.runServer(script);
  return {script, launched: (globalThis as {launchedServer?: unknown}).launchedServer};
}

describe('the bin', () => {
  it('runs the server as a CommonJS script beside it', () => {
    const {launched} = runAndSee(stagedDist());
    expect(launched).toEqual({file: path.join(dist as string, 'server.cjs'), dir: dist, required: 'function'});
  });

  it('compiles the server from a code cache made of it', () => {
    const maker = stagedDist();
    const made = maker.compileServer().createCachedData();
    fs.writeFileSync(maker.CODE_CACHE, made);
    const {script, launched} = runAndSee(maker);
    expect(script.cachedDataRejected).toBe(false);
    expect(launched).toBeTruthy();
  });

  it('compiles the server from source when the cache is rejected', () => {
    const {script, launched} = runAndSee(stagedDist(() => Buffer.from('not a V8 code cache')));
    expect(script.cachedDataRejected).toBe(true);
    expect(launched).toBeTruthy();
  });
});
