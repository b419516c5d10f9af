// An encoded slash after the first: the redirect must stay a path on this origin.
import {rawRequest} from '../../probe.mjs';
import {offOrigin} from './shared.mjs';

export default {
  id: '1.2',
  expected: '`/%2Fevil.example.html` redirects to `/evil.example`, never to `//evil.example`',
  async run({origin}) {
    const response = await rawRequest(origin, '/%2Fevil.example.html');
    return {status: response.status, location: response.headers.location ?? null, offOrigin: offOrigin(origin, response)};
  },
  held: ({location, offOrigin: leaves}) => !leaves && !/^\/[/\\]/.test(location ?? ''),
  summary: ({status, location}) => `${status} → ${location ?? '-'}`,
};
