// The production config, rendered as root, must run nginx's workers as an unprivileged user: a flaw
// in a worker must not be a root shell. Renders it as `--render` does (user www-data), starts it on
// a free port with a private runtime folder, and reads the workers' user from /proc. The Node
// server runs as whoever starts it.
import {spawn} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {freePort} from '../../listening.mjs';
import {NGINX_BIN, PRODUCTION_USER, renderConfig} from '../../../nginx.mjs';
import {rawRequest} from '../../probe.mjs';

/** The user ids of the child processes of `pid`. */
function childUids(pid) {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => {
      try {
        return readFileSync(`/proc/${entry}/status`, 'utf8');
      } catch {
        return '';
      }
    })
    .filter((status) => new RegExp(`^PPid:\\s+${pid}$`, 'm').test(status))
    .map((status) => Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]));
}

export default {
  id: '1.6',
  expected: 'The production config rendered as root runs its workers as an unprivileged user',
  async run({server, root}) {
    if (server === 'node') return {skipped: true};
    const port = await freePort();
    const runtime = mkdtempSync(join(tmpdir(), 'privana-nginx-workers-'));
    const conf = join(runtime, 'nginx.conf');
    writeFileSync(conf, renderConfig({root, port, runtime, user: PRODUCTION_USER}));
    const child = spawn(NGINX_BIN, ['-c', conf, '-e', join(runtime, 'error.log'), '-g', 'daemon off;'], {stdio: 'ignore'});
    try {
      let status = 0;
      for (let attempt = 0; attempt < 60 && !status; attempt += 1) {
        status = (await rawRequest(`http://127.0.0.1:${port}`, '/').catch(() => null))?.status ?? 0;
        if (!status) await new Promise((wait) => setTimeout(wait, 50));
      }
      const rendered = readFileSync(conf, 'utf8');
      return {renderedBy: process.getuid?.() ?? null, userLine: /^user .*$/m.exec(rendered)?.[0] ?? null, workerUids: childUids(child.pid), status};
    } finally {
      child.kill('SIGQUIT');
    }
  },
  held: (data) => data.skipped || (data.status === 200 && data.workerUids.length > 0 && data.workerUids.every((uid) => uid !== 0)),
  summary: (data) =>
    data.skipped
      ? 'runs as whoever starts it'
      : `rendered by uid ${data.renderedBy}: \`${data.userLine ?? 'no user line'}\`, workers' uids ${data.workerUids.join(', ') || 'none'}, home page ${data.status}`,
};
