#!/usr/bin/env node
/**
 * `npm test`: runs the named npm scripts one after another, stopping at the first that fails, and
 * ends with how long each took, so every run (CI's included) shows where the time went.
 *
 *   node scripts/test-steps.mjs typecheck lint test:unit build test:build test:e2e
 */
import {spawnSync} from 'node:child_process';
import {performance} from 'node:perf_hooks';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const steps = process.argv.slice(2);
const took = [];
let failed = null;
for (const step of steps) {
  const started = performance.now();
  const {status, signal} = spawnSync(npm, ['run', step], {stdio: 'inherit'});
  took.push([step, (performance.now() - started) / 1000]);
  if (status !== 0) {
    failed = {step, code: status ?? 1, signal};
    break;
  }
}
const total = took.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log('\nnpm test, time by step:');
for (const [step, seconds] of took) console.log(`  ${step.padEnd(12)} ${seconds.toFixed(0).padStart(5)} s`);
console.log(`  ${'total'.padEnd(12)} ${total.toFixed(0).padStart(5)} s`);
if (failed) {
  console.log(`\n${failed.step} failed${failed.signal ? ` (${failed.signal})` : ` with exit code ${failed.code}`}; the steps after it did not run.`);
  process.exit(failed.code);
}
