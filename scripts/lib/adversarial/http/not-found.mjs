// The not-found page's own route is not a soft 404.
import {rawRequest} from '../../probe.mjs';

export default {
  id: '1.3',
  expected: '`/404` answers 404, not 200',
  run: async ({origin}) => ({status: (await rawRequest(origin, '/404')).status}),
  held: ({status}) => status === 404,
  summary: ({status}) => String(status),
};
