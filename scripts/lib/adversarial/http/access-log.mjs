// nginx's access log keeps the network, not the address, and no query string or referrer. The Node
// server logs nothing. Runs its own nginx, so that the log is flushed when it stops.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {rawRequest} from '../../probe.mjs';
import {startNginx} from '../../../nginx.mjs';

export default {
  id: '1.4',
  expected: 'The access log keeps no personal data (network only, no query, no referrer)',
  async run({server, root}) {
    if (server === 'node') return {line: null};
    const nginx = await startNginx(root);
    await rawRequest(nginx.origin, '/cmp/?email=reader@example.com', {headers: {Referer: 'https://private.example/secret-page'}});
    await nginx.stop();
    const log = readFileSync(join(nginx.runtime, 'access.log'), 'utf8');
    return {line: log.split('\n').find((entry) => entry.includes('"GET /cmp/ ')) ?? ''};
  },
  held: ({line}) =>
    line === null || (/^127\.0\.0\.0\/24 /.test(line) && !line.includes('reader@example.com') && !line.includes('private.example') && !line.includes('127.0.0.1')),
  summary: ({line}) => (line === null ? 'logs nothing' : `\`${line.replace(/ \[[^\]]+\]/, ' [time]')}\``),
};
