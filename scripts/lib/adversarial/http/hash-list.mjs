// The build's list of script hashes is for the servers, not for visitors.
import {rawRequest} from '../../probe.mjs';

export default {
  id: '1.2',
  expected: '`/csp-hashes.json` is not served (404)',
  run: async ({origin}) => ({status: (await rawRequest(origin, '/csp-hashes.json')).status}),
  held: ({status}) => status === 404,
  summary: ({status}) => String(status),
};
