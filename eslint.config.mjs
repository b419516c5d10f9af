// Lints our TypeScript and React code; content (MDX) is checked by the build and by tests.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
);
