#!/usr/bin/env node
/**
 * `npm test`: runs the named npm scripts in stages, one stage after another, stopping after the
 * first stage in which a step fails, and ends with how long each step and stage took, so every run
 * (CI's included) shows where the time went.
 *
 *   node scripts/test-steps.mjs test:unit+build+typecheck+lint test:e2e+test:build
 *
 * Steps joined by "+" form a stage and run at the same time: none of them needs another's output,
 * and on 2 cores they still overlap, because each leaves a core idle for much of its run (the
 * build, typecheck and lint are mostly single-threaded; the unit and content tests wait on the
 * compilers they spawn). The first step of a stage writes to the terminal as it runs; the others'
 * output is held and written, whole, when each ends, so that no two outputs interleave.
 */
import {spawn} from 'node:child_process';
import {performance} from 'node:perf_hooks';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const stages = process.argv.slice(2).map((stage) => stage.split('+').filter(Boolean));

/** Runs one npm script; the live one inherits the terminal, the others' output is kept in order. */
function runStep(step, live) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', step], {stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe']});
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      if (!live) {
        process.stdout.write(`\n── ${step} (ran beside ${stages.find((s) => s.includes(step))[0]}) ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({step, seconds, code: code ?? 1, signal});
    });
  });
}

const rows = [];
const stageRows = [];
let failed = [];
for (const stage of stages) {
  const started = performance.now();
  const results = await Promise.all(stage.map((step, index) => runStep(step, index === 0)));
  stageRows.push([stage.join(' + '), (performance.now() - started) / 1000]);
  rows.push(...results);
  failed = results.filter((result) => result.code !== 0);
  if (failed.length > 0) break;
}

const total = stageRows.reduce((sum, [, seconds]) => sum + seconds, 0);
const format = (label, seconds) => `  ${label.padEnd(14)} ${seconds.toFixed(0).padStart(5)} s`;
console.log('\nnpm test, time by step (the steps of a stage run at the same time):');
for (const {step, seconds} of rows) console.log(format(step, seconds));
console.log('by stage:');
for (const [label, seconds] of stageRows) console.log(`${format('', seconds)}  ${label}`);
console.log(format('total', total));
if (failed.length > 0) {
  for (const {step, code, signal} of failed) console.log(`\n${step} failed${signal ? ` (${signal})` : ` with exit code ${code}`}.`);
  console.log('The stages after it did not run.');
  process.exit(failed[0].code);
}
