import {availableParallelism} from 'node:os';
import {defineConfig} from 'vitest/config';

/**
 * Vitest runs one file per worker and, by default, one worker fewer than there are cores: one on
 * this 2-core machine. The content tests spend much of their time waiting on the compilers and
 * mocks they spawn, so two workers there took the unit run from 204 s to 173 s (same load).
 */
const WORKERS = Math.max(2, availableParallelism() - 1);

const UNIT_FILES = ['tests/unit/**/*.test.ts', 'tests/content/**/*.test.ts'];
/**
 * Unit test files that need modules and globals of their own: Prism's grammars live on a global
 * `Prism` that each of these loads differently, and the others replace modules (vi.mock) or
 * timers and browser globals for the whole file.
 */
const OWN_MODULES = [
  'tests/unit/prism/**/*.test.ts',
  'tests/unit/plugins/markdown-twins/lib/htmlToMarkdown.test.ts',
  'tests/content/code-blocks.test.ts',
  'tests/unit/browser/whenIdle.test.ts',
  'tests/unit/plugins/search/engine/engine.test.ts',
  'tests/unit/plugins/search/shared/splitIndex.test.ts',
];

/**
 * Two groups, by what a test needs:
 * - unit: modules (tests/unit mirrors their paths) and content checks of the sources
 *   (tests/content: docs, OpenAPI documents, data). Nothing is built. The timeout guards against a
 *   hang: the content checks spawn a compiler per code block, which on 2 cores shared with other
 *   work takes tens of seconds (was 180 s for every test, to cover Docusaurus builds).
 * - build: tests/build reads the one production build `npm run build` wrote (budgets, the feed,
 *   the search database); the link-policy test builds a one-page fixture site, hence its timeout.
 * `npm run test:unit` runs the first (as two projects: most files share their modules, a few that
 * need their own are isolated), `npm run test:build` the second (after the build).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: UNIT_FILES,
          exclude: OWN_MODULES,
          environment: 'node',
          maxWorkers: WORKERS,
          // The files of a worker share one module graph instead of importing it anew for each
          // file: that import was most of the unit run's CPU time (125 s of 144 s, measured with
          // isolation on; 67 s of user time without it, same files).
          isolate: false,
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'unit-isolated',
          include: OWN_MODULES,
          environment: 'node',
          maxWorkers: WORKERS,
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          // Only the link-policy fixture builds take long; each sets its own timeout. The MCP
          // server's tests start the built tarball, hence the hook timeout.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
