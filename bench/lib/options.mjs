// The command line of `npm run bench`: what to measure, how often, and where to write it.
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {REPO, WORK} from './paths.mjs';

/** Every step, in the order a full run takes them. */
export const STEPS = ['build', 'search', 'mcp', 'mock', 'modal', 'lighthouse', 'page-cpu', 'load', 'scale'];

export const USAGE = `Usage: npm run bench -- [options]   (or: node bench/run.mjs [options])
  --quick                 1 build, 1 Lighthouse run, 2 cold runs, 5 s load, 300-page scale
  --only STEPS            a comma-separated subset of ${STEPS.join(',')}
  --build-dir DIR         reuse a build (its .docusaurus must sit beside it)
  --source DIR            measure this site folder instead of the working tree
  --ref REV               measure a commit (git archive) instead of the working tree
  --api-before DIR        also run Lighthouse on the API references of this build (the Redoc build
                          before the references were rebuilt), interleaved with ours
  --before DIR            page-cpu: also load these pages of an earlier build of ours, interleaved
                          with this one (a same-run before/after of a change)
  --pages NAMES           page-cpu: only these of our pages (guide,vendor,home,customer-api,uc-api);
                          the vanilla baselines are always loaded
  --rounds N              page-cpu: rounds of every page (default 9, --quick 3)
  --no-write              print only; leave results/ and README.md alone
  --out FILE              also write the results JSON to FILE
  --merge                 keep the sections of results/latest.json for the steps not run
  --report                re-render the tables of results/latest.json into README.md, measure nothing
  --build-runs N, --lighthouse-runs N, --cold-runs N, --load-seconds S, --scale-pages N
  --help                  this text`;

/** A command line the bench cannot run; the message says why, for the user. */
export class UsageError extends Error {}

/**
 * Reads the bench's arguments. Returns {help: true}, or {quick, only (a Set of steps), report,
 * opts}; throws UsageError on an unknown option or step, or a count that is not a whole number ≥ 1.
 */
export function parseBenchArgs(argv) {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: {
        quick: {type: 'boolean', default: false},
        only: {type: 'string', default: STEPS.join(',')},
        ref: {type: 'string'},
        source: {type: 'string', default: REPO},
        'build-dir': {type: 'string'},
        'build-runs': {type: 'string'},
        'lighthouse-runs': {type: 'string'},
        'api-before': {type: 'string'},
        before: {type: 'string'},
        pages: {type: 'string'},
        rounds: {type: 'string'},
        'cold-runs': {type: 'string'},
        'load-seconds': {type: 'string'},
        'scale-pages': {type: 'string'},
        'no-write': {type: 'boolean', default: false},
        out: {type: 'string'},
        merge: {type: 'boolean', default: false},
        report: {type: 'boolean', default: false},
        help: {type: 'boolean', short: 'h', default: false},
      },
    }).values;
  } catch (error) {
    throw new UsageError(error.message);
  }
  if (args.help) return {help: true};
  const quick = args.quick;
  const only = new Set(args.only.split(',').filter(Boolean));
  const unknownSteps = [...only].filter((step) => !STEPS.includes(step));
  if (unknownSteps.length) throw new UsageError(`Unknown step ${unknownSteps.join(', ')}: the steps are ${STEPS.join(', ')}.`);
  /** A whole-number option, or its default (which depends on --quick). */
  const count = (name, full, quickValue) => {
    const value = Number(args[name] ?? (quick ? quickValue : full));
    if (!Number.isInteger(value) || value < 1) throw new UsageError(`--${name} takes a whole number ≥ 1, not "${args[name]}".`);
    return value;
  };
  const opts = {
    ref: args.ref ?? null,
    source: args.ref ? join(WORK, 'source') : resolve(args.source),
    buildDir: args['build-dir'] ? resolve(args['build-dir']) : null,
    buildRuns: count('build-runs', 3, 1),
    lighthouseRuns: count('lighthouse-runs', 3, 1),
    coldRuns: count('cold-runs', 5, 2),
    loadSeconds: count('load-seconds', 30, 5),
    scalePages: count('scale-pages', 2000, 300),
    write: !args['no-write'],
    out: args.out ?? null,
    merge: args.merge,
    apiBefore: args['api-before'] ? resolve(args['api-before']) : null,
    before: args.before ? resolve(args.before) : null,
    pages: args.pages ? args.pages.split(',').filter(Boolean) : null,
    rounds: count('rounds', 9, 3),
  };
  return {help: false, quick, only, report: args.report, opts};
}
