import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

const RUNNER = resolve(__dirname, '../../../scripts/test-steps.mjs');
const work = mkdtempSync(join(tmpdir(), 'test-steps-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));

/** npm scripts that log when they start and end; "slow" takes a while, "fail" exits with 3. */
const log = join(work, 'log');
const step = (name: string, {ms = 0, code = 0} = {}) =>
  `node -e "const f=require('fs');f.appendFileSync('${log}','start ${name}\\n');setTimeout(()=>{f.appendFileSync('${log}','end ${name}\\n');process.exit(${code})},${ms})"`;
/**
 * A script that ends only once `other` has started (or fails after 20 s): two of them end only if
 * the runner runs them at the same time, whatever the machine's speed, with no timing to race.
 */
const meets = (name: string, other: string) =>
  `node -e "const f=require('fs');f.appendFileSync('${log}','start ${name}\\n');const t0=Date.now();const i=setInterval(()=>{if(f.readFileSync('${log}','utf8').includes('start ${other}')){clearInterval(i);f.appendFileSync('${log}','end ${name}\\n');process.exit(0)}else if(Date.now()-t0>20000)process.exit(9)},20)"`;
writeFileSync(join(work, 'package.json'), JSON.stringify({
  name: 'steps',
  scripts: {
    build: meets('build', 'other'),
    other: meets('other', 'build'),
    slow: step('slow', {ms: 600}),
    after: step('after'),
    fail: step('fail', {code: 3}),
  },
}));

function runSteps(...args: string[]): {status: number | null; stdout: string; order: string[]} {
  rmSync(log, {force: true});
  const run = spawnSync(process.execPath, [RUNNER, ...args], {cwd: work, encoding: 'utf8'});
  const order = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : [];
  return {status: run.status, stdout: run.stdout, order};
}

describe('scripts/test-steps.mjs', () => {
  it('starts independent steps together, and a step that needs another only once that one has passed', () => {
    const {status, stdout, order} = runSteps('after^build', 'build', 'other');
    // build and other each end only once the other has started, so both passing means they ran
    // together; after starts only after build has ended.
    expect(status).toBe(0);
    expect(order.slice(0, 2).sort()).toEqual(['start build', 'start other']);
    expect(order.indexOf('start after')).toBeGreaterThan(order.indexOf('end build'));
    expect(stdout).toMatch(/after +\d+ s +\d+ s/);
    expect(stdout).toMatch(/total +\d+ s/);
  });

  it('fails with the failing step named, and does not run the steps that need it', () => {
    const {status, stdout, order} = runSteps('after^fail', 'fail', 'slow');
    expect(status).toBe(3);
    expect(order).not.toContain('start after');
    expect(order).toContain('end slow');
    expect(stdout).toMatch(/after +- +not run/);
    expect(stdout).toContain('fail failed with exit code 3.');
  });

  it('refuses a prerequisite that is not one of the steps', () => {
    expect(runSteps('after^nothing').status).not.toBe(0);
  });
});
