// `npm run serve:nginx` must not write through a link another local user planted in the shared
// temporary folder (overwriting a file of the user who runs it, or swapping the config between
// `nginx -t` and the start): a fresh private folder (mkdtemp), files created only if new.
// tests/unit/scripts/nginx.test.ts runs the same start and stop (plantedLinkRun).
/* global setInterval, clearInterval */
import {spawn} from 'node:child_process';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {freePort} from '../../listening.mjs';
import {rawRequest} from '../../probe.mjs';

const SCRIPT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../nginx.mjs');

const modeOf = (path) => (statSync(path).mode & 0o777).toString(8);

/**
 * Starts `scripts/nginx.mjs` (the local run of `npm run serve:nginx`) on a build folder with TMPDIR
 * set to a folder where links to a victim file are planted at the names the script used to write
 * to, stops it once it answers, and reports what it wrote.
 * @param {string} root a build folder
 * @returns {Promise<{victimKept: boolean, served: boolean, output: string, port: number,
 *   runtimes: Array<{name: string, mode: string, configMode: string | null, config: string}>}>}
 */
export async function plantedLinkRun(root) {
  const shared = mkdtempSync(join(tmpdir(), 'privana-shared-tmp-'));
  const victim = join(mkdtempSync(join(tmpdir(), 'privana-victim-')), 'precious.txt');
  writeFileSync(victim, 'keep me\n');
  const port = await freePort();
  const planted = [`privana-nginx-${port}`, 'privana-nginx-'];
  for (const name of planted) {
    mkdirSync(join(shared, name));
    symlinkSync(victim, join(shared, name, 'nginx.conf'));
  }
  const child = spawn(process.execPath, [SCRIPT, '--root', root, '--port', String(port)], {env: {...process.env, TMPDIR: shared}});
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  await new Promise((done) => {
    const check = setInterval(() => {
      if (output.includes('serving') || child.exitCode !== null) done(clearInterval(check));
    }, 50);
  });
  // Stopped once it answers: a signal that reaches nginx while it starts up is lost.
  for (let attempt = 0; attempt < 100 && child.exitCode === null; attempt += 1) {
    if (await rawRequest(`http://127.0.0.1:${port}`, '/').then(() => true, () => false)) break;
    await new Promise((wait) => setTimeout(wait, 50));
  }
  child.kill('SIGTERM');
  await new Promise((done) => (child.exitCode !== null ? done(undefined) : child.once('exit', done)));
  const runtimes = readdirSync(shared)
    .filter((name) => name.startsWith('privana-nginx-') && !planted.includes(name))
    .map((name) => {
      const config = join(shared, name, 'nginx.conf');
      let text = '';
      try {
        text = readFileSync(config, 'utf8');
      } catch {
        // No config written: reported as such.
      }
      return {name, mode: modeOf(join(shared, name)), configMode: text ? modeOf(config) : null, config: text};
    });
  return {victimKept: readFileSync(victim, 'utf8') === 'keep me\n', served: output.includes('serving'), output, port, runtimes};
}

export default {
  id: '1.7',
  expected: '`npm run serve:nginx` writes into a fresh private folder, never through a planted link',
  async run({server, root}) {
    if (server === 'node') return {skipped: true};
    const {victimKept, served, runtimes} = await plantedLinkRun(root);
    return {victimKept, served, runtimes: runtimes.map(({name, mode}) => ({name, mode}))};
  },
  held: (data) => data.skipped || (data.victimKept && data.served && data.runtimes.length === 1 && data.runtimes[0].mode === '700'),
  summary: (data) =>
    data.skipped
      ? 'writes no files'
      : `planted link ${data.victimKept ? 'not followed' : 'FOLLOWED (file overwritten)'}; runtime ${data.runtimes.map(({name, mode}) => `${name} (${mode})`).join(', ') || 'none new'}${data.served ? '' : '; did not start'}`,
};
