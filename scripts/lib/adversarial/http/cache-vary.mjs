// A shared cache that stores a page, revalidates it and merges the 304's headers into the stored
// answer (RFC 9111, section 4.3.4) must still key it on Accept: otherwise it hands the Markdown twin
// to browsers, or the HTML to agents.
import {rawRequest} from '../../probe.mjs';
import {AGENT_ACCEPT, BROWSER_ACCEPT} from './shared.mjs';

const ROUTE = '/cmp/';
const hasAccept = (vary) => (vary ?? '').split(',').some((name) => name.trim().toLowerCase() === 'accept');

export default {
  id: '4.1',
  expected: 'A 304 keeps `Vary: Accept`, so a shared cache that merges it keeps the page and its twin apart',
  async run({origin}) {
    const rounds = [];
    for (const [stored, other] of [[BROWSER_ACCEPT, AGENT_ACCEPT], [AGENT_ACCEPT, BROWSER_ACCEPT]]) {
      const first = await rawRequest(origin, ROUTE, {headers: {Accept: stored, 'Accept-Encoding': 'gzip'}});
      let vary = first.headers.vary ?? '';
      const revalidations = [];
      for (const accept of [stored, other]) {
        const answer = await rawRequest(origin, ROUTE, {headers: {Accept: accept, 'Accept-Encoding': 'gzip', 'If-None-Match': first.headers.etag ?? '"none"'}});
        revalidations.push({status: answer.status, vary: answer.headers.vary ?? null});
        if (answer.status === 304 && answer.headers.vary !== undefined) vary = answer.headers.vary;
        else if (answer.status === 304) vary = '';
      }
      rounds.push({stored: first.headers['content-type'], revalidations, mergedVary: vary});
    }
    return {rounds};
  },
  held: ({rounds}) => rounds.every(({revalidations, mergedVary}) => revalidations.some(({status}) => status === 304) && hasAccept(mergedVary)),
  summary: ({rounds}) =>
    rounds
      .map(({stored, revalidations, mergedVary}) => `${stored.split(';')[0]} stored; 304s: ${revalidations.map(({status, vary}) => `${status} Vary ${vary ?? 'none'}`).join(', ')}; merged Vary: ${mergedVary || 'none'}`)
      .join('. '),
};
