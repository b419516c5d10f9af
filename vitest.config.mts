import {defineConfig} from 'vitest/config';

/**
 * Two groups, by what a test needs:
 * - unit: modules (tests/unit mirrors their paths) and content checks of the sources
 *   (tests/content: docs, OpenAPI documents, data). Nothing is built, so the default timeout holds.
 * - build: tests/build reads the one production build `npm run build` wrote (budgets, the feed,
 *   the search database); the link-policy test builds a one-page fixture site, hence its timeout.
 * `npm run test:unit` runs the first, `npm run test:build` the second (after the build).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/content/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          // Only the link-policy fixture builds take long; each sets its own timeout.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
