// Bounded loopback load run (issue 6 §5): autocannon against Debian's nginx serving the build with
// deploy/nginx.conf, for an HTML page and for search-db.json, each for a fixed duration, with the
// Accept-Encoding a browser sends (so nginx gzips on the fly at level 6, as in production).
// A benchmark, not a test: the load generator and nginx share the same cores on the loopback.
import {log, round} from './lib/common.mjs';

function once(options) {
  return import('autocannon').then(
    ({default: autocannon}) =>
      new Promise((resolve, reject) => {
        const errorKinds = {};
        const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve({...result, errorKinds})));
        instance.on('reqError', (error) => {
          const kind = error?.code ?? error?.message ?? 'unknown';
          errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
        });
      }),
  );
}

export async function runLoad(origin, {durationS = 30, connections = 10, targets}) {
  const results = [];
  for (const {name, path} of targets) {
    log(`load: ${name} (${path}) for ${durationS} s with ${connections} connections`);
    const result = await once({
      url: `${origin}${path}`,
      connections,
      duration: durationS,
      headers: {'accept-encoding': 'gzip, deflate, br'},
    });
    results.push({
      name,
      path,
      durationS,
      connections,
      requestsPerSecond: round(result.requests.average, 0),
      requestsTotal: result.requests.total,
      latencyMedianMs: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      throughputMBps: round(result.throughput.average / 1024 ** 2, 1),
      errors: result.errors,
      errorKinds: result.errorKinds,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      statusCodes: result.statusCodeStats,
    });
  }
  return results;
}
