// Lints our TypeScript and React code; content (MDX) is checked by the build and by tests.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// Boundaries (ARCHITECTURE.md, "Boundaries"): each rule of that section is one pattern here, and
// each folder gets the list of patterns that holds for it (ESLint keeps one no-restricted-imports
// setting per file: the last block that matches it). A specifier is matched as written:
// `../search/…` from plugins/<x>/, `plugins/search/…` (or `@site/plugins/search/…`) from elsewhere.
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
const SEARCH_BUT_BROWSER = {
  regex: String.raw`(\.\./|plugins/)search/(?!browser$)`,
  message: 'The service worker takes only the search\'s browser face (plugins/search/browser.ts): its bundle must stay small.',
};
const PLUGIN = {
  regex: String.raw`(^|/)plugins/`,
  message: 'scripts/ imports no plugin: move the code into the plugin that uses it (ARCHITECTURE.md, "Boundaries").',
};
// The packages and the plugins that pack them: a plugin takes a package through its face
// (packages/<name>/node.ts, and the shared packTarball.ts), and a package imports no plugin (the
// site's search reaches the MCP server as a value its pack step gives it), so no folder tie runs
// both ways.
const PACKAGE_INNER = {
  regex: String.raw`(^|/)packages/(?!([^/]+/node|packTarball)$)`,
  message: 'Import a package through its face, packages/<name>/node.ts (ARCHITECTURE.md, "Boundaries").',
};
const OUTSIDE_PACKAGE = {
  regex: String.raw`(^|/)(plugins|scripts|bench|tests)/`,
  message: 'A package imports no plugin, script, bench or test code: the pack step gives it what it needs (ARCHITECTURE.md, "Boundaries").',
};
const THEME = {
  regex: String.raw`(^|/)src/theme(/|$)`,
  message: 'Nothing imports src/theme/ but Docusaurus (through @theme/…) and the tests (ARCHITECTURE.md, "Boundaries").',
};
// From inside src/, src/theme/ is `../theme/…`.
const THEME_FROM_SRC = {regex: String.raw`^(\.\./)+theme(/|$)`, message: THEME.message};
const COMPONENT = {
  regex: String.raw`(^|/)src/components/(?!integrations/vendorModel$)`,
  message: 'A plugin imports no React component: of src/components/ only the plain vendorModel.ts (ARCHITECTURE.md, "Boundaries").',
};
const BENCH = {
  regex: String.raw`(^|/)bench/`,
  message: 'The site, its packages and scripts never import bench code; only the tests share its counting (ARCHITECTURE.md, "Boundaries").',
};
const TESTS = {
  regex: String.raw`(^|/)tests/`,
  message: 'Nothing imports tests but the adversarial replay, through tests/e2e/*.mjs (ARCHITECTURE.md, "Boundaries").',
};
const TESTS_BUT_E2E_HELPERS = {
  regex: String.raw`(^|/)tests/(?!e2e/[^/]+\.mjs$)`,
  message: 'The adversarial replay takes only the e2e tests\' plain-JavaScript helpers (tests/e2e/*.mjs) (ARCHITECTURE.md, "Boundaries").',
};
const ANY = {regex: '.', message: 'src/constants/ imports nothing: every other module reads its values (ARCHITECTURE.md, "Boundaries").'};
const FACES = [SEARCH_INNER, API_REFERENCE_INNER];
const PLUGINS_MAY_NOT = [PACKAGE_INNER, THEME, COMPONENT, BENCH, TESTS];
const SOURCES = ['**/*.{ts,tsx,mts,js,mjs,cjs}'];
const restrict = (files, patterns, ignores = []) => ({files, ignores, rules: {'no-restricted-imports': ['error', {patterns}]}});

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
  // Later blocks win for the files they match: the most specific last.
  restrict(SOURCES, FACES),
  restrict(['src/**'], [...FACES, THEME, THEME_FROM_SRC, BENCH, TESTS], ['src/theme/**', 'src/constants/**']),
  restrict(['src/theme/**'], [...FACES, BENCH, TESTS]),
  restrict(['src/constants/**'], [ANY]),
  restrict(['plugins/**'], [...FACES, ...PLUGINS_MAY_NOT]),
  // Inside a feature (and its unit tests, which mirror its modules) its own files are open.
  restrict(['plugins/search/**'], [API_REFERENCE_ANY, ...PLUGINS_MAY_NOT]),
  restrict(['plugins/api-reference/**'], [SEARCH_INNER, ...PLUGINS_MAY_NOT]),
  restrict(['plugins/offline/worker/**'], [SEARCH_BUT_BROWSER, API_REFERENCE_INNER, ...PLUGINS_MAY_NOT]),
  restrict(['packages/**'], [OUTSIDE_PACKAGE]),
  restrict(['scripts/**'], [...FACES, PLUGIN, THEME, BENCH, TESTS]),
  restrict(['scripts/adversarial.mjs', 'scripts/lib/adversarial/**'], [...FACES, PLUGIN, THEME, BENCH, TESTS_BUT_E2E_HELPERS]),
  restrict(['bench/**'], [...FACES, THEME, TESTS]),
  restrict(['config/**', 'docusaurus.config.ts', 'sidebars.ts'], [...FACES, THEME, BENCH, TESTS]),
  restrict(['tests/unit/plugins/search/**'], [API_REFERENCE_ANY]),
  restrict(['tests/unit/plugins/api-reference/**'], [SEARCH_INNER]),
);
