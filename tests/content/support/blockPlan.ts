import type {CodeBlock} from './codeBlocks';
import {HOSTILE_COUNT} from './hostileInput';
import {postgresBin} from './throwawayPostgres';

/**
 * How the tests execute each code block of docs/: the one place that decides it, read by the
 * harness tests (each runs the blocks planned for it) and by the report (tests/content/
 * guide-blocks.test.ts), which fails on a block that is neither executed nor marked.
 */

const HOSTILE = HOSTILE_COUNT.toLocaleString('en');

/** What a harness does with its blocks; the report prints it, so it says what "executed" means there. */
export const HARNESSES = {
  'api-request': 'run by bash against the contract mock, which must accept every request',
  'api-program': 'run (TypeScript transpiled for node, Ruby by ruby) against the contract mock, which must accept every request',
  'cookie-reader': `run on the guide's cookie and on ${HOSTILE} generated hostile cookie headers; must never throw`,
  'ticket-bridge': 'run as the subject rights guide says, beside the publish webhook guide\'s receiver: signed status webhooks from the contract mock open and close tickets on loopback stand-ins of ServiceNow and Zendesk, and a solved ticket completes its action item',
  'webhook-verifier': `run on the guide's signed delivery, a tampered one and ${HOSTILE} generated hostile headers and bodies; must never throw`,
  typescript: 'type-checked (strict) against declarations of the documented SDK APIs; five page snippets also transpiled and run in the browser sandbox',
  'browser-script': 'run in a browser sandbox; its effects (queued calls, listeners called with fixture events, inserted scripts) checked',
  json: 'validated against the OpenAPI schema it illustrates, or the structure its page describes',
  html: 'parsed; script and element attributes checked against the documented loader attributes; inline scripts and JSON run or parsed',
  xml: 'parsed; every plist or manifest key is one the platform documents or the page\'s own code reads',
  css: 'parsed; every id selector is an element of the page\'s HTML, custom properties are the view\'s own',
  diff: 'the new side is type-checked like the TypeScript blocks',
  podfile: 'evaluated by ruby with a stub of the CocoaPods DSL; pods and versions checked against the documented SDK versions',
  csv: 'parsed; rows mapped to the API body and schema-validated (subject rights) or checked against the page\'s column rules (assessments)',
  'http-request': 'sent to the contract mock, which must accept it',
  'set-cookie': 'decoded by the guide\'s own cookie reader, which must accept it',
  'version-catalog': 'parsed by python3\'s tomllib; its library and version checked against the page\'s Gradle dependency',
  'git-config': 'run by bash with a throwaway HOME; the Git configuration it writes is read back',
  sql: 'run by psql, as the page says, in a throwaway PostgreSQL with the roles RDS provides; the role it creates must then read a table',
  'url-template': 'expanded with the IDs of the docs\' HTML blocks; must give the script URL they load, built from src/constants/site.ts',
} as const;
export type Harness = keyof typeof HARNESSES;

export type BlockPlan =
  | {status: 'executed'; harness: Harness}
  | {status: 'marked'; reason: string}
  | {status: 'not installable'; reason: string}
  | {status: 'unplanned'};

/** Languages whose compiler cannot be installed on this machine (kotlinc needs a JDK download, swiftc and clang's Objective-C runtime have no Debian package here). */
export const NOT_INSTALLABLE: Record<string, string> = {
  kotlin: 'no Kotlin compiler can be installed here',
  swift: 'no Swift compiler can be installed here',
  objectivec: 'no Objective-C toolchain with Apple frameworks can be installed here',
};

/** Hosts of the two APIs; a code block that names one calls the API. */
const API_HOSTS = /https:\/\/(api|uc-us|uc-eu)\.privana\.example/;
const CODE_LANGUAGES = new Set(['bash', 'js', 'ts', 'typescript', 'tsx', 'python', 'ruby', 'kotlin', 'swift', 'objectivec']);

/** True for code that sends a request to one of the APIs. */
export function callsTheApi(block: CodeBlock): boolean {
  return CODE_LANGUAGES.has(block.lang) && API_HOSTS.test(block.code);
}

/** True for code that parses or verifies what a visitor or a sender controls: cookie readers and webhook signature verifiers. */
export function handlesUntrustedInput(block: CodeBlock): boolean {
  return CODE_LANGUAGES.has(block.lang) && /\b(read_?privana_?consent|readPrivanaConsent|verify_?signature|verifySignature)\b/i.test(block.code);
}

const page = (block: CodeBlock) => block.where.replace(/:\d+$/, '');

/** PostgreSQL is not among the test tools every machine has; without it the SQL blocks count as not installable. */
let hasPostgres: boolean | undefined;

export function planOf(block: CodeBlock): BlockPlan {
  if (block.fragment !== undefined) return {status: 'marked', reason: block.fragment};
  if (NOT_INSTALLABLE[block.lang]) return {status: 'not installable', reason: NOT_INSTALLABLE[block.lang]};
  const harness = harnessOf(block);
  if (harness === 'sql' && !(hasPostgres ??= postgresBin() !== null)) return {status: 'not installable', reason: 'PostgreSQL is not installed here'};
  return harness ? {status: 'executed', harness} : {status: 'unplanned'};
}

function harnessOf(block: CodeBlock): Harness | null {
  const {lang, code} = block;
  // It imports its verifier from the publish webhook guide's receiver, which that harness fuzzes.
  if (lang === 'js' && /from '\.\/receiver\.mjs'/.test(code) && /\bTICKETING_TOOL\b/.test(code)) return 'ticket-bridge';
  if (/verify_?signature/i.test(code) && (lang === 'js' || lang === 'python')) return 'webhook-verifier';
  if (/read_?privana_?consent/i.test(code) && (lang === 'js' || lang === 'python')) return 'cookie-reader';
  if (lang === 'bash') {
    if (/^curl\s/.test(code.trimStart())) return 'api-request';
    return /^git config --global [^;&|]+$/.test(code.trim()) ? 'git-config' : null;
  }
  if (['typescript', 'ts', 'js', 'ruby'].includes(lang) && API_HOSTS.test(code)) return 'api-program';
  if (lang === 'ts' || lang === 'typescript' || lang === 'tsx') return 'typescript';
  if (lang === 'js') return /\bwindow\./.test(code) ? 'browser-script' : null;
  if (lang === 'ruby') return /^\s*platform :ios/m.test(code) ? 'podfile' : null;
  if (lang === 'json') return 'json';
  if (lang === 'html') return 'html';
  if (lang === 'xml') return 'xml';
  if (lang === 'css') return 'css';
  if (lang === 'diff') return /^[-+ ]\s*import .* from '/m.test(code) ? 'diff' : null;
  if (lang === 'text') {
    if (/^Set-Cookie: /.test(code)) return 'set-cookie';
    if (/^(GET|POST|PUT|PATCH|DELETE) \/\S+ HTTP\/1\.1$/m.test(code.split('\n')[0])) return 'http-request';
    if (page(block).endsWith('-csv-import.mdx')) return 'csv';
    if (page(block).endsWith('/RDS.mdx') && /^(CREATE|GRANT) /.test(code)) return 'sql';
    if (/^\[versions\]$/m.test(code)) return 'version-catalog';
    if (/^https:\/\/\S*\{\w+\}\S*$/.test(code.trim())) return 'url-template';
  }
  return null;
}
