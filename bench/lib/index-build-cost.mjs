// What the split index costs the build: the search database as the search plugin makes and
// serialises it (search-db.json), against the split index cut from that database
// (plugins/search/shared/splitIndex.ts), over the same records, in CPU time and in heap held by
// the result. Each is run twice and the second run counts (the first warms the code).
import v8 from 'node:v8';
import vm from 'node:vm';
import {round} from './stats.mjs';

/** V8's gc(), exposed on first use: only the scale step needs it, not every bench run that imports this. */
let gc = null;
function collectGarbage() {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc');
  }
  gc();
}

function cpuMs() {
  const {user, system} = process.cpuUsage();
  return (user + system) / 1000;
}

function measured(work) {
  collectGarbage();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = cpuMs();
  const result = work();
  const cpu = cpuMs() - started;
  collectGarbage();
  const held = process.memoryUsage().heapUsed - heapBefore;
  return {result, cpuMs: round(cpu), heldMB: round(held / 1024 ** 2, 1)};
}

/** `tools`: loadIndexerTools's module (decodeDatabase, buildSearchDatabase, splitDatabase); `file`: a parsed search-db.json. */
export function indexBuildCost(tools, file) {
  const documents = tools.decodeDatabase(file).documents;
  let single;
  let split;
  for (let run = 0; run < 2; run += 1) {
    single = measured(() => {
      const {database} = tools.buildSearchDatabase(documents);
      return {database, text: JSON.stringify(database)};
    });
    split = measured(() => {
      const {core, pieces} = tools.splitDatabase(single.result.database);
      return [JSON.stringify(core), ...[...pieces.values()].map((piece) => JSON.stringify(piece))];
    });
  }
  return {
    records: documents.length,
    database: {cpuMs: single.cpuMs, heldMB: single.heldMB},
    split: {cpuMs: split.cpuMs, heldMB: split.heldMB, files: split.result.length},
  };
}
