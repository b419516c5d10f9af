import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {planOf} from '../content/support/blockPlan';
import {allDocCodeBlocks} from '../content/support/codeBlocks';
import {assertBuilt, BUILD_DIR, ROOT} from './support';

/**
 * The fragment markers of code fences (```bash fragment="needs the network") are for the tests
 * only: no built page, Markdown twin, llms.txt or search database shows the marker or its reason,
 * while the marked code itself is still on the page.
 */

const reasons = [...new Set(allDocCodeBlocks(ROOT).flatMap((block) => {
  const plan = planOf(block);
  return plan.status === 'marked' ? [plan.reason] : [];
}))];

function builtFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return builtFiles(path);
    return /\.(html|md|txt|json)$/.test(entry.name) ? [path] : [];
  });
}

describe('fragment markers in the build', () => {
  beforeAll(assertBuilt);

  it('appear in no page, twin or search file', () => {
    expect(reasons.length).toBeGreaterThan(5);
    const leaks = builtFiles(BUILD_DIR).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const found = ['fragment=', ...reasons].filter((needle) => text.includes(needle));
      return found.map((needle) => `${file.slice(BUILD_DIR.length + 1)}: ${needle}`);
    });
    expect(leaks).toEqual([]);
  });

  it('leave the marked code on the page and in its twin', () => {
    const twin = readFileSync(join(BUILD_DIR, 'cmp/mobile-sdks/ios/installation/cocoapods.md'), 'utf8');
    expect(twin).toMatch(/```bash\npod install --repo-update\n```/);
  });
});
