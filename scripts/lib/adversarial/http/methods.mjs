// Only GET and HEAD.
import {rawRequest} from '../../probe.mjs';

const METHODS = ['DELETE', 'TRACE', 'PUT', 'CONNECT'];

export default {
  id: '1.2',
  expected: 'Methods other than GET and HEAD get 405 with `Allow: GET, HEAD`',
  async run({origin}) {
    const answers = {};
    for (const method of METHODS) {
      const response = await rawRequest(origin, '/', {method});
      answers[method] = {status: response.status, allow: response.headers.allow ?? null};
    }
    return answers;
  },
  held: (answers) => Object.values(answers).every(({status, allow}) => status === 405 && allow === 'GET, HEAD'),
  summary: (answers) => Object.entries(answers).map(([method, {status}]) => `${method} ${status}`).join(', '),
};
