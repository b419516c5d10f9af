import {describe, expect, it} from 'vitest';
import {roundRatios, spread} from '../../../bench/page-cpu.mjs';
import {pageCpuTargets} from '../../../bench/lib/page-cpu-report.mjs';

const run = (longTaskExcessMs: number, tasksMs: number) => ({longTaskExcessMs, tasksMs});

describe('page-cpu figures', () => {
  it('gives the median with quartiles and range', () => {
    expect(spread([5, 1, 4, 2, 3])).toEqual({median: 3, min: 1, q1: 2, q3: 4, max: 5});
  });

  it('divides round by round, skipping a round either side lost', () => {
    const ratios = roundRatios([run(100, 0), null, run(300, 0)], [run(200, 0), run(100, 0), run(100, 0)], 'longTaskExcessMs');
    expect(ratios).toEqual({median: 1.75, perRound: [0.5, 3]});
  });

  it('checks the guide against both vanilla guides and the other pages against the build before', () => {
    const page = (site: string, name: string, runs: Array<ReturnType<typeof run>>) => ({site, page: name, route: `/${name}`, runs});
    const section = {
      pages: [
        page('ours', 'guide', [run(70, 80), run(70, 80)]),
        page('ours', 'vendor', [run(110, 100), run(110, 100)]),
        page('before', 'vendor', [run(100, 100), run(100, 100)]),
        page('vanilla', 'guide', [run(100, 100), run(100, 100)]),
        page('vanilla', 'guide-same-content', [run(100, 100), run(100, 100)]),
      ],
    };
    const checks: Array<{target: string; pass: boolean}> = [];
    pageCpuTargets(section, (target: string, _measured: string, pass: boolean) => checks.push({target, pass}));
    expect(checks.map((c) => c.pass)).toEqual([true, true, true, false, true]);
    expect(checks[3].target).toMatch(/^vendor: long-task excess/);
  });
});
