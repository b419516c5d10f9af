import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {apiTypes} from '../../plugins/api-reference/node';
import {planOf, type Harness} from './support/blockPlan';
import {allDocCodeBlocks, type CodeBlock} from './support/codeBlocks';
import {isDeclarationBlock, typecheckBlocks, type TypecheckBlock} from './support/typecheckBlocks';

/**
 * The TypeScript blocks of the guides compile, strictly, against the SDK APIs the guides document
 * (support/typecheckBlocks.ts; declarations in tests/fixtures/sdk-declarations/): a call with a
 * misspelt option, a missing argument or a type the SDK does not export fails here. The new side
 * of a TypeScript migration diff is checked the same way, inside the component it comes from.
 * The API-calling programs among them are also run, against the contract mock
 * (contract/guideRequests.test.ts).
 */

const ROOT = join(__dirname, '../..');
const blocks = allDocCodeBlocks(ROOT);
const planned = (...harnesses: Harness[]) => blocks.filter((b) => {
  const plan = planOf(b);
  return plan.status === 'executed' && harnesses.includes(plan.harness);
});

/** The new side of a diff, with what its hunk uses from the component around it. */
function newSide(block: CodeBlock): TypecheckBlock {
  const lines = block.code.split('\n').filter((line) => !line.startsWith('-')).map((line) => line.slice(1));
  const context = "\nimport {useEffect} from 'react';\ndeclare const setMarketing: (allowed: boolean) => void;\n";
  return {block: {...block, lang: 'tsx'}, code: `${lines.join('\n')}${context}`};
}

/**
 * Types a guide declares for an API answer must accept what the API answers: the generated type of
 * the operation's response is assigned to the guide's type, appended after the block.
 */
const API_BINDINGS: {page: string; type: string; response: string}[] = [
  {page: 'docs/uc/consumer-sso/index.mdx', type: 'VerifiedSubject', response: "paths['/v2/subjects/profile/verify/sms']['post']['responses'][200]['content']['application/json']"},
];

function withApiBinding(block: CodeBlock): TypecheckBlock {
  const binding = API_BINDINGS.find((b) => block.where.startsWith(b.page) && new RegExp(`interface ${b.type}\\b`).test(block.code));
  if (!binding) return {block};
  return {block, code: `${block.code}\nimport type {paths} from 'api-types/unified-consent-api';\ndeclare const answered: ${binding.response};\nexport const accepted: ${binding.type} = answered;\n`};
}

const checked: TypecheckBlock[] = [
  ...planned('typescript').map((block) => ({block})),
  ...planned('api-program').filter((b) => b.lang !== 'ruby').map(withApiBinding),
  ...planned('diff').map(newSide),
];

describe('TypeScript blocks of the guides', () => {
  it('compile against the documented SDK APIs, and accept the API\'s answers where they type them', async () => {
    expect(checked.length).toBeGreaterThanOrEqual(33);
    expect(checked.filter((c) => !c.code && isDeclarationBlock(c.block.code)).length).toBeGreaterThanOrEqual(8);
    expect(checked.filter((c) => c.code?.includes('api-types/')).length).toBe(API_BINDINGS.length);
    const generated = {'unified-consent-api': await apiTypes(join(ROOT, 'openapi/unified-consent-api.yaml'))};
    const problems = [...typecheckBlocks(ROOT, checked, generated)].flatMap(([where, messages]) => messages.map((m) => `${where}: ${m}`));
    expect(problems).toEqual([]);
  });

  it('fail on a call the documented API does not allow', () => {
    const wrong: CodeBlock = {
      where: 'docs/uc/js-sdk/index.mdx:999',
      lang: 'ts',
      meta: '',
      code: "import {PrivanaUC} from '@privana/uc-js';\nconst uc = await PrivanaUC.init({configId: 'c', apiKey: 'k', region: 'de'});\nawait uc.saveConsent([{target: 't', vendor: 'v', action: 'YES'}]);",
    };
    // Only the SDK's declaration blocks beside it: a smaller program than the whole check.
    const sdk = planned('typescript').filter((b) => isDeclarationBlock(b.code)).map((block) => ({block}));
    const problems = typecheckBlocks(ROOT, [...sdk, {block: wrong}]).get(wrong.where)!;
    expect(problems.join('\n')).toMatch(/line 2: .*"de"/);
    expect(problems.join('\n')).toMatch(/line 3: .*"YES"/);
  });
});
