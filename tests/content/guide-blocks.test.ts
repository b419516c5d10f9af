import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractPageFromMdx} from '../../plugins/search/node';
import {allDocCodeBlocks, codeBlocksOf, type CodeBlock} from './support/codeBlocks';
import {callsTheApi, handlesUntrustedInput, HARNESSES, NOT_INSTALLABLE, planOf, type BlockPlan} from './support/blockPlan';

/**
 * Every code block of docs/ is executed by a harness (support/blockPlan.ts says which; the
 * harness tests run them) or marked as a fragment in its fence with the reason:
 *   ```ts fragment="part of the app's entry file"
 * Kotlin, Swift and Objective-C count as "not installable". The report prints the figures by
 * language and fails below the targets: every block that calls the API or parses or verifies
 * untrusted input is executed, and at least 80 % of the blocks in installable languages are.
 */

const ROOT = join(__dirname, '../..');
const blocks = allDocCodeBlocks(ROOT);
const planned = blocks.map((block) => ({block, plan: planOf(block)}));
const TARGET_INSTALLABLE = 0.8;


const count = (list: {plan: BlockPlan}[], status: BlockPlan['status']) => list.filter((p) => p.plan.status === status).length;
const percent = (part: number, whole: number) => `${whole ? ((100 * part) / whole).toFixed(1) : '100.0'} %`;

/** The table of the issue: executed / marked / not installable / total by language, then the two shares. */
export function blockReport(list: {block: CodeBlock; plan: BlockPlan}[]): string {
  const languages = [...new Set(list.map((p) => p.block.lang))].sort();
  const row = (cells: (string | number)[]) => cells.map((c, i) => String(c).padStart(i === 0 ? 0 : 10).padEnd(i === 0 ? 12 : 0)).join('');
  const lines = [row(['language', 'executed', 'marked', 'not inst.', 'total'])];
  for (const lang of languages) {
    const mine = list.filter((p) => p.block.lang === lang);
    lines.push(row([lang, count(mine, 'executed'), count(mine, 'marked'), count(mine, 'not installable'), mine.length]));
  }
  lines.push(row(['all', count(list, 'executed'), count(list, 'marked'), count(list, 'not installable'), list.length]));
  const installable = list.filter((p) => p.plan.status !== 'not installable');
  const critical = list.filter((p) => callsTheApi(p.block) || handlesUntrustedInput(p.block));
  lines.push(
    `installable languages: ${count(installable, 'executed')} of ${installable.length} executed (${percent(count(installable, 'executed'), installable.length)})`,
    `calling the API or parsing/verifying untrusted input: ${count(critical, 'executed')} of ${critical.length} executed (${percent(count(critical, 'executed'), critical.length)})`,
    'by harness:',
    ...Object.entries(HARNESSES).map(([harness, what]) => `  ${harness.padEnd(17)} ${String(list.filter((p) => p.plan.status === 'executed' && p.plan.harness === harness).length).padStart(3)}  ${what}`),
  );
  return lines.join('\n');
}

