// A transition barrel, not a module to grow: it re-exports the one-job modules beside it for the
// bench scripts that still import it (search.mjs, modal.mjs and load.mjs, moved by other changes
// in flight). Import from the modules themselves; delete this file once nothing imports it.
export {launchChromium} from '../../scripts/chromium.mjs';
export {htmlFileForRoute} from '../../scripts/lib/routeFile.mjs';
export {readJson, writeJson} from './json-file.mjs';
export {log} from './log.mjs';
export {startNginx} from './nginx.mjs';
export {BENCH_DIR, REPO, WORK} from './paths.mjs';
export {dirSize, fileSizes} from './sizes.mjs';
export {median, percentile, round} from './stats.mjs';
