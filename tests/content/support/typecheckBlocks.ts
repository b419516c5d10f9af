import {readdirSync, readFileSync} from 'node:fs';
import {join, posix} from 'node:path';
import ts from 'typescript';
import type {CodeBlock} from './codeBlocks';

/**
 * Type-checks the guides' TypeScript blocks in one strict program (one compiler run for all of
 * them), against the documented SDK APIs in tests/fixtures/sdk-declarations/. The program lives
 * in memory under <root>/.guide-typecheck/, so `react` and `@types/node` resolve from the
 * project's node_modules and nothing is written to disk.
 *
 * - A block made only of declarations (types, interfaces, `declare global`) is part of the SDK:
 *   a page's declaration blocks form the module sdk/docs/<page>.ts, which the fixtures import.
 * - Any other block is its own module in pages/<page>/ (or at the path its first line names,
 *   `// src/segment/index.ts`, so that blocks importing each other resolve), beside the reader's
 *   own modules (fixtures' reader-modules/). Types of its page's declaration blocks that it uses
 *   without importing are imported for it at its end, so line numbers stay those of the page.
 */

export interface TypecheckBlock {
  block: CodeBlock;
  /** Code to check instead of block.code (the new side of a diff, with its context). */
  code?: string;
}

const FIXTURES = join(__dirname, '../../fixtures/sdk-declarations');
const SDK_MODULES: Record<string, string> = {
  '@privana/uc-js': 'privana-uc-js.ts',
  '@privana/react-native-cmp': 'privana-react-native-cmp.ts',
};

