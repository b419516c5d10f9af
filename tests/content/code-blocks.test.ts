import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {XMLValidator} from 'fast-xml-parser';
import {parseFragment} from 'parse5';
import postcss from 'postcss';
import ts from 'typescript';
import {afterAll, describe, expect, it} from 'vitest';
import {allDocCodeBlocks, type CodeBlock} from './support/codeBlocks';
import {bodylessFunctions, bracketProblems, rubyBlockProblems, stripStringsAndComments} from './support/structureCheck';

/**
 * Every code block of the documentation is valid for its language, as far as this machine allows
 * (running them is the guide-block harnesses' job: guide-blocks.test.ts and support/blockPlan.ts):
 * - json: JSON.parse;
 * - ts, typescript, tsx: the TypeScript compiler's parser (syntax, not types: samples use the
 *   reader's own variables);
 * - js: `node --check` as an ES module;
 * - bash: `bash -n`;
 * - python: `python3 -m py_compile` (every Python sample here also runs on Python 3.10+);
 * - ruby: `ruby -c` when Ruby is installed, otherwise brackets and block/`end` balance;
 * - kotlin, swift, objectivec: no compiler can be installed (kotlinc needs a JDK download, swiftc
 *   has no Debian package), so Prism's grammar sets strings and comments aside and the rest must
 *   have balanced brackets, and Kotlin/Swift functions outside interfaces/protocols need a body;
 * - html: parse5 reports no parse error; xml (manifest and plist fragments): well-formed XML;
 *   css: PostCSS parses it; diff: every line is a diff line;
 * - text: free text, not checked. A block without a language fails.
 */

const ROOT = join(__dirname, '../..');
const blocks = allDocCodeBlocks(ROOT);
const byLang = (...langs: string[]) => blocks.filter((b) => langs.includes(b.lang));
const workDir = mkdtempSync(join(tmpdir(), 'code-blocks-'));
afterAll(() => rmSync(workDir, {recursive: true, force: true}));

const has = (command: string) => spawnSync(command, ['--version'], {encoding: 'utf8'}).status === 0;
const HAS_PYTHON = has('python3');
const HAS_RUBY = has('ruby');

function run(command: string, args: string[], input?: string): string | null {
  const result = spawnSync(command, args, {input, encoding: 'utf8'});
  return result.status === 0 ? null : (result.stderr || result.stdout || `exit ${result.status}`).trim();
}

function fileFor(block: CodeBlock, extension: string): string {
  const path = join(workDir, `${block.where.replace(/[^A-Za-z0-9]+/g, '_')}.${extension}`);
  writeFileSync(path, block.code);
  return path;
}

/** Runs `check` on every block and returns "where: problem" for each failure. */
function failures(list: CodeBlock[], check: (block: CodeBlock) => string | string[] | null): string[] {
  return list.flatMap((block) => {
    const result = check(block);
    const problems = result === null ? [] : Array.isArray(result) ? result : [result];
    return problems.map((p) => `${block.where} (${block.lang}): ${p}`);
  });
}

