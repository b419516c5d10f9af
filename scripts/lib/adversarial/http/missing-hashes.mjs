// The CSP's script hashes come from the build's csp-hashes.json. Without the file, a policy of
// `script-src 'self'` alone would block the site's inline scripts in production, silently: both
// servers must refuse to start instead, with a message that says what to do.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {startServer} from '../../../serve.mjs';

const SCRIPTS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

export default {
  id: '1.8',
  expected: 'Without `csp-hashes.json`, `--render` and the Node server fail with a clear message instead of dropping the hashes',
  async run({server}) {
    const bare = mkdtempSync(join(tmpdir(), 'privana-no-hashes-'));
    writeFileSync(join(bare, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(join(bare, '404.html'), '<!doctype html><title>404</title>');
    if (server === 'nginx') {
      const rendered = spawnSync(process.execPath, [join(SCRIPTS, 'nginx.mjs'), '--render', '--root', bare], {encoding: 'utf8'});
      return {exit: rendered.status, printed: rendered.stdout.length, message: rendered.stderr.trim().split('\n')[0] ?? ''};
    }
    try {
      const started = await startServer({root: bare, port: 0});
      started.close();
      return {exit: 0, printed: 0, message: ''};
    } catch (error) {
      return {exit: 1, printed: 0, message: error instanceof Error ? error.message : String(error)};
    }
  },
  held: ({exit, printed, message}) => exit !== 0 && printed === 0 && message.includes('csp-hashes.json'),
  summary: ({exit, printed, message}) => (exit === 0 ? `exit 0, ${printed} bytes of config with no script hashes` : `exit ${exit}: "${message.slice(0, 90)}…"`),
};
