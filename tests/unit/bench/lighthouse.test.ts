import {describe, expect, it} from 'vitest';
import {ATTEMPTS, measure} from '../../../bench/lighthouse.mjs';
import {tbtRatioRows} from '../../../bench/lib/report.mjs';

/** A Lighthouse result as far as the bench reads it: a TBT, or the error Lighthouse reported. */
const lhr = (tbt: number | null, error?: string) => ({
  audits: tbt === null ? {} : {'total-blocking-time': {numericValue: tbt}},
  categories: {},
  ...(error ? {runtimeError: {code: error}} : {}),
});

/** A stand-in for one Lighthouse run that answers from a list, one item per attempt. */
function runs(...answers: Array<object | Error>) {
  let call = 0;
  // Typed as Lighthouse's own runner, whose results the bench reads only in part.
  const run = (async () => {
    const answer = answers[call++];
    if (answer instanceof Error) throw answer;
    return answer;
  }) as unknown as Parameters<typeof measure>[2];
  return {run, calls: () => call};
}

describe('a Lighthouse run on a busy host', () => {
  it('is tried again after a protocol timeout, thrown or reported, and counts once it succeeds', async () => {
    const thrown = Object.assign(new Error('Waiting for DevTools protocol response has exceeded the allotted time.'), {code: 'PROTOCOL_TIMEOUT'});
    const {run, calls} = runs(thrown, lhr(null, 'PROTOCOL_TIMEOUT'), lhr(420));
    const {summary, errors} = await measure('http://x/', null, run);
    expect(calls()).toBe(3);
    expect(summary?.tbtMs).toBe(420);
    expect(errors).toEqual(['PROTOCOL_TIMEOUT', 'PROTOCOL_TIMEOUT']);
  });

  it('is tried again when a thrown error names its cause only in its Lighthouse runtime error', async () => {
    const thrown = Object.assign(new Error('no first paint'), {lhrRuntimeError: {code: 'NO_FCP'}});
    const {run, calls} = runs(thrown, lhr(300));
    const {summary, errors} = await measure('http://x/', null, run);
    expect(calls()).toBe(2);
    expect(summary?.tbtMs).toBe(300);
    expect(errors).toEqual(['NO_FCP']);
  });

  it(`gives up after ${ATTEMPTS} attempts, and at once on an error of the page itself`, async () => {
    const busy = runs(lhr(null, 'NO_NAVSTART'), lhr(null, 'NO_NAVSTART'), lhr(null, 'NO_NAVSTART'), lhr(1));
    expect((await measure('http://x/', null, busy.run)).summary).toBeNull();
    expect(busy.calls()).toBe(ATTEMPTS);
    const broken = runs(lhr(null, 'NOT_HTML'), lhr(1));
    expect(await measure('http://x/', null, broken.run)).toEqual({summary: null, errors: ['NOT_HTML']});
    expect(broken.calls()).toBe(1);
  });
});

describe('the API references against the vanilla guide', () => {
  it('divides each round by the guide of the same round, skipping a round the guide lost', () => {
    const rows = tbtRatioRows([
      {site: 'vanilla', page: 'guide', tbtRuns: [800, 400, 1000], rounds: [1, 2, 4]},
      {site: 'ours', page: 'guide', tbtRuns: [1], rounds: [1], loadAverages: [1]},
      {site: 'ours', page: 'customer-api', route: '/c', tbtRuns: [400, 600, 500, 900], rounds: [1, 2, 3, 4], loadAverages: [5, 6, 7, 8]},
    ]);
    expect(rows).toEqual([
      {page: 'guide', route: undefined, base: 'guide', median: 1 / 800, perRound: [1 / 800], loads: [1]},
      {page: 'customer-api', route: '/c', base: 'guide', median: 0.9, perRound: [0.5, 1.5, 0.9], loads: [5, 6, 8]},
    ]);
  });

  it('divides by the vanilla site\'s copy of our guide when asked', () => {
    const rows = tbtRatioRows(
      [
        {site: 'vanilla', page: 'guide', tbtRuns: [800], rounds: [1]},
        {site: 'vanilla', page: 'guide-same-content', tbtRuns: [200], rounds: [1]},
        {site: 'ours', page: 'guide', route: '/g', tbtRuns: [100], rounds: [1], loadAverages: [2]},
      ],
      'guide-same-content',
    );
    expect(rows).toEqual([{page: 'guide', route: '/g', base: 'guide-same-content', median: 0.5, perRound: [0.5], loads: [2]}]);
  });
});
