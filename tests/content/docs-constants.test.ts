import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  CMP_SCRIPT_HOST,
  DASHBOARD_URL,
  PACKAGES,
  PLATFORM_API_HOST,
  PLATFORM_KEY_HEADER,
  SITE_URL,
  UC_HOST_EU,
  UC_HOST_US,
  UC_KEY_HEADER,
  UC_SCRIPT_URL,
} from '../../src/constants/site';

/**
 * Pages and the OpenAPI documents write hosts, key headers and package names literally (readable
 * prose, copyable samples); src/constants/site.ts is their one source. Every such value written in
 * docs/ or openapi/ must be one of the constants, so a typo or a half-done rename fails here.
 */

const ROOT = join(__dirname, '../..');

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, pattern);
    return pattern.test(name) ? [path] : [];
  });
}

const files = [...filesUnder(join(ROOT, 'docs'), /\.mdx?$/), ...filesUnder(join(ROOT, 'openapi'), /\.ya?ml$/)].map(
  (path) => ({name: relative(ROOT, path), text: readFileSync(path, 'utf8')}),
);
const hostOf = (url: string) => new URL(url).host;

const HOSTS = new Set([
  PLATFORM_API_HOST,
  UC_HOST_US,
  UC_HOST_EU,
  CMP_SCRIPT_HOST,
  hostOf(DASHBOARD_URL),
  hostOf(SITE_URL),
  hostOf(PACKAGES.cmpIosSpm),
]);
const KEY_HEADERS = new Set([PLATFORM_KEY_HEADER, UC_KEY_HEADER]);
const PACKAGE_NAMES = new Set<string>(Object.values(PACKAGES));

/** Every match of `re` (first group, or the whole match) in every file, as "file: value". */
function found(re: RegExp, keep: (value: string) => boolean = () => true): Array<{where: string; value: string}> {
  return files.flatMap(({name, text}) =>
    [...text.matchAll(re)].map((m) => ({where: name, value: m[1] ?? m[0]})).filter(({value}) => keep(value)),
  );
}
const outside = (items: Array<{where: string; value: string}>, allowed: Set<string>) =>
  items.filter(({value}) => !allowed.has(value)).map(({where, value}) => `${where}: ${value}`);

describe('hosts, key headers and packages written in docs/ and openapi/', () => {
  it('finds pages and documents to check', () => {
    expect(files.filter((f) => f.name.startsWith('docs/')).length).toBeGreaterThan(100);
    expect(files.filter((f) => f.name.startsWith('openapi/'))).toHaveLength(2);
  });

  it('names only the product hosts of src/constants/site.ts', () => {
    const hosts = found(/\b([a-z0-9-]+(?:\.[a-z0-9-]+)*\.privana\.example)\b/g);
    expect(hosts.length).toBeGreaterThan(50);
    expect(outside(hosts, HOSTS)).toEqual([]);
  });

  it('names only the two key headers', () => {
    const headers = found(/\b(x-[a-z0-9-]+-(?:api-)?key)\b/gi, (v) => !/^x-(country|region)-code/.test(v));
    expect(headers.length).toBeGreaterThan(30);
    expect(outside(headers, KEY_HEADERS)).toEqual([]);
  });

  it('names only the published packages', () => {
    const maven = found(/\b(com\.privana:[a-z0-9-]+)/g);
    const npm = found(/(@privana\/[a-z0-9-]+)/g);
    const pods = found(/pod '(Privana[A-Za-z]*)'/g);
    const spm = found(/(https:\/\/git\.privana\.example\/[A-Za-z0-9/_-]+)/g);
    expect(maven.length + npm.length + pods.length + spm.length).toBeGreaterThan(30);
    expect(outside([...maven, ...npm, ...pods, ...spm], PACKAGE_NAMES)).toEqual([]);
  });

  it('loads the unified consent script from its one URL', () => {
    const scripts = found(/(https:\/\/cmp\.privana\.example\/uc\/[^\s"'`)<]*)/g);
    expect(outside(scripts, new Set([UC_SCRIPT_URL]))).toEqual([]);
  });

  it('catches a value that is not a constant', () => {
    const typo = [...'see https://uc-useast.privana.example/v2'.matchAll(/\b([a-z0-9-]+(?:\.[a-z0-9-]+)*\.privana\.example)\b/g)];
    expect(outside(typo.map((m) => ({where: 'sample', value: m[1]})), HOSTS)).toEqual(['sample: uc-useast.privana.example']);
  });
});
