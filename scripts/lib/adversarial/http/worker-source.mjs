// The Content-Security-Policy allows no source the site does not use: no `blob:` workers (the site
// starts no worker; a `blob:` source would let an injected script run code no hash covers).
import {rawRequest} from '../../probe.mjs';

export default {
  id: '1.14',
  expected: 'The CSP allows no `blob:` source: `worker-src \'self\'`',
  async run({origin}) {
    const policy = (await rawRequest(origin, '/')).headers['content-security-policy'] ?? '';
    return {worker: /(?:^|;)\s*worker-src ([^;]*)/.exec(policy)?.[1]?.trim() ?? null, blob: policy.includes('blob:')};
  },
  held: ({worker, blob}) => worker === "'self'" && !blob,
  summary: ({worker, blob}) => `worker-src ${worker ?? '(none)'}${blob ? '; blob: allowed' : '; no blob:'}`,
};