const checkTypeScript = (block: CodeBlock) => {
  const out = ts.transpileModule(block.code, {
    fileName: block.lang === 'tsx' ? 'sample.tsx' : 'sample.ts',
    reportDiagnostics: true,
    compilerOptions: {target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.Preserve},
  });
  const messages = (out.diagnostics ?? []).map((d) => {
    const {line} = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : {line: -1};
    return `line ${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
  return messages.length ? messages : null;
};

const checkStructure = (block: CodeBlock) => {
  const stripped = stripStringsAndComments(block.code, block.lang);
  const problems = bracketProblems(stripped);
  if (block.lang === 'kotlin' || block.lang === 'swift') problems.push(...bodylessFunctions(stripped, block.lang));
  return problems.length ? problems : null;
};

describe('code blocks in docs/', () => {
  it('finds the blocks and gives every one a language', () => {
    expect(blocks.length).toBeGreaterThan(150);
    expect(blocks.filter((b) => b.lang === '').map((b) => b.where)).toEqual([]);
  });

  it('checks every language it finds', () => {
    const known = ['json', 'ts', 'typescript', 'tsx', 'js', 'bash', 'python', 'ruby', 'kotlin', 'swift', 'objectivec', 'html', 'xml', 'css', 'diff', 'text'];
    expect([...new Set(blocks.map((b) => b.lang))].filter((l) => !known.includes(l))).toEqual([]);
  });

  it('JSON blocks parse', () => {
    expect(byLang('json').length).toBeGreaterThan(10);
    expect(failures(byLang('json'), (b) => {
      try {
        JSON.parse(b.code);
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    })).toEqual([]);
  });

  it('TypeScript blocks parse with the TypeScript compiler', () => {
    expect(byLang('ts', 'typescript', 'tsx').length).toBeGreaterThan(20);
    expect(failures(byLang('ts', 'typescript', 'tsx'), checkTypeScript)).toEqual([]);
  });

  it('JavaScript blocks pass node --check', () => {
    expect(failures(byLang('js'), (b) => run(process.execPath, ['--check', fileFor(b, 'mjs')]))).toEqual([]);
  });

  it('bash blocks pass bash -n', () => {
    expect(byLang('bash').length).toBeGreaterThan(20);
    expect(failures(byLang('bash'), (b) => run('bash', ['-n'], b.code))).toEqual([]);
  });

  it(`Python blocks compile (${HAS_PYTHON ? 'python3 -m py_compile' : 'python3 missing: brackets only'})`, () => {
    expect(failures(byLang('python'), (b) =>
      HAS_PYTHON ? run('python3', ['-m', 'py_compile', fileFor(b, 'py')]) : bracketProblems(b.code).join('; ') || null,
    )).toEqual([]);
  });

  it(`Ruby blocks are well-formed (${HAS_RUBY ? 'ruby -c' : 'ruby missing: brackets and block ends'})`, () => {
    expect(failures(byLang('ruby'), (b) =>
      HAS_RUBY ? run('ruby', ['-c', fileFor(b, 'rb')]) : rubyBlockProblems(stripStringsAndComments(b.code, 'ruby')),
    )).toEqual([]);
  });

  it('Kotlin, Swift and Objective-C blocks are balanced and give functions a body', () => {
    expect(byLang('kotlin', 'swift', 'objectivec').length).toBeGreaterThan(30);
    expect(failures(byLang('kotlin', 'swift', 'objectivec'), checkStructure)).toEqual([]);
  });

  it('HTML blocks parse without errors', () => {
    expect(failures(byLang('html'), (b) => {
      const errors: string[] = [];
      parseFragment(b.code, {sourceCodeLocationInfo: true, onParseError: (e) => errors.push(`line ${e.startLine}: ${e.code}`)});
      return errors.length ? errors : null;
    })).toEqual([]);
  });

  it('XML blocks are well-formed', () => {
    expect(byLang('xml').length).toBeGreaterThan(0);
    expect(failures(byLang('xml'), (b) => {
      // Fragments (several plist keys) are checked inside one wrapper element.
      const result = XMLValidator.validate(`<fragment>${b.code}</fragment>`);
      return result === true ? null : `line ${result.err.line}: ${result.err.msg}`;
    })).toEqual([]);
  });

  it('CSS blocks parse', () => {
    expect(failures(byLang('css'), (b) => {
      try {
        postcss.parse(b.code);
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    })).toEqual([]);
  });

  it('diff blocks contain only diff lines', () => {
    expect(failures(byLang('diff'), (b) =>
      b.code.split('\n').filter((line) => line !== '' && !/^([ +-]|@@|diff |index |--- |\+\+\+ )/.test(line)).map((l) => `not a diff line: ${l}`),
    )).toEqual([]);
  });
});

describe('the structure checks', () => {
  it('reject the mistakes they exist for', () => {
    const kotlin = stripStringsAndComments('data class A(val b: Int) {\n    fun c(): Boolean\n}', 'kotlin');
    expect(bodylessFunctions(kotlin, 'kotlin')).toEqual(['line 2: fun declared without a body']);
    const iface = stripStringsAndComments('interface A {\n    fun c(): Boolean\n}', 'kotlin');
    expect(bodylessFunctions(iface, 'kotlin')).toEqual([]);
    expect(bracketProblems(stripStringsAndComments('val s = "}"\nfun f() { g(', 'kotlin'))).toEqual([
      'line 2: "{" is never closed',
      'line 2: "(" is never closed',
    ]);
    expect(rubyBlockProblems(stripStringsAndComments('def f\n  loop do\n    x\n  end\n', 'ruby'))).toEqual(['1 block(s) without "end"']);
    expect(checkTypeScript({where: 'x', lang: 'ts', meta: '', code: 'const a = {;'})).not.toBeNull();
    expect(run('bash', ['-n'], 'if true; then echo')).not.toBeNull();
  });
});
