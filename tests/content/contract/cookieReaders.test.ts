import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {afterAll, describe, expect, it} from 'vitest';
import {planOf} from '../support/blockPlan';
import {allDocCodeBlocks} from '../support/codeBlocks';
import {HOSTILE_COUNT, hostileCookieHeaders} from '../support/hostileInput';

/**
 * The consent-cookie readers of the guide run as published: on the guide's own example, on a
 * header whose other cookie holds JSON, and on thousands of generated hostile headers (random
 * bytes, and well-encoded cookies holding null, arrays, numbers, out-of-range or string times).
 * They must never throw, and must return "no decision" for anything that is not a valid cookie.
 */

const ROOT = join(__dirname, '../../..');
const PAGE = 'docs/cmp/javascript-api/consent-cookie.mdx';
// From all of docs/, so that a reader added on another page is not counted as run without being run.
const planned = (harness: string) => allDocCodeBlocks(ROOT).filter((b) => {
  const plan = planOf(b);
  return plan.status === 'executed' && plan.harness === harness;
});
const readers = planned('cookie-reader');
const work = mkdtempSync(join(tmpdir(), 'cookie-readers-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));

const VALID = {v: 1, cid: '8d3f1b2a-6c4e-4f7a-9b1d-0e2c5a7f9d14', rev: 7, cat: {ANALYTICS: true, MARKETING: false, PERSONALIZATION: true}, ts: 1741860123456, src: 'dialog', gpc: 0, dnt: 0};
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const SAMPLES = hostileCookieHeaders('privana_consent');

describe('the consent cookie readers of the guide', () => {
  it('are the Node.js and Python readers of the consent-cookie page', () => {
    expect(readers.map((b) => `${b.where.replace(/:\d+$/, '')} ${b.lang}`).sort()).toEqual([`${PAGE} js`, `${PAGE} python`]);
  });

  it('Node.js: reads the example, survives JSON in another cookie, and never throws on hostile headers', async () => {
    const block = readers.find((b) => b.lang === 'js')!;
    const file = join(work, 'reader.mjs');
    writeFileSync(file, block.code);
    const {readPrivanaConsent} = (await import(pathToFileURL(file).href)) as {readPrivanaConsent: (h: unknown) => {allowed: Record<string, boolean>} | null};
    const consent = readPrivanaConsent(`ab={"x": 1}; theme=dark; privana_consent=${encode(VALID)}`);
    expect(consent?.allowed).toEqual({ANALYTICS: true, MARKETING: false, PERSONALIZATION: true});
    expect(readPrivanaConsent(`privana_consent=${encode({...VALID, ts: '1741860123456'})}`)).toBeNull();
    for (const header of [...SAMPLES, null, undefined, 42]) expect(() => readPrivanaConsent(header)).not.toThrow();
    expect(SAMPLES.length).toBe(HOSTILE_COUNT);
    // The guide's Set-Cookie example, sent back as a Cookie header, holds the decision its prose describes.
    const setCookies = planned('set-cookie');
    expect(setCookies.length).toBe(1);
    for (const example of setCookies) {
      const pair = /^Set-Cookie: ([^;]+)/.exec(example.code)![1];
      expect(readPrivanaConsent(pair)?.allowed, example.where).toEqual({ANALYTICS: true, MARKETING: false, PERSONALIZATION: true});
    }
  });

  it('Python: the same, run by python3', () => {
    const block = readers.find((b) => b.lang === 'python')!;
    const inputs = join(work, 'headers.json');
    writeFileSync(inputs, JSON.stringify([...SAMPLES, `ab={"x": 1}; privana_consent=${encode(VALID)}`]));
    writeFileSync(join(work, 'reader.py'), block.code);
    const driver = `import json, sys
sys.path.insert(0, ${JSON.stringify(work)})
import reader
headers = json.load(open(${JSON.stringify(inputs)}))
failures = []
for h in headers + [None, 42, b"privana_consent=e30"]:
    try:
        reader.read_privana_consent(h)
    except Exception as e:
        failures.append("%r -> %r" % (h, e))
valid = reader.read_privana_consent(headers[-1])
print(json.dumps({"failures": failures[:5], "count": len(headers), "allowed": valid and valid["allowed"]}))
`;
    const run = spawnSync('python3', ['-c', driver], {encoding: 'utf8', timeout: 120_000});
    expect(run.status, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout.trim().split('\n').pop()!) as {failures: string[]; count: number; allowed: Record<string, boolean>};
    expect(report.failures).toEqual([]);
    expect(report.count).toBeGreaterThan(1000);
    expect(report.allowed).toEqual({ANALYTICS: true, MARKETING: false, PERSONALIZATION: true});
  });
});
