import ts from 'typescript';
import {TEST_VERIFICATION_CODES} from '../../src/constants/site';
import {planOf, type Harness} from '../content/support/blockPlan';
import {allDocCodeBlocks, type CodeBlock} from '../content/support/codeBlocks';
import type {GuideJob, GuideRun} from './runGuideBlocks';

/**
 * The guides' blocks that call the API, as jobs for runGuideJobs: curl commands by bash,
 * TypeScript programs transpiled for node (the functions a block only defines called with its
 * page's fixture inputs), the Ruby worker by ruby; with the files they read and the check of one
 * block's run. Shared by the content test (the contract mock in this process) and the build test
 * (the installed package), so both run the same blocks the same way.
 */

export function plannedBlocks(root: string, harness: Harness): CodeBlock[] {
  return allDocCodeBlocks(root).filter((b) => {
    const plan = planOf(b);
    return plan.status === 'executed' && plan.harness === harness;
  });
}

/** The files the blocks read: the body the CMP guide's curl sends is the JSON block the guide shows "with new-config.json". */
export function guideFiles(root: string): Record<string, string | Buffer> {
  const newConfig = newConfigBody(root);
  return {
    'new-config.json': newConfig,
    'drivers-licence.jpg': Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex'),
    'orders-export.csv': 'orderId,email,total\n1001,maria.lopez@example.com,42.50\n',
  };
}

function newConfigBody(root: string): string {
  return allDocCodeBlocks(root).find((b) => b.where.startsWith('docs/cmp/index.mdx') && b.lang === 'json' && b.code.includes('"domains"'))!.code;
}

/** Calls of the functions a block defines but does not call, with the fixture inputs of its page. */
function fixtureCalls(root: string): {defines: RegExp; call: string}[] {
  return [
    {
      // The defect: spreading init.headers lost a Headers object and its content-type, which the mock rejects.
      defines: /export async function privanaFetch\(/,
      call: `const created = await privanaFetch('/v1/cookie-consent/configs', {method: 'POST', headers: new Headers({'content-type': 'application/json'}), body: ${JSON.stringify(newConfigBody(root))}});
if (!created.ok) throw new Error('POST with a Headers object answered ' + created.status);`,
    },
    {
      defines: /export async function verifyPhone\(/,
      // A client outside the SDKs starts a session, then verifies with the SMS test code.
      call: `const {sessionId} = await startSession('anon_7f3e2d1c9b8a4f6e');
const subject = await verifyPhone('+14155550123', ${JSON.stringify(TEST_VERIFICATION_CODES.sms)}, sessionId);
if (!subject.verifiedId || !subject.sessionId) throw new Error('verifyPhone returned ' + JSON.stringify(subject));`,
    },
  ];
}

function nodeProgram(root: string, block: CodeBlock): string {
  const calls = fixtureCalls(root).filter((f) => f.defines.test(block.code)).map((f) => f.call);
  const {outputText} = ts.transpileModule(`${block.code}\n${calls.join('\n')}\nexport {};\n`, {
    compilerOptions: {target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext},
  });
  return outputText;
}

/** The jobs of each language, in the order they run: one language at a time, as the drivers share the mock's log. */
export function guideJobGroups(root: string): [GuideJob['language'], GuideJob[]][] {
  const jobsOf = (harness: Harness, language: GuideJob['language'], pick: (b: CodeBlock) => boolean, code: (b: CodeBlock) => string = (b) => b.code) =>
    plannedBlocks(root, harness)
      .filter(pick)
      .map((b) => ({where: b.where, language, code: code(b)}));
  return [
    ['bash', jobsOf('api-request', 'bash', () => true)],
    ['node', jobsOf('api-program', 'node', (b) => b.lang !== 'ruby', (b) => nodeProgram(root, b))],
    ['ruby', jobsOf('api-program', 'ruby', (b) => b.lang === 'ruby')],
  ];
}

/** Problems of one block's run: an error, no request, or a request the contract rejects. */
export function blockProblems(run: GuideRun | undefined, expectedRequests?: number): string[] {
  if (!run) return ['did not run'];
  const found: string[] = [];
  if (run.error) found.push(`${run.error.slice(0, 800)}\n${run.output.slice(0, 400)}`);
  if (run.calls.length === 0) found.push('made no request to the mock');
  if (expectedRequests !== undefined && run.calls.length !== expectedRequests) found.push(`made ${run.calls.length} requests, expected ${expectedRequests}`);
  for (const call of run.calls) {
    if (call.violation) found.push(`${call.method} ${call.path}: ${call.violation}`);
    else if (call.status < 200 || call.status > 299) found.push(`${call.method} ${call.path} answered ${call.status}`);
  }
  return found;
}

/** Each curl block's problems; a block makes one request per `curl` command it holds. */
export function curlProblems(root: string, runs: Map<string, GuideRun>): string[] {
  return plannedBlocks(root, 'api-request').flatMap((b) => blockProblems(runs.get(b.where), b.code.match(/^\s*curl\s/gm)!.length).map((p) => `${b.where}: ${p}`));
}
