import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'js-yaml';
import {readJob, writeDriver, type DriverLanguage} from './drivers';
import type {ContractMock, RecordedCall} from './mock';
import {callsBySample, pointAtMock, run} from './runSamples';

/**
 * Runs the guides' API-calling code blocks against the contract mock, the way runSamples runs the
 * reference samples: one driver process per language runs the blocks one after another and
 * announces each to the mock first, so every recorded request belongs to one block. The blocks
 * are changed only where a reader would change them: production hosts become the mock's loopback
 * URLs and the path placeholders the guides ask to replace get fixture IDs.
 */

export type GuideLanguage = 'bash' | 'node' | 'ruby';

export interface GuideJob {
  /** `docs/...mdx:line` of the block. */
  where: string;
  language: GuideLanguage;
  /** Code as published; `toRunnable` points it at the mock. */
  code: string;
}

export interface GuideRun {
  where: string;
  /** The driver's error for this block ('' when it completed). */
  error: string;
  /** What the block printed (stdout and stderr). */
  output: string;
  calls: RecordedCall[];
}

/**
 * IDs for the placeholders the guides tell readers to replace with real IDs: the examples of the
 * reference's path parameters (`{configId}`, `{dsarId}`, ...), the sample data the mock's state
 * (like a test account) holds. Read from the document, so an example ID changed there is the ID the
 * guides' blocks are run with.
 */
export const PLACEHOLDER_IDS: Record<string, string> = pathParameterExamples(
  path.join(__dirname, '../../openapi/customer-rest-api.yaml'),
);

function pathParameterExamples(file: string): Record<string, string> {
  const document = load(readFileSync(file, 'utf8')) as {components: {parameters: Record<string, {in?: string; name?: string; example?: unknown}>}};
  return Object.fromEntries(
    Object.values(document.components.parameters)
      .filter((parameter) => parameter.in === 'path' && parameter.name && parameter.example !== undefined)
      .map((parameter) => [parameter.name!, String(parameter.example)]),
  );
}

/** Environment the guides ask readers to set. */
export const GUIDE_ENV = {
  PRIVANA_API_KEY: 'prv_test_guide_blocks',
  UC_API_KEY: 'uc_test_guide_blocks',
  CONNECTOR_ID: '5c1e7a9d-3b2f-4e6a-8d0c-9f1b3a5c7e2d',
};

export function toRunnable(code: string, mock: Pick<ContractMock, 'hosts'>): string {
  const pointed = pointAtMock(code, mock, 'curl');
  return pointed.replace(/\{(\w+)\}/g, (whole, name: string) => PLACEHOLDER_IDS[name] ?? whole);
}

/** The driver of each language the guides' blocks are written in (curl commands run in bash). */
const DRIVER_LANGUAGE: Record<GuideLanguage, DriverLanguage> = {bash: 'bash', node: 'node', ruby: 'ruby'};

/**
 * Runs the jobs of one language in one driver process, in `dir`, where `files` (the files the
 * blocks read, such as `@new-config.json`) are written first. A block that is still running after
 * `timeout` ms counts as failed.
 */
export async function runGuideJobs(
  language: GuideLanguage,
  jobs: GuideJob[],
  mock: ContractMock,
  dir: string,
  env: NodeJS.ProcessEnv,
  files: Record<string, string | Buffer> = {},
  timeout = 60_000,
): Promise<GuideRun[]> {
  mkdirSync(dir, {recursive: true});
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  const codes = jobs.map((job) => toRunnable(job.code, mock));
  const command = writeDriver(DRIVER_LANGUAGE[language], dir, codes, {marker: mock.markerUrl, record: true});
  const start = mock.calls.length;
  const outcome = await run(command[0], command.slice(1), {cwd: dir, env: {...env, ...GUIDE_ENV}, timeout});
  await mock.settled();
  const calls = callsBySample(mock.calls.slice(start));
  return jobs.map((job, n) => {
    const {error, output} = readJob(dir, n);
    return {
      where: job.where,
      error: error ?? `did not finish (driver exit ${outcome.status}): ${outcome.output.slice(-800)}`,
      output: output ?? '',
      calls: calls.get(n) ?? [],
    };
  });
}
