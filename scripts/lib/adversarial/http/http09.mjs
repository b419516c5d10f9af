// HTTP/0.9 has no status line and no headers, so no security headers: it must get no page.
import {rawExchange} from '../../probe.mjs';

export default {
  id: '4.7',
  expected: 'An HTTP/0.9 request (`GET /cmp/`) gets no page',
  async run({origin}) {
    const answer = await rawExchange(origin, 'GET /cmp/\r\n', {timeoutMs: 3000});
    return {bytes: answer.length, statusLine: answer.startsWith('HTTP/') ? answer.split('\r\n')[0] : null, page: /<html/i.test(answer) && !answer.startsWith('HTTP/')};
  },
  held: ({page, statusLine, bytes}) => !page && (bytes === 0 || /^HTTP\/1\.1 400 /.test(statusLine ?? '')),
  summary: ({bytes, statusLine, page}) => (bytes === 0 ? 'connection closed, nothing sent' : `${statusLine ?? `${bytes} bytes without a status line`}${page ? ', the page' : ''}`),
};
