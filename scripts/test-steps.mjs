#!/usr/bin/env node
/**
 * `npm test`: runs the named npm scripts, each as soon as the steps it needs have passed, and ends
 * with how long each took, so every run (CI's included) shows where the time went.
 *
 *   node scripts/test-steps.mjs test:e2e^build test:unit build typecheck lint test:build^build
 *
 * "a^b" runs a once b has passed (b must be named too); a step whose prerequisite failed does not
 * run. Everything else starts at once: the unit tests, the build, the type check and lint need
 * none of each other's output, and each leaves a core idle for much of its run (the build, the
 * type check and lint are mostly single-threaded; the unit and content tests wait on the compilers
 * they spawn), so even on 2 cores they overlap, and the end-to-end tests start as soon as the
 * build is there instead of after the unit tests. The first step named writes to the terminal as
 * it runs; the others' output is held and written, whole, when each ends, so that no two
 * outputs interleave.
 */
import {spawn} from 'node:child_process';
import {performance} from 'node:perf_hooks';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const steps = process.argv.slice(2).map((arg, index) => {
  const [name, ...needs] = arg.split('^');
  return {name, needs, live: index === 0};
});
for (const {name, needs} of steps) {
  for (const need of needs) if (!steps.some((step) => step.name === need)) throw new Error(`${name} needs ${need}, which is not a step`);
}
const started = performance.now();

/** Runs one npm script; the live one inherits the terminal, the others' output is kept in order. */
function runScript(name, live) {
  const begun = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', name], {stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe']});
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (!live) {
        process.stdout.write(`\n── npm run ${name} (output held while it ran beside the others) ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({code: code ?? 1, signal, begun: (begun - started) / 1000, seconds: (performance.now() - begun) / 1000});
    });
  });
}

/** Each step's outcome, a promise settled once it has run or been skipped. */
const outcomes = new Map();
function outcome(step) {
  if (!outcomes.has(step.name)) {
    outcomes.set(step.name, (async () => {
      const before = await Promise.all(step.needs.map((need) => outcome(steps.find((s) => s.name === need))));
      if (before.some((result) => result.code !== 0)) return {code: 1, skipped: true};
      return runScript(step.name, step.live);
    })());
  }
  return outcomes.get(step.name);
}
const results = await Promise.all(steps.map(outcome));
const total = (performance.now() - started) / 1000;

const seconds = (value) => `${value.toFixed(0).padStart(5)} s`;
console.log('\nnpm test, time by step (steps run at the same time unless one needs another):');
console.log(`  ${'step'.padEnd(14)} ${'began'.padStart(7)} ${'took'.padStart(7)}`);
steps.forEach(({name}, index) => {
  const result = results[index];
  console.log(`  ${name.padEnd(14)} ${result.skipped ? '      -       not run' : `${seconds(result.begun)} ${seconds(result.seconds)}`}`);
});
console.log(`  ${'total'.padEnd(14)} ${''.padStart(7)} ${seconds(total)}`);
const failed = steps.filter((step, index) => results[index].code !== 0 && !results[index].skipped);
for (const step of failed) {
  const {code, signal} = results[steps.indexOf(step)];
  console.log(`\n${step.name} failed${signal ? ` (${signal})` : ` with exit code ${code}`}.`);
}
if (failed.length > 0) process.exit(results[steps.indexOf(failed[0])].code);
