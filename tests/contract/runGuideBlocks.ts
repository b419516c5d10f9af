import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
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

/** IDs for the placeholders the guides tell readers to replace (the dsarId is the one the subject rights guide names). */
export const PLACEHOLDER_IDS: Record<string, string> = {
  dsarId: '6b1f0c52-7d0e-4b8e-9a63-2f4c1d9e0a17',
  actionItemId: 'a3c5e7f9-2b4d-4f6a-8c0e-1d3f5a7b9c2e',
  configId: '3f6c1a52-9b7e-4c1d-8a2f-5e0d7c4b9a63',
};

/** Environment the guides ask readers to set. */
export const GUIDE_ENV = {
  PRIVANA_API_KEY: 'prv_test_guide_blocks',
  UC_API_KEY: 'uc_test_guide_blocks',
  CONNECTOR_ID: '5c1e7a9d-3b2f-4e6a-8d0c-9f1b3a5c7e2d',
};

export function toRunnable(code: string, mock: ContractMock): string {
  const pointed = pointAtMock(code, mock, 'curl');
  return pointed.replace(/\{(\w+)\}/g, (whole, name: string) => PLACEHOLDER_IDS[name] ?? whole);
}

const DRIVERS: Record<GuideLanguage, {ext: string; file: string; command: string[]; source(count: number, marker: string): string}> = {
  bash: {
    ext: 'sh',
    file: 'driver.sh',
    command: ['bash', 'driver.sh'],
    source: (count, marker) => `for n in $(seq 0 ${count - 1}); do
  curl -s -o /dev/null "${marker}/$n"
  if bash -e "block$n.sh" > "out$n.txt" 2>&1; then echo "" > "error$n.txt"; else echo "exit $?" > "error$n.txt"; fi
done
`,
  },
  node: {
    ext: 'mjs',
    file: 'driver.mjs',
    command: [process.execPath, 'driver.mjs'],
    source: (count, marker) => `import {writeFileSync} from 'node:fs';
import {format} from 'node:util';
let printed = [];
for (const name of ['log', 'info', 'warn', 'error']) console[name] = (...args) => printed.push(format(...args));
for (let n = 0; n < ${count}; n += 1) {
  printed = [];
  await fetch('${marker}/' + n);
  let error = '';
  try {
    await import('./block' + n + '.mjs');
  } catch (thrown) {
    error = 'threw ' + (thrown && thrown.stack ? thrown.stack : String(thrown));
  }
  writeFileSync('out' + n + '.txt', printed.join('\\n'));
  writeFileSync('error' + n + '.txt', error);
}
`,
  },
  ruby: {
    ext: 'rb',
    file: 'driver.rb',
    command: ['ruby', 'driver.rb'],
    source: (count, marker) => `require "net/http"
require "stringio"
${count}.times do |n|
  Net::HTTP.get(URI("${marker}/#{n}"))
  error = ""
  out = StringIO.new
  $stdout = out
  begin
    load("block#{n}.rb", true)
  rescue Exception => e
    error = "raised #{e.class}: #{e.message}"
  ensure
    $stdout = STDOUT
  end
  File.write("out#{n}.txt", out.string)
  File.write("error#{n}.txt", error)
end
`,
  },
};

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
  const driver = DRIVERS[language];
  jobs.forEach((job, n) => writeFileSync(path.join(dir, `block${n}.${driver.ext}`), toRunnable(job.code, mock)));
  writeFileSync(path.join(dir, driver.file), driver.source(jobs.length, `${mock.baseUrl['customer-rest-api']}/__sample__`));
  const start = mock.calls.length;
  const outcome = await run(driver.command[0], driver.command.slice(1), {cwd: dir, env: {...env, ...GUIDE_ENV}, timeout});
  const calls = callsBySample(mock.calls.slice(start));
  const read = (name: string): string | undefined => {
    try {
      return readFileSync(path.join(dir, name), 'utf8').trim();
    } catch {
      return undefined;
    }
  };
  return jobs.map((job, n) => {
    const error = read(`error${n}.txt`);
    return {
      where: job.where,
      error: error ?? `did not finish (driver exit ${outcome.status}): ${outcome.output.slice(-800)}`,
      output: read(`out${n}.txt`) ?? '',
      calls: calls.get(n) ?? [],
    };
  });
}
