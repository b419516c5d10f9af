// Where the benchmark lives and where it works: its folder, the repository, and a scratch folder
// outside the tree (BENCH_WORK overrides it) for site copies, builds and logs.
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

export const BENCH_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO = resolve(BENCH_DIR, '..');
export const WORK = process.env.BENCH_WORK ?? join(tmpdir(), 'privana-bench');
