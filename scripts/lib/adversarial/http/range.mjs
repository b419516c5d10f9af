// Range requests, an unsatisfiable one included: each header once (nginx's 416 repeated them all).
import {rawRequest} from '../../probe.mjs';

const RANGES = ['bytes=999999-', 'bytes=0-9', 'bytes=0-1,5-6'];

export default {
  id: '4.4',
  expected: 'Range is ignored: the whole page with 200, each header sent once',
  async run({origin}) {
    const answers = {};
    for (const range of RANGES) {
      const response = await rawRequest(origin, '/cmp/', {headers: {Range: range}});
      // Vary may come as two lines (nginx's gzip_vary and the Accept one): the same as one.
      answers[range] = {status: response.status, repeated: response.repeated.filter((name) => name !== 'vary')};
    }
    return answers;
  },
  held: (answers) => Object.values(answers).every(({status, repeated}) => status === 200 && repeated.length === 0),
  summary: (answers) =>
    Object.entries(answers).map(([range, {status, repeated}]) => `${range}: ${status}${repeated.length ? `, repeated ${repeated.join(', ')}` : ''}`).join('; '),
};
