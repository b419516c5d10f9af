// Deterministic fuzz of encoded paths: every answer on the origin, with the headers, and no crash.
import {rawRequest} from '../../probe.mjs';
import {missingHeaders, offOrigin} from './shared.mjs';

/** Random pieces of encoded paths (a linear congruential generator, no dependency). */
export function fuzzTargets(count) {
  const pieces = ['/', '//', '\\', '%5C', '%5c', '%2F', '%09', '%0D%0A', '%00', '%7F', '%25', '%255C', '%2E', '.', '..', '%', '%zz',
    '%E0', '%E6%97%A5', 'evil.example', 'index', '.html', '/index.html', '.md', 'cmp', '404', '?', '?x=%0d%0a', '#', ';', '@', 'a b'];
  let seed = 20261125;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({length: count}, () => `/${Array.from({length: 1 + Math.floor(next() * 7)}, () => pieces[Math.floor(next() * pieces.length)]).join('').replace(/ /g, '%20')}`);
}

export default {
  id: '1.2',
  expected: 'Fuzzed paths: no crash, no off-origin redirect, the security headers on every answer',
  async run({origin, fuzz}) {
    const failures = {crash: 0, offOrigin: 0, headers: 0};
    const targets = fuzzTargets(fuzz);
    for (let i = 0; i < targets.length; i += 16) {
      await Promise.all(targets.slice(i, i + 16).map(async (target) => {
        const response = await rawRequest(origin, target).catch(() => null);
        if (!response || response.status >= 500) failures.crash += 1;
        else {
          if (offOrigin(origin, response)) failures.offOrigin += 1;
          if (missingHeaders(response).length) failures.headers += 1;
        }
      }));
    }
    const alive = (await rawRequest(origin, '/').catch(() => null))?.status === 200;
    return {paths: targets.length, ...failures, alive};
  },
  held: ({crash, offOrigin: leaving, headers, alive}) => alive && !crash && !leaving && !headers,
  summary: ({paths, crash, offOrigin: leaving, headers, alive}) =>
    `${paths} paths: ${crash} no answer or 5xx, ${leaving} off-origin redirects, ${headers} without the headers${alive ? '' : ', server DOWN'}`,
};