describe('code blocks of docs/: executed or marked', () => {
  it('prints the report', () => {
    console.log(`Code blocks of docs/ (tests/content/guide-blocks.test.ts):\n${blockReport(planned)}`);
    expect(blocks.length).toBeGreaterThan(150);
  });

  it('executes or marks every block, with a reason', () => {
    const unplanned = planned
      .filter((p) => p.plan.status === 'unplanned')
      .map(({block}) => `${block.where} (${block.lang}): not executed and not marked. Execute it (tests/content/support/blockPlan.ts picks the harness) or, if it cannot run on its own, mark its fence: \`\`\`${block.lang} fragment="why it cannot run"`);
    expect(unplanned).toEqual([]);
    const emptyReasons = planned.filter((p) => p.plan.status === 'marked' && !p.plan.reason).map((p) => `${p.block.where}: fragment="" needs a reason`);
    expect(emptyReasons).toEqual([]);
  });

  it('executes every block that calls the API or parses or verifies untrusted input', () => {
    const critical = planned.filter((p) => callsTheApi(p.block) || handlesUntrustedInput(p.block));
    expect(critical.length).toBeGreaterThanOrEqual(20);
    expect(critical.filter((p) => p.plan.status !== 'executed').map((p) => `${p.block.where} (${p.block.lang}) calls the API or handles untrusted input, so it must be executed, not ${p.plan.status}`)).toEqual([]);
  });

  it(`executes at least ${TARGET_INSTALLABLE * 100} % of the blocks in installable languages`, () => {
    const installable = planned.filter((p) => p.plan.status !== 'not installable');
    expect(count(installable, 'executed') / installable.length).toBeGreaterThanOrEqual(TARGET_INSTALLABLE);
  });

  it('has a test that runs the blocks of every harness it counts as executed', () => {
    // Each harness's test selects its blocks with planOf(...).harness === '<name>' (or planned('<name>')).
    const testFiles = (dir: string): string[] => readdirSync(dir, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? testFiles(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : []));
    const sources = testFiles(__dirname).filter((f) => !f.endsWith('guide-blocks.test.ts')).map((f) => readFileSync(f, 'utf8')).join('\n');
    const used = new Set(planned.filter((p) => p.plan.status === 'executed').map((p) => (p.plan as {harness: string}).harness));
    const selected = new Set([...sources.matchAll(/planned\(([^)]*)\)|plan\.harness === '([\w-]+)'/g)].flatMap((m) => (m[2] ? [m[2]] : [...(m[1] ?? '').matchAll(/'([\w-]+)'/g)].map((n) => n[1]))));
    expect([...used].filter((harness) => !selected.has(harness))).toEqual([]);
  });

  it('counts only Kotlin, Swift and Objective-C as not installable (and SQL where PostgreSQL is missing)', () => {
    const reasons = new Set(planned.flatMap((p) => (p.plan.status === 'not installable' ? [p.plan.reason] : [])));
    expect([...reasons].filter((r) => !Object.values(NOT_INSTALLABLE).includes(r) && r !== 'PostgreSQL is not installed here')).toEqual([]);
    expect([...new Set(planned.filter((p) => p.plan.status === 'not installable' && p.block.lang !== 'text').map((p) => p.block.lang))].sort()).toEqual(['kotlin', 'objectivec', 'swift']);
  });
});

describe('the fragment marker', () => {
  const page = ['# Page', '', 'Prose.', '', '```bash fragment="needs the network"', 'npm install x', '```', '', '```ts title="a.ts" fragment=\'part of a larger file\'', 'const a = 1;', '```', ''].join('\n');

  it('is read from the fence meta, beside other meta', () => {
    const [install, part] = codeBlocksOf(page, 'p.mdx');
    expect(install).toMatchObject({lang: 'bash', fragment: 'needs the network', code: 'npm install x'});
    expect(part).toMatchObject({lang: 'ts', meta: 'title="a.ts" fragment=\'part of a larger file\'', fragment: 'part of a larger file'});
    expect(planOf(install)).toEqual({status: 'marked', reason: 'needs the network'});
  });

  it('holds nothing the theme reads from the meta, so the page renders as without it', () => {
    // theme-common's createCodeBlockMetadata reads only `title="..."`, `showLineNumbers` and a
    // `{1,3-4}` line range from the meta (the rest is ignored); the built pages and twins are
    // checked for reasons in tests/build/fragment-markers.test.ts.
    const clashes = planned.filter((p) => p.plan.status === 'marked' && /title=|showLineNumbers|\{[\d,-]+\}|"/.test(p.plan.reason)).map((p) => p.block.where);
    expect(clashes).toEqual([]);
  });

  it('stays out of the development search text', () => {
    const extracted = extractPageFromMdx(page, 'Page');
    expect(JSON.stringify(extracted)).not.toMatch(/needs the network|part of a larger file|fragment=/);
    expect(JSON.stringify(extracted)).toMatch(/npm install x/);
  });
});
