// Lints our TypeScript and React code; content (MDX) is checked by the build and by tests.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// Boundaries (ARCHITECTURE.md, "Boundaries"): code outside a feature imports its public faces
// only, and the search never imports the API reference (it reads the reference's records from
// allContent). A specifier is matched as written: `../search/…` from plugins/<x>/, `plugins/search/…`
// (or `@site/plugins/search/…`) from anywhere else.
const SEARCH_INNER = {
  regex: String.raw`(\.\./|plugins/)search/(?!(node|browser|searchEngine|profile)$)`,
  message: 'Import the search through its faces: plugins/search/node.ts, searchEngine.ts, browser.ts or profile.ts (ARCHITECTURE.md, "Boundaries").',
};
const API_REFERENCE_INNER = {
  regex: String.raw`(\.\./|plugins/)api-reference/(?!node$)`,
  message: 'Import the API reference through its face, plugins/api-reference/node.ts (ARCHITECTURE.md, "Boundaries").',
};
const API_REFERENCE_ANY = {
  regex: String.raw`(\.\./|plugins/)api-reference(/|$)`,
  message: 'The search never imports the API reference: it reads the records the reference offers in allContent (plugins/search/server/contributions.ts).',
};
const PLUGIN_FROM_SCRIPTS = {
  regex: String.raw`(^|/)plugins/`,
  message: 'scripts/ imports no plugin: move the code into the plugin that uses it (ARCHITECTURE.md, "scripts/, deploy/").',
};
// The packages and the plugins that pack them: a plugin takes a package through its face
// (packages/<name>/node.ts, and the shared packTarball.ts), and a package imports no plugin (the
// site's search reaches the MCP server as a value its pack step gives it), so no folder tie runs
// both ways.
const PACKAGE_INNER = {
  regex: String.raw`(^|/)packages/(?!([^/]+/node|packTarball)$)`,
  message: 'Import a package through its face, packages/<name>/node.ts (ARCHITECTURE.md, "Boundaries").',
};
const OUTSIDE_FROM_PACKAGES = {
  regex: String.raw`(^|/)(plugins|scripts|bench|tests)/`,
  message: 'A package imports no plugin, script, bench or test code: the pack step gives it what it needs (ARCHITECTURE.md, "Boundaries").',
};
const SOURCES = ['**/*.{ts,tsx,mts,js,mjs,cjs}'];

export default tseslint.config(
  {
    ignores: ['build/', '.docusaurus/', 'node_modules/', 'test-results/', 'playwright-report/', 'bench/results/', 'bench/fixtures/', 'tests/fixtures/', '.tmp-fixtures/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly'},
    },
  },
  {
    // Bundler loaders and the MCP server's bin are CommonJS (plugins/vendor-record/loader.cjs, packages/docs-mcp/src/launcher.cjs).
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: {module: 'writable', require: 'readonly', __dirname: 'readonly', URLSearchParams: 'readonly'}},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: SOURCES,
    rules: {'no-restricted-imports': ['error', {patterns: [SEARCH_INNER, API_REFERENCE_INNER]}]},
  },
  {
    files: ['plugins/**'],
    rules: {'no-restricted-imports': ['error', {patterns: [SEARCH_INNER, API_REFERENCE_INNER, PACKAGE_INNER]}]},
  },
  {
    files: ['packages/**'],
    rules: {'no-restricted-imports': ['error', {patterns: [OUTSIDE_FROM_PACKAGES]}]},
  },
  {
    // The servers and tools around the build import no plugin: build code lives in its plugin, and
    // the one shared rule goes the other way (plugins read scripts/lib/routeFile.mjs).
    files: ['scripts/**'],
    rules: {'no-restricted-imports': ['error', {patterns: [SEARCH_INNER, API_REFERENCE_INNER, PLUGIN_FROM_SCRIPTS]}]},
  },
  {
    // Inside a feature (and its unit tests, which mirror its modules) its own files are open.
    files: ['plugins/search/**', 'tests/unit/plugins/search/**'],
    rules: {'no-restricted-imports': ['error', {patterns: [API_REFERENCE_ANY, PACKAGE_INNER]}]},
  },
  {
    files: ['plugins/api-reference/**', 'tests/unit/plugins/api-reference/**'],
    rules: {'no-restricted-imports': ['error', {patterns: [SEARCH_INNER, PACKAGE_INNER]}]},
  },
);
