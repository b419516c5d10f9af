// Requests that once killed the Node server: a non-ASCII redirect target and CR LF in Location.
import {rawRequest} from '../../probe.mjs';

const TARGETS = ['/%E6%97%A5%E6%9C%AC.html', '/a%0d%0aSet-Cookie:%20x=1.html'];

export default {
  id: '1.2',
  expected: 'The server answers non-ASCII and CR LF redirect targets and keeps serving, no header injected',
  async run({origin}) {
    const answers = [];
    for (const target of TARGETS) answers.push(await rawRequest(origin, target).catch(() => null));
    const home = await rawRequest(origin, '/').catch(() => null);
    return {statuses: answers.map((r) => r?.status ?? null), injected: answers.some((r) => r?.headers['set-cookie']), alive: home?.status === 200};
  },
  held: ({statuses, injected, alive}) => alive && !injected && statuses.every((status) => status !== null),
  summary: ({statuses, injected, alive}) =>
    `${statuses.map((status) => status ?? 'no answer').join(', ')}; ${alive ? 'still serving' : 'DOWN'}${injected ? ', Set-Cookie injected' : ''}`,
};
