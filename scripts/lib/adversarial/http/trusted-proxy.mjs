// Behind a reverse proxy, nginx's peer is the proxy: without real-IP handling every access-log line
// would read the proxy's network. The trusted proxies (--real-ip-from) name the client in
// X-Forwarded-For, which is logged cut to its network like any address; a client that is not a
// trusted proxy cannot choose the address logged. The listen address is an option (--listen).
// Runs its own nginx, so that the log is flushed when it stops. The Node server logs nothing.
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {rawRequest} from '../../probe.mjs';
import {startNginx} from '../../../nginx.mjs';

const SCRIPT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../nginx.mjs');

/** The access-log line of the request for `path`, from an nginx that trusts `realIpFrom`. */
async function loggedLine(root, realIpFrom, path, forwardedFor) {
  const nginx = await startNginx(root, {realIpFrom});
  await rawRequest(nginx.origin, path, {headers: {'X-Forwarded-For': forwardedFor}});
  await nginx.stop();
  return readFileSync(join(nginx.runtime, 'access.log'), 'utf8').split('\n').find((entry) => entry.includes(` ${path} `)) ?? '';
}

/** The listen line of the production render with `--listen 192.0.2.10`, as a deployer runs it, or why it failed. */
function renderedListen(root) {
  const render = spawnSync(process.execPath, [SCRIPT, '--render', '--root', root, '--listen', '192.0.2.10', '--real-ip-from', '10.0.0.0/8'], {encoding: 'utf8'});
  if (render.status !== 0) return `render failed: ${render.stderr.trim().split('\n')[0]}`;
  return /^\s*listen (.*);$/m.exec(render.stdout)?.[1] ?? '';
}

export default {
  id: '1.13',
  expected: 'Behind a trusted proxy the access log keeps the client\'s network from X-Forwarded-For (not the proxy\'s, not the full address); an untrusted peer cannot set it; the listen address is an option',
  async run({server, root}) {
    if (server === 'node') return {skipped: true};
    const proxied = await loggedLine(root, ['127.0.0.1'], '/cmp/', '203.0.113.7');
    const spoofed = await loggedLine(root, [], '/uc/', '198.51.100.9');
    const listen = renderedListen(root);
    return {proxied: proxied.split(' [')[0], spoofed: spoofed.split(' [')[0], proxiedFull: proxied.includes('203.0.113.7'), listen};
  },
  held: (data) =>
    data.skipped || (data.proxied === '203.0.113.0/24' && !data.proxiedFull && data.spoofed === '127.0.0.0/24' && data.listen.startsWith('192.0.2.10:')),
  summary: (data) =>
    data.skipped
      ? 'logs nothing'
      : `through trusted proxy 127.0.0.1, client 203.0.113.7 logged as ${data.proxied || '(no line)'}${data.proxiedFull ? ' (FULL ADDRESS)' : ''}; `
        + `X-Forwarded-For 198.51.100.9 from an untrusted peer logged as ${data.spoofed || '(no line)'}; \`--listen 192.0.2.10\` renders \`listen ${data.listen}\``,
};
