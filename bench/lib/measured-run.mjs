// One command run and measured: wall time, CPU time and peak memory, with its output kept.
/* global setInterval, clearInterval */
import {spawn} from 'node:child_process';
import {createWriteStream, existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import {join} from 'node:path';
import {WORK} from './paths.mjs';
import {treeRss} from './process-memory.mjs';

/**
 * Runs a command, measuring wall time, the peak of the summed resident memory of its process
 * tree (polled every 200 ms) and, through /usr/bin/time -v when present, the peak resident
 * memory of its largest single process and the CPU time (user + system) of the whole tree.
 * CPU time is the figure that survives a loaded machine; wall time does not. Rejects on a
 * non-zero exit, with the end of the output.
 */
export function measuredRun(command, args, {cwd, env, logFile} = {}) {
  const useTime = existsSync('/usr/bin/time');
  const timeFile = join(WORK, `time-${process.pid}-${Date.now()}.txt`);
  mkdirSync(WORK, {recursive: true});
  const [bin, argv] = useTime ? ['/usr/bin/time', ['-v', '-o', timeFile, command, ...args]] : [command, args];
  return new Promise((resolvePromise, reject) => {
    const started = process.hrtime.bigint();
    const output = [];
    const stream = logFile ? createWriteStream(logFile) : null;
    const child = spawn(bin, argv, {cwd, env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']});
    const collect = (chunk) => {
      output.push(chunk);
      stream?.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    let peakTree = 0;
    const poll = setInterval(() => {
      peakTree = Math.max(peakTree, treeRss(child.pid));
    }, 200);
    child.on('exit', (code) => {
      clearInterval(poll);
      const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
      const text = Buffer.concat(output).toString('utf8');
      stream?.end();
      const {peakProcess, cpuS} = useTime ? readTimeReport(timeFile) : {peakProcess: null, cpuS: null};
      if (code !== 0) {
        reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${text.slice(-4000)}`));
        return;
      }
      resolvePromise({wallMs, cpuS, peakTreeBytes: peakTree, peakProcessBytes: peakProcess, output: text});
    });
  });
}

/** Peak resident bytes of the largest process and CPU seconds, from a `/usr/bin/time -v` report. */
function readTimeReport(timeFile) {
  if (!existsSync(timeFile)) return {peakProcess: null, cpuS: null};
  const report = readFileSync(timeFile, 'utf8');
  rmSync(timeFile, {force: true});
  const peak = /Maximum resident set size \(kbytes\): (\d+)/.exec(report);
  const user = /User time \(seconds\): ([\d.]+)/.exec(report);
  const system = /System time \(seconds\): ([\d.]+)/.exec(report);
  return {
    peakProcess: peak ? Number(peak[1]) * 1024 : null,
    cpuS: user && system ? Number(user[1]) + Number(system[1]) : null,
  };
}
