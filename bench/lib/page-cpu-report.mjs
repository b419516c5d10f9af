// The page-cpu section of the report (bench/page-cpu.mjs): its tables and its targets.
import {roundRatios} from '../page-cpu.mjs';

const fmt = (v, digits = 0) => (v === null || v === undefined ? '–' : Number(v).toFixed(digits));
const COLUMNS = [
  ['scriptMs', 'script ms'],
  ['layoutMs', 'layout ms'],
  ['styleMs', 'style ms'],
  ['tasksMs', 'all tasks by load ms'],
  ['longTaskExcessMs', 'long-task excess ms'],
  ['domNodes', 'DOM elements'],
];
/** Our guide's targets over the vanilla baselines (issue 44): figure, baseline page, at most. */
export const GUIDE_TARGETS = [
  ['longTaskExcessMs', 'guide-same-content', 0.75],
  ['longTaskExcessMs', 'guide', 1.0],
  ['tasksMs', 'guide-same-content', 0.9],
];
/** How far a page type's ratio to the vanilla guide may rise over the earlier build's, same run. */
export const RATIO_TOLERANCE = 0.05;

const find = (section, site, page) => section.pages.find((p) => p.site === site && p.page === page);

/** Per page of ours (and of --before), its per-round ratios to each vanilla guide. */
export function pageCpuRatios(section) {
  const starter = find(section, 'vanilla', 'guide');
  const same = find(section, 'vanilla', 'guide-same-content');
  return section.pages
    .filter((p) => p.site !== 'vanilla')
    .map((p) => ({
      site: p.site,
      page: p.page,
      route: p.route,
      excessSame: same ? roundRatios(p.runs, same.runs, 'longTaskExcessMs') : null,
      excessStarter: starter ? roundRatios(p.runs, starter.runs, 'longTaskExcessMs') : null,
      tasksSame: same ? roundRatios(p.runs, same.runs, 'tasksMs') : null,
      tasksStarter: starter ? roundRatios(p.runs, starter.runs, 'tasksMs') : null,
    }));
}

export function pageCpuMarkdown(section) {
  const lines = [];
  lines.push(
    `### Page main-thread cost (CDP metrics at ${section.cpuSlowdown}× CPU, 412 px, ${section.rounds} interleaved rounds; median, with quartiles and range)`,
  );
  lines.push('');
  lines.push(`Script, layout, style and all tasks: from navigation to \`load\`. Long-task excess: each long task's time beyond 50 ms, from navigation to ${section.settleMs / 1000} s after \`load\`. Load average after each round: ${section.loadAverages.join(', ')}.`);
  lines.push('');
  lines.push(`| Site | Page | ${COLUMNS.map(([, label]) => label).join(' | ')} |`);
  lines.push(`|---|---|${COLUMNS.map(() => '---:').join('|')}|`);
  for (const p of section.pages) {
    const cells = COLUMNS.map(([key]) => {
      const s = p.figures[key];
      return s ? `${fmt(s.median)} (${fmt(s.q1)}–${fmt(s.q3)}; ${fmt(s.min)}–${fmt(s.max)})` : '–';
    });
    lines.push(`| ${p.site} | ${p.page} \`${p.route}\` | ${cells.join(' | ')} |`);
  }
  lines.push('');
  lines.push('Ratios, round by round, over the vanilla guides of the same round (median; lowest–highest round):');
  lines.push('');
  lines.push('| Site | Page | Long-task excess ÷ same-content guide | ÷ starter guide | All tasks ÷ same-content guide | ÷ starter guide |');
  lines.push('|---|---|---:|---:|---:|---:|');
  const cell = (r) => (r?.perRound.length ? `×${fmt(r.median, 2)} (${fmt(Math.min(...r.perRound), 2)}–${fmt(Math.max(...r.perRound), 2)})` : '–');
  for (const row of pageCpuRatios(section)) {
    lines.push(`| ${row.site} | ${row.page} | ${cell(row.excessSame)} | ${cell(row.excessStarter)} | ${cell(row.tasksSame)} | ${cell(row.tasksStarter)} |`);
  }
  lines.push('');
  return lines;
}

/** The targets, added through `add(target, measured, pass)`. */
export function pageCpuTargets(section, add) {
  const ratios = pageCpuRatios(section);
  const guide = ratios.find((r) => r.site === 'ours' && r.page === 'guide');
  if (guide) {
    for (const [figure, base, limit] of GUIDE_TARGETS) {
      const ratio = guide[`${figure === 'tasksMs' ? 'tasks' : 'excess'}${base === 'guide' ? 'Starter' : 'Same'}`];
      const label = `${figure === 'tasksMs' ? 'all tasks by load' : 'long-task excess'} ÷ vanilla ${base === 'guide' ? 'starter guide' : 'same-content guide'}`;
      add(`Guide ${label} ≤ ${limit} (page-cpu, same run)`, `×${fmt(ratio.median, 2)}`, ratio.median !== null && ratio.median <= limit);
    }
  }
  for (const before of ratios.filter((r) => r.site === 'before')) {
    const now = ratios.find((r) => r.site === 'ours' && r.page === before.page);
    if (!now || before.page === 'guide') continue;
    for (const key of ['excessStarter', 'tasksStarter']) {
      const label = key === 'excessStarter' ? 'long-task excess' : 'all tasks by load';
      const rise = now[key].median - before[key].median;
      add(
        `${before.page}: ${label} ÷ vanilla starter guide not above --before's + ${RATIO_TOLERANCE} (page-cpu)`,
        `×${fmt(now[key].median, 2)} vs ×${fmt(before[key].median, 2)}`,
        rise <= RATIO_TOLERANCE,
      );
    }
  }
}
