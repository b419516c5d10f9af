import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // The link-policy test runs real Docusaurus builds of a fixture site.
    testTimeout: 180_000,
  },
});
