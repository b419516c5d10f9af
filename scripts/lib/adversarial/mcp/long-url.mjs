// get_page with a 2,048-character unknown URL made the nearest-page lookup compare it in full with
// every route: seconds of CPU under the launcher's --no-opt, while every other request waited.
import {cpuMs, startRawClient, unpackServer} from './rawClient.mjs';

export default {
  id: '5.1',
  expected: 'get_page with a 2,048-character unknown URL costs little CPU and keeps the server answering',
  async run({root}) {
    const client = await startRawClient(unpackServer(root));
    try {
      const url = `/${'an-unknown-page/'.repeat(128)}`.slice(0, 2048);
      const before = cpuMs(client.pid);
      const answer = await client.callTool(1, 'get_page', {url}, 60_000);
      const cpu = cpuMs(client.pid) - before;
      const after = await client.callTool(2, 'list_pages', {}, 10_000);
      return {cpuMs: Math.round(cpu), answered: Boolean(answer?.result?.isError), nextAnswered: Boolean(after?.result)};
    } finally {
      await client.stop();
    }
  },
  // A bound, not a benchmark: the unbounded lookup took 1,600 ms and more on this machine.
  held: ({cpuMs: cpu, answered, nextAnswered}) => answered && nextAnswered && cpu < 500,
  summary: ({cpuMs: cpu, answered, nextAnswered}) =>
    `${cpu} ms of server CPU for the unknown page's answer${answered ? ' (an error naming the nearest pages)' : ', NO answer'}; next request ${nextAnswered ? 'answered' : 'NOT answered'}`,
};
