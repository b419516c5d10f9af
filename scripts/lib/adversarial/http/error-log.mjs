// nginx's error log cannot be shaped like the access log: its lines for requests carry the full
// client address and the request line with its query string. It must keep none of them. Runs its
// own nginx, so that the log is complete when it stops. The Node server logs nothing.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {rawExchange, rawRequest} from '../../probe.mjs';
import {startNginx} from '../../../nginx.mjs';

export default {
  id: '1.10',
  expected: 'The error log keeps no client address and no query string',
  async run({server, root}) {
    if (server === 'node') return {lines: null};
    const nginx = await startNginx(root);
    const {host} = new URL(nginx.origin);
    await rawRequest(nginx.origin, '/no-such-page?email=reader@example.com&token=s3cret');
    await rawExchange(nginx.origin, `GET /cmp/?email=reader@example.com&token=s3cret HTTP/1.1\r\nHost: ${host}\r\nBad Header\r\n\r\n`);
    await rawExchange(nginx.origin, `GET /cmp/?email=reader@example.com&token=s3cret HTTP/1.1\r\nHost: ${host}\r\nX: ${'a'.repeat(9000)}\r\n\r\n`);
    await rawExchange(nginx.origin, `GET /cmp/?email=reader@example.com&token=s3cret HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`);
    await nginx.stop();
    const log = readFileSync(join(nginx.runtime, 'error.log'), 'utf8');
    return {lines: log.split('\n').filter(Boolean).length, personal: log.split('\n').filter((line) => /127\.0\.0\.1|reader@example\.com|s3cret/.test(line)).length};
  },
  held: ({lines, personal}) => lines === null || personal === 0,
  summary: ({lines, personal}) => (lines === null ? 'logs nothing' : `${lines} lines, ${personal} with the client address or the query string`),
};
