// Revisits cost a 304, not the whole page or index again.
import {rawRequest} from '../../probe.mjs';

const TARGETS = ['/cmp/', '/search/search-db.json'];

export default {
  id: '4.2',
  expected: 'ETag and Last-Modified are sent, and a revisit with either gets 304',
  async run({origin}) {
    const answers = {};
    for (const target of TARGETS) {
      const first = await rawRequest(origin, target, {headers: {'Accept-Encoding': 'gzip'}});
      const byTag = await rawRequest(origin, target, {headers: {'Accept-Encoding': 'gzip', 'If-None-Match': first.headers.etag ?? '"none"'}});
      const byDate = await rawRequest(origin, target, {headers: {'Accept-Encoding': 'gzip', 'If-Modified-Since': first.headers['last-modified'] ?? 'never'}});
      answers[target] = {etag: first.headers.etag ?? null, lastModified: first.headers['last-modified'] ?? null, ifNoneMatch: byTag.status, ifModifiedSince: byDate.status};
    }
    return answers;
  },
  held: (answers) => Object.values(answers).every(({etag, lastModified, ifNoneMatch, ifModifiedSince}) => etag && lastModified && ifNoneMatch === 304 && ifModifiedSince === 304),
  summary: (answers) =>
    Object.entries(answers)
      .map(([target, {etag, ifNoneMatch, ifModifiedSince}]) => `${target}: ETag ${etag ?? 'none'}, If-None-Match ${ifNoneMatch}, If-Modified-Since ${ifModifiedSince}`)
      .join('; '),
};