/** docs/uc/js-sdk/entities/index.mdx → uc-js-sdk-entities */
export const pageSlug = (where: string): string => where.replace(/:\d+$/, '').replace(/^docs\//, '').replace(/(\/index)?\.mdx?$/, '').replace(/\//g, '-');

/** True when every statement is a declaration of types, so the block describes an API rather than using it. */
export function isDeclarationBlock(code: string): boolean {
  const file = ts.createSourceFile('block.ts', code, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
  return file.statements.length > 0 && file.statements.every((s) =>
    ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s) || ts.isModuleDeclaration(s) || (ts.isImportDeclaration(s) && !!s.importClause?.isTypeOnly),
  );
}

/** Names a declaration module exports. */
function exportedNames(code: string): string[] {
  const file = ts.createSourceFile('decl.ts', code, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
  return file.statements.flatMap((s) => ((ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s)) && s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ? [s.name.text] : []));
}

function isModule(code: string): boolean {
  return /^\s*(import|export)\s/m.test(code);
}

interface Placed {
  path: string;
  where: string;
  /** Line of the block's first code line within the file (0-based). */
  offset: number;
  lines: number;
}

/** node_modules and lib declarations parsed once per test file, not once per program (lib.dom.d.ts alone takes a second). */
const parsedLibraries = new Map<string, ts.SourceFile | undefined>();

/**
 * Problems per block (`where` → messages), empty for a block that type-checks. `apiTypes` are
 * declarations generated from the OpenAPI documents, importable as `api-types/<name>`.
 */
export function typecheckBlocks(root: string, blocks: TypecheckBlock[], apiTypes: Record<string, string> = {}): Map<string, string[]> {
  const base = join(root, '.guide-typecheck');
  const files = new Map<string, string>();
  for (const [name, text] of Object.entries(apiTypes)) files.set(join(base, 'sdk/api-types', `${name}.d.ts`), text);
  const placed: Placed[] = [];
  const declarations = new Map<string, CodeBlock[]>();
  const others: TypecheckBlock[] = [];
  for (const item of blocks) {
    if (!item.code && item.block.lang !== 'tsx' && isDeclarationBlock(item.block.code)) {
      const slug = pageSlug(item.block.where);
      declarations.set(slug, [...(declarations.get(slug) ?? []), item.block]);
    } else others.push(item);
  }

  // The SDK: fixtures, and each page's declaration blocks as one module.
  for (const name of ['privana-uc-js.ts', 'privana-react-native-cmp.ts', 'third-party.d.ts', 'reader-context.d.ts']) files.set(join(base, 'sdk', name), readFileSync(join(FIXTURES, name), 'utf8'));
  const exported = new Map<string, string[]>();
  for (const [slug, list] of declarations) {
    const path = join(base, 'sdk/docs', `${slug}.ts`);
    let text = '';
    for (const block of list) {
      placed.push({path, where: block.where, offset: text.split('\n').length - 1, lines: block.code.split('\n').length});
      text += `${block.code}\n\n`;
    }
    files.set(path, isModule(text) ? text : `${text}export {};\n`);
    exported.set(slug, exportedNames(text));
  }

  // The reader's modules in every page folder; then each block.
  const readerModules = readdirSync(join(FIXTURES, 'reader-modules'));
  others.forEach((item, n) => {
    const code = item.code ?? item.block.code;
    const slug = pageSlug(item.block.where);
    const named = /^\/\/ (src\/[\w/.-]+\.tsx?)\n/.exec(code)?.[1];
    const path = join(base, 'pages', slug, named ?? `block${n}.${item.block.lang === 'tsx' ? 'tsx' : 'ts'}`);
    for (const module of readerModules) {
      for (const dir of new Set([join(base, 'pages', slug), posix.dirname(path)])) files.set(join(dir, module), readFileSync(join(FIXTURES, 'reader-modules', module), 'utf8'));
    }
    const imports = [...(declarations.has(slug) ? [slug] : [])].map((decl) => {
      const used = (exported.get(decl) ?? []).filter((name) => new RegExp(`\\b${name}\\b`).test(code) && !new RegExp(`(interface|type|import[^;]*)\\b${name}\\b`).test(code));
      const from = posix.relative(posix.dirname(path), join(base, 'sdk/docs', decl));
      return used.length ? `import type {${used.join(', ')}} from '${from.startsWith('.') ? from : `./${from}`}';` : '';
    });
    files.set(path, `${code}\n${imports.join('\n')}\n${isModule(code) ? '' : 'export {};\n'}`);
    placed.push({path, where: item.block.where, offset: 0, lines: code.split('\n').length});
  });

  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: ['node'],
    skipLibCheck: true,
    allowImportingTsExtensions: false,
    paths: {
      ...Object.fromEntries(Object.entries(SDK_MODULES).map(([name, file]) => [name, [join(base, 'sdk', file)]])),
      'api-types/*': [join(base, 'sdk/api-types/*.d.ts')],
    },
  };
  const host = ts.createCompilerHost(options);
  const inBase = (path: string) => path.startsWith(`${base}/`);
  const real = {fileExists: host.fileExists, readFile: host.readFile, getSourceFile: host.getSourceFile, directoryExists: host.directoryExists};
  host.fileExists = (path) => (inBase(path) ? files.has(path) : real.fileExists.call(host, path));
  host.readFile = (path) => (inBase(path) ? files.get(path) : real.readFile.call(host, path));
  host.directoryExists = (dir) => (inBase(`${dir}/`) || dir === base ? [...files.keys()].some((p) => p.startsWith(`${dir}/`)) : (real.directoryExists?.call(host, dir) ?? true));
  host.getSourceFile = (path, language, onError, create) => {
    if (inBase(path)) return files.has(path) ? ts.createSourceFile(path, files.get(path)!, language) : undefined;
    const key = `${path}:${JSON.stringify(language)}`;
    if (!parsedLibraries.has(key)) parsedLibraries.set(key, real.getSourceFile.call(host, path, language, onError, create));
    return parsedLibraries.get(key);
  };

  const program = ts.createProgram([...files.keys()].filter((p) => !p.includes('/reader-modules/')), options, host);
  const problems = new Map<string, string[]>(blocks.map((item) => [item.block.where, []]));
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const file = diagnostic.file?.fileName;
    const line = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line : -1;
    const owner = placed.find((p) => p.path === file && line >= p.offset && line < p.offset + p.lines);
    const key = owner?.where ?? `(fixture ${file ? file.replace(`${base}/`, '') : ''})`;
    problems.set(key, [...(problems.get(key) ?? []), `line ${owner ? line - owner.offset + 1 : line + 1}: ${message}`]);
  }
  return problems;
}
