import {existsSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {blockProblems, curlProblems, guideFiles, guideJobGroups, plannedBlocks} from '../../contract/guideJobs';
import {startInstalledMock, type InstalledMock} from '../../contract/installedMock';
import {referenceOperations, type ReferenceOperation} from '../../contract/referenceAdapter';
import {runGuideJobs, type GuideRun} from '../../contract/runGuideBlocks';
import {LANGUAGES, runLanguage, sandboxEnv, startNetworkTrap, type SampleResult} from '../../contract/runSamples';
import {ROOT} from '../support';
import {installMock} from './installMock';

/**
 * The docs' samples against the package a reader downloads, not only against the engine in this
 * process: every request sample of both references in all five languages, and every guide block
 * that calls the API, run by the content tests' own runners (tests/contract/runSamples.ts,
 * runGuideBlocks.ts) against privana-mock installed from the built tarball and started by its
 * bin. Its calls are read back from the log it prints. Each sample starts from the sample data
 * (the package's reset path); the guide blocks share one session, as a reader's calls do.
 */

let work: string;
let bin: string;
let trap: Awaited<ReturnType<typeof startNetworkTrap>>;
let trapLog: string;
let operations: ReferenceOperation[];
const samples: SampleResult[] = [];
const blocks = new Map<string, GuideRun>();
const started: InstalledMock[] = [];

/** The installed mock, started as a reader starts it, in the samples' sandbox (every proxy at the trap, Node's connection guard). */
async function start(resetOnMarker: boolean): Promise<InstalledMock> {
  // The runs send hundreds of calls in a minute with one placeholder key: the rate limit is tested in mock.test.ts.
  const mock = await startInstalledMock(bin, ['--port', '0', '--rate-limit', 'off'], {cwd: work, env: sandboxEnv(trap.url, trapLog), resetOnMarker});
  started.push(mock);
  return mock;
}

beforeAll(async () => {
  ({work, bin} = installMock('privana-mock-samples-'));
  trapLog = path.join(work, 'blocked-connections.log');
  trap = await startNetworkTrap();
  operations = await referenceOperations();
  const env = sandboxEnv(trap.url, trapLog);
  const guides = (async () => {
    const mock = await start(false);
    for (const [language, jobs] of guideJobGroups(ROOT)) {
      for (const result of await runGuideJobs(language, jobs, mock, path.join(work, 'guides', language), env, guideFiles(ROOT))) blocks.set(result.where, result);
    }
  })();
  // One mock per language, so languages run side by side and each mock's log belongs to one driver.
  const perLanguage = await Promise.all(LANGUAGES.map(async (language) => runLanguage(language, operations, await start(true), path.join(work, 'samples'), env)));
  await guides;
  samples.push(...perLanguage.flat());
}, 900_000);

afterAll(async () => {
  await Promise.all(started.map((mock) => mock.close()));
  await trap?.close();
  if (work) rmSync(work, {recursive: true, force: true});
});

describe('the reference samples against the installed privana-mock', () => {
  it.each(LANGUAGES)('%s: every operation of both references runs, and the package accepts each request', (language) => {
    const mine = samples.filter((r) => r.language === language);
    expect(mine.length).toBe(operations.length);
    expect(operations.length).toBeGreaterThan(70);
    const notRun = mine.filter((r) => !r.ran);
    if (notRun.length) console.warn(`${language}: ${notRun.length} samples not run: ${notRun[0].problem}`);
    expect(mine.filter((r) => r.ran && !r.passed).map((r) => `${r.operationId}: ${r.problem}`)).toEqual([]);
  });
});

describe('the guide blocks that call the API against the installed privana-mock', () => {
  it('curl: every command completes and the package accepts every request', () => {
    expect(plannedBlocks(ROOT, 'api-request').length).toBeGreaterThanOrEqual(15);
    expect(curlProblems(ROOT, blocks)).toEqual([]);
  });

  it('the TypeScript programs and the Ruby worker run, and the package accepts every request', () => {
    const programs = plannedBlocks(ROOT, 'api-program');
    expect(programs.length).toBeGreaterThanOrEqual(5);
    expect(programs.flatMap((b) => blockProblems(blocks.get(b.where)).map((p) => `${b.where}: ${p}`))).toEqual([]);
  });

  it('made no request off the machine', () => {
    expect(trap.attempts).toEqual([]);
    expect(existsSync(trapLog) ? readFileSync(trapLog, 'utf8') : '').toBe('');
  });
});
