// Cross-origin isolation headers on a page.
import {rawRequest} from '../../probe.mjs';

const NAMES = ['cross-origin-resource-policy', 'cross-origin-opener-policy', 'x-permitted-cross-domain-policies'];

export default {
  id: '1.3',
  expected: 'CORP, COOP and X-Permitted-Cross-Domain-Policies are sent',
  async run({origin}) {
    const home = await rawRequest(origin, '/');
    return Object.fromEntries(NAMES.map((name) => [name, home.headers[name] ?? null]));
  },
  held: (values) => Object.values(values).every(Boolean),
  summary: (values) => Object.entries(values).map(([name, value]) => `${name}: ${value ?? 'missing'}`).join('; '),
};
