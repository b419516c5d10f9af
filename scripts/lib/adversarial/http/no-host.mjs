// An HTTP/1.1 request without Host is refused with the same headers as any answer.
import {rawExchange} from '../../probe.mjs';
import {SECURITY} from './shared.mjs';

export default {
  id: '4.3',
  expected: 'A request without Host gets 400 with the security headers',
  async run({origin}) {
    const answer = await rawExchange(origin, 'GET / HTTP/1.1\r\n\r\n');
    const head = answer.slice(0, Math.max(0, answer.indexOf('\r\n\r\n'))).toLowerCase();
    return {statusLine: answer.split('\r\n')[0], missing: SECURITY.filter((name) => !head.includes(`\r\n${name}: `))};
  },
  held: ({statusLine, missing}) => /^HTTP\/1\.1 400 /.test(statusLine) && missing.length === 0,
  summary: ({statusLine, missing}) => `${statusLine || 'no answer'}; ${missing.length ? `missing ${missing.join(', ')}` : 'all security headers'}`,
};
