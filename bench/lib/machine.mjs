// The machine a run measured on, recorded with its results: figures from a loaded or smaller
// machine are only comparable as ratios, and the record says which it was.
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {cpus, freemem, platform, release, totalmem} from 'node:os';
import {CHROMIUM_PATH} from '../../scripts/chromium.mjs';
import {NGINX_BIN} from '../../scripts/nginx.mjs';
import {round} from './stats.mjs';

export function machine() {
  const cpu = cpus();
  const version = (bin, args) => {
    const out = spawnSync(bin, args, {encoding: 'utf8'});
    return out.error ? null : `${out.stdout}\n${out.stderr}`.split('\n').map((l) => l.trim()).find((l) => /\d+\.\d+/.test(l) && !l.includes('[:')) ?? null;
  };
  let loadAverage = null;
  try {
    loadAverage = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    // not Linux
  }
  return {
    cpu: cpu[0]?.model ?? 'unknown',
    cores: cpu.length,
    memoryGB: round(totalmem() / 1024 ** 3, 1),
    freeMemoryGB: round(freemem() / 1024 ** 3, 1),
    os: `${platform()} ${release()}`,
    node: process.version,
    chromium: version(CHROMIUM_PATH, ['--version']),
    nginx: version(NGINX_BIN, ['-v']),
    loadAverageAtStart: loadAverage,
  };
}

/** The one-minute load average when the run started (from `machine()`), or NaN where unknown. */
export function loadAtStart(machineInfo) {
  return Number(String(machineInfo.loadAverageAtStart).split(' ')[0]);
}
