import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {XMLValidator} from 'fast-xml-parser';
import postcss from 'postcss';
import {afterAll, describe, expect, it} from 'vitest';
import {CMP_SCRIPT_HOST, CMP_SCRIPT_NAME} from '../../src/constants/site';
import {planOf, type Harness} from './support/blockPlan';
import {allDocCodeBlocks, type CodeBlock} from './support/codeBlocks';
import {csvRecords} from './support/csvRows';
import {openApiSchemas, schemaErrors} from './support/openApiSchemas';

/**
 * The guides' configuration files and data samples are read by what reads them and checked
 * against what their pages document: plist and manifest keys, CSS for the embedded view, the CSV
 * import samples (the subject-rights one converted to the API's request body as its page
 * describes, and validated against the OpenAPI schema), the Gradle version catalog (python3's
 * tomllib), the Podfiles (ruby, with a stub of the CocoaPods DSL), the Git mirror rewrite (git,
 * with a throwaway HOME) and the script URL templates.
 */

const ROOT = join(__dirname, '../..');
const blocks = allDocCodeBlocks(ROOT);
const planned = (harness: Harness) => blocks.filter((b) => {
  const plan = planOf(b);
  return plan.status === 'executed' && plan.harness === harness;
});
const pageName = (block: CodeBlock) => block.where.replace(/:\d+$/, '');
const pageOf = (block: CodeBlock) => readFileSync(join(ROOT, pageName(block)), 'utf8');
const samePage = (block: CodeBlock) => blocks.filter((b) => pageName(b) === pageName(block) && b !== block);
const work = mkdtempSync(join(tmpdir(), 'guide-config-files-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));

/** Google's consent-mode default keys (Firebase: "Set up consent mode"), for Info.plist (upper case) and the Android manifest (lower case). */
const GOOGLE_CONSENT_KEYS = ['analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization_signals'].map((k) => `google_analytics_default_allow_${k}`);
/** Apple's Info.plist keys the guides use, with the value type Apple documents. */
const APPLE_KEYS: Record<string, string> = {NSUserTrackingUsageDescription: 'string'};

function xmlProblems(block: CodeBlock): string[] {
  const wellFormed = XMLValidator.validate(`<fragment>${block.code}</fragment>`);
  if (wellFormed !== true) return [`line ${wellFormed.err.line}: ${wellFormed.err.msg}`];
  const problems: string[] = [];
  if (block.code.includes('<application>')) {
    for (const [, name, value] of block.code.matchAll(/<meta-data android:name="([^"]+)" android:value="([^"]+)"/g)) {
      if (!GOOGLE_CONSENT_KEYS.includes(name)) problems.push(`${name} is not a consent-mode key`);
      if (!['true', 'false'].includes(value)) problems.push(`${name} must be true or false`);
    }
    return problems;
  }
  const pairs = [...block.code.matchAll(/<key>([^<]+)<\/key>\s*<(\w+)/g)];
  if (!pairs.length) problems.push('no plist keys');
  const readByCode = samePage(block).map((b) => b.code).join('\n');
  for (const [, key, valueType] of pairs) {
    if (GOOGLE_CONSENT_KEYS.includes(key.toLowerCase())) {
      if (!['true', 'false'].includes(valueType)) problems.push(`${key} must be <true/> or <false/>`);
    } else if (APPLE_KEYS[key]) {
      if (APPLE_KEYS[key] !== valueType) problems.push(`${key} must be a <${APPLE_KEYS[key]}>`);
    } else if (!readByCode.includes(`"${key}"`)) problems.push(`${key} is neither a platform key nor read by the page's code`);
  }
  return problems;
}

describe('XML blocks (Info.plist entries, AndroidManifest.xml)', () => {
  it('are well-formed and hold only keys that the platform or the page\'s own code reads', () => {
    expect(planned('xml').length).toBeGreaterThanOrEqual(4);
    expect(planned('xml').flatMap((b) => xmlProblems(b).map((p) => `${b.where}: ${p}`))).toEqual([]);
    expect(xmlProblems({where: 'x', lang: 'xml', meta: '', code: '<key>PrivanaCustomerId</key>\n<string>x</string>'})).toEqual(['PrivanaCustomerId is neither a platform key nor read by the page\'s code']);
  });
});

describe('CSS blocks', () => {
  it('style an element of the page\'s HTML, with the view\'s own custom properties', () => {
    const problems = planned('css').flatMap((block) => {
      const ids = samePage(block).filter((b) => b.lang === 'html').flatMap((b) => [...b.code.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]));
      const found: string[] = [];
      postcss.parse(block.code).walkRules((rule) => {
        for (const [, id] of rule.selector.matchAll(/#([\w-]+)/g)) if (!ids.includes(id)) found.push(`#${id} is not an element of the page's HTML`);
        rule.walkDecls((decl) => {
          if (decl.prop.startsWith('--') && !decl.prop.startsWith('--privana-uc-')) found.push(`${decl.prop} is not a --privana-uc- property`);
        });
      });
      return found.map((p) => `${block.where}: ${p}`);
    });
    expect(planned('css').length).toBe(1);
    expect(problems).toEqual([]);
  });
});

describe('CSV import samples', () => {
  const schemas = openApiSchemas(ROOT);

  /** The subject-rights page's mapping: known columns to API fields, requester fields and unknown columns into dsarDetails. */
  function asApiRequest(row: Record<string, string>): Record<string, unknown> {
    const top = ['formId', 'requestType', 'status', 'due', 'notes'];
    const request: Record<string, unknown> = {};
    const details: Record<string, string> = {};
    for (const [column, value] of Object.entries(row)) {
      if (value === '') continue; // "An empty cell in an optional column is treated as absent."
      if (column === 'formId') request.formId = Number(value);
      else if (column === 'due') request.due = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value; // "A bare date ... is read as midnight UTC."
      else if (top.includes(column)) request[column] = value;
      else details[column] = value;
    }
    return {...request, dsarDetails: details};
  }

  it('are the two import pages\' samples, each checked below', () => {
    expect(planned('csv').map((b) => b.where.split('/')[1]).sort()).toEqual(['assessments', 'subject-rights']);
  });

  it('subject rights: every row, mapped as the page describes, is a valid createSubjectRightsRequests body', () => {
    const block = planned('csv').find((b) => b.where.startsWith('docs/subject-rights/'))!;
    const requests = csvRecords(block.code).map(asApiRequest);
    expect(requests.length).toBeGreaterThanOrEqual(4);
    const validate = schemas.validator('customer-rest-api', 'createSubjectRightsRequests', 'request');
    expect(validate(requests) ? [] : schemaErrors(validate)).toEqual([]);
    expect(validate([{...requests[0], status: 'Open'}])).toBe(false);
  });

  it('assessment template: the documented columns, types, options, risk points, weights and conditions', () => {
    const block = planned('csv').find((b) => b.where.startsWith('docs/assessments/'))!;
    const page = pageOf(block);
    const columns = [...page.matchAll(/^\| `(\w+)` \| (yes|no|for [\w ]+) \|/gm)].map((m) => m[1]);
    const types = [...page.matchAll(/^\| `([A-Z_]+)` \| (?:must be empty|empty, or|\d)/gm)].map((m) => m[1]);
    const rows = csvRecords(block.code);
    const problems: string[] = [];
    expect(Object.keys(rows[0])).toEqual(columns);
    const keys: string[] = [];
    rows.forEach((row, n) => {
      const at = `row ${n + 2}`;
      if (!types.includes(row.type)) problems.push(`${at}: type ${row.type} is not documented`);
      if (!/^[A-Za-z]\w{0,39}$/.test(row.key)) problems.push(`${at}: key ${row.key}`);
      const options = row.options ? row.options.split('|') : [];
      const points = row.riskPoints ? row.riskPoints.split('|') : [];
      if (points.length !== options.length) problems.push(`${at}: ${points.length} risk points for ${options.length} options`);
      if (points.some((p) => !/^(10|\d)$/.test(p))) problems.push(`${at}: risk points must be 0 to 10`);
      if (row.weight && !/^[1-5]$/.test(row.weight)) problems.push(`${at}: weight must be 1 to 5`);
      if (row.alwaysCritical && !options.includes(row.alwaysCritical)) problems.push(`${at}: alwaysCritical ${row.alwaysCritical} is not an option`);
      for (const [, key, operator] of row.showIf.matchAll(/(\w+) (=|!=|includes|answered)/g)) {
        if (!keys.includes(key)) problems.push(`${at}: showIf refers to ${key}, which is not a question above`);
        if (operator === 'includes' && rows.find((r) => r.key === key)?.type !== 'MULTI_SELECT') problems.push(`${at}: includes works with MULTI_SELECT only`);
      }
      keys.push(row.key);
    });
    expect(types.length).toBe(9);
    expect(problems).toEqual([]);
  });
});

describe('the Gradle version catalog', () => {
  it('parses as TOML (python3 tomllib) and gives the library and version of the page\'s Gradle dependency', () => {
    expect(planned('version-catalog').length).toBe(1);
    const [block] = planned('version-catalog');
    const run = spawnSync('python3', ['-c', 'import json, sys, tomllib; print(json.dumps(tomllib.loads(sys.stdin.read())))'], {input: block.code, encoding: 'utf8'});
    expect(run.status, run.stderr).toBe(0);
    const catalog = JSON.parse(run.stdout) as {versions: Record<string, string>; libraries: Record<string, {module: string; version: {ref: string}}>};
    const dependency = /implementation\("([\w.]+:[\w-]+):([\d.]+)"\)/.exec(samePage(block).map((b) => b.code).join('\n'))!;
    const libraries = Object.values(catalog.libraries).map((lib) => `${lib.module}:${catalog.versions[lib.version.ref]}`);
    expect(libraries).toEqual([`${dependency[1]}:${dependency[2]}`]);
  });
});

describe('Podfiles', () => {
  /** A stub of the CocoaPods DSL: records the platform and every pod with its requirements. */
  const DSL = `require "json"
$pods = []
$platform = nil
def platform(name, version) $platform = [name.to_s, version] end
def use_frameworks!(*) end
def target(_name) yield end
def pod(name, *requirements) $pods << [name, requirements] end
eval(File.read(ARGV[0]), binding, ARGV[0])
puts JSON.generate({platform: $platform, pods: $pods})
`;
  /** The newest release in a pod's changelog page. */
  const newest = (changelog: string) => /^## (\d+\.\d+\.\d+) /m.exec(readFileSync(join(ROOT, changelog), 'utf8'))![1];
  const CHANGELOGS: Record<string, string> = {PrivanaCMP: 'docs/cmp/mobile-sdks/ios/changelog.mdx', PrivanaUC: 'docs/uc/mobile-sdks/ios/changelog.mdx'};
  const atLeast = (version: string, minimum: string) => {
    const [a, b] = [version, minimum].map((v) => v.split('.').map(Number));
    for (let i = 0; i < 3; i += 1) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
    return true;
  };

  it('evaluate in Ruby, target iOS 13 or later, and pin Privana pods to the current minor release', () => {
    writeFileSync(join(work, 'dsl.rb'), DSL);
    const problems = planned('podfile').flatMap((block, n) => {
      const file = join(work, `Podfile${n}`);
      writeFileSync(file, block.code);
      const run = spawnSync('ruby', [join(work, 'dsl.rb'), file], {encoding: 'utf8'});
      if (run.status !== 0) return [`${block.where}: ${run.stderr.trim()}`];
      const {platform, pods} = JSON.parse(run.stdout) as {platform: [string, string]; pods: [string, string[]][]};
      const found: string[] = [];
      if (platform[0] !== 'ios' || !atLeast(platform[1], '13.0')) found.push(`platform ${platform.join(' ')}: the SDKs need iOS 13 or later`);
      for (const [name, requirements] of pods.filter(([name]) => CHANGELOGS[name])) {
        const current = newest(CHANGELOGS[name]);
        const pessimistic = requirements.map((r) => /^~> (\d+\.\d+)$/.exec(r)?.[1]).find(Boolean);
        if (pessimistic !== current.split('.').slice(0, 2).join('.')) found.push(`pod '${name}' should be '~> ${current.split('.').slice(0, 2).join('.')}' (current release ${current}), not ${requirements.join(', ')}`);
      }
      return found.map((p) => `${block.where}: ${p}`);
    });
    expect(planned('podfile').length).toBe(3);
    expect(problems).toEqual([]);
  });
});

describe('the Git mirror rewrite', () => {
  it('runs with a throwaway HOME and rewrites the package URL the page gives', () => {
    expect(planned('git-config').length).toBe(1);
    const [block] = planned('git-config');
    const home = join(work, 'home');
    const env = {PATH: process.env.PATH, HOME: home, GIT_CONFIG_NOSYSTEM: '1'};
    spawnSync('mkdir', ['-p', home]);
    const run = spawnSync('bash', ['-e', '-c', block.code], {env, encoding: 'utf8'});
    expect(run.status, run.stderr).toBe(0);
    const config = spawnSync('git', ['config', '--global', '--get-regexp', '^url\\.'], {env, encoding: 'utf8'}).stdout.trim();
    const packageUrl = samePage(block).find((b) => b.lang === 'text' && /^https:\/\/\S+$/.test(b.code.trim()))!.code.trim();
    expect(config).toMatch(new RegExp(`^url\\.https://\\S+\\.insteadof ${packageUrl.replace(/[.]/g, '\\.')}$`));
  });
});

describe('script URL templates', () => {
  it('expand, with the IDs of the guides\' HTML, to the privana.js URL those pages load', () => {
    const loaded = blocks.filter((b) => b.lang === 'html').flatMap((b) => [...b.code.matchAll(/src="(https:\/\/[^"]+)"/g)].map((m) => m[1]));
    for (const block of planned('url-template')) {
      const template = block.code.trim();
      expect(template, block.where).toBe(`https://${CMP_SCRIPT_HOST}/{customerId}/{configId}/${CMP_SCRIPT_NAME}`);
      const pattern = new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}')}$`);
      expect(loaded.filter((url) => pattern.test(url)).length, block.where).toBeGreaterThan(0);
    }
    expect(planned('url-template').length).toBe(2);
  });
});
