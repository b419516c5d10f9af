import {defineConfig} from 'vitest/config';

/**
 * Tests that need `npm run build` first (tests/after-build/): they use what the build writes, such as
 * the MCP server's tarball in build/downloads/. `npm run test:build` runs them after the build.
 */
export default defineConfig({
  test: {
    include: ['tests/after-build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
