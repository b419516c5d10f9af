// The server's own answers (redirect, refusals, oversized path) carry the security headers too.
import {rawRequest} from '../../probe.mjs';
import {missingHeaders} from './shared.mjs';

export default {
  id: '1.3',
  expected: '301, 400, 405 and 414 answers carry the security headers',
  async run({origin}) {
    const answers = {
      301: await rawRequest(origin, '/cmp/index.html'),
      400: await rawRequest(origin, '/a b c'),
      405: await rawRequest(origin, '/', {method: 'TRACE'}),
      'long path': await rawRequest(origin, `/${'a'.repeat(20_000)}`),
    };
    return Object.fromEntries(Object.entries(answers).map(([what, response]) => [what, {status: response.status, missing: missingHeaders(response)}]));
  },
  held: (answers) => Object.values(answers).every(({missing}) => missing.length === 0),
  summary: (answers) => {
    const lacking = Object.entries(answers).filter(([, {missing}]) => missing.length).map(([what]) => what);
    return `${Object.entries(answers).map(([what, {status}]) => (what === 'long path' ? `long path ${status}` : what)).join(', ')}: ${lacking.length ? `missing on ${lacking.join(', ')}` : 'all headers'}`;
  },
};
